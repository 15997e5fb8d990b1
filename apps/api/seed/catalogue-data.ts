import { seedCategories } from './categories-data.ts';
import { productsA } from './products-a.ts';
import { productsB } from './products-b.ts';
import { productsC } from './products-c.ts';
import type { SeedProduct } from './types.ts';

export { seedCategories };
export const seedProducts: SeedProduct[] = [...productsA, ...productsB, ...productsC];
