import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { categories, productCategories, productOptions, products } from '../src/db/schema.ts';
import { bumpCatalogueVersion } from '../src/modules/product/catalogue-cache.ts';
import { seedBrandNames } from './brands-data.ts';
import { seedStartKitIds } from './start-kit-data.ts';
import { seedCategories, seedProducts } from './catalogue-data.ts';
import { rasterPath } from '../src/lib/raster-image.ts';
import { categoryIconSvg, optionSwatchSvg, productImageSvg } from './images.ts';
import { seedNoticeOf } from './notices-data.ts';
import { svgToPng } from './raster.ts';
import type { SeedCategory } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_LOCK = 72707002;

export type SeedResult = { seeded: boolean; categories: number; products: number };

/** Option ids are derived from the product id so the demo data is stable across fresh installs. */
export const optionIdOf = (productId: number, index: number) => productId * 100 + index + 1;

/**
 * Fills an empty database with the demo catalogue and writes its generated images to `mediaDir`.
 * A database that already has a category is left untouched; concurrent starters wait on a lock.
 */
export async function seedIfEmpty(db: Database, mediaDir: string, now = new Date()): Promise<SeedResult> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing) return false;

    await tx.insert(categories).values(categoryRows(seedCategories));
    await tx.insert(products).values(
      seedProducts.map((p) => ({
        id: p.id,
        brand: p.brand,
        brandName: seedBrandNames[p.brand] ?? null,
        name: p.name,
        summary: p.summary,
        description: p.description,
        notice: seedNoticeOf(p),
        priceOriginal: p.priceOriginal,
        price: p.price,
        sp: p.sp,
        bp: p.bp,
        point: p.point,
        salesStatus: p.salesStatus,
        soldOutMessage: p.soldOutMessage ?? null,
        tags: p.tags,
        autoShip: p.autoShip,
        buyPeriod: p.buyPeriod,
        // Limited-period sets and devices (a buy period) are sold by the shop alone: planners cannot bag them.
        exposureBag: !p.buyPeriod,
        startKit: seedStartKitIds.has(p.id),
        maxQuantityLimit: p.maxQuantityLimit,
        applyCoupon: p.applyCoupon,
        salesAmount: p.salesAmount,
        stock: p.stock,
        optionUi: p.optionUi,
        imageUrls: [0, 1, 2].map((view) => `/media/products/${p.id}-${view}.svg`),
        displayOrder: p.displayOrder,
        listedAt: new Date(now.getTime() - p.listedDaysAgo * DAY_MS)
      }))
    );
    const optionRows = seedProducts.flatMap((p) =>
      p.options.map((o, index) => ({
        id: optionIdOf(p.id, index),
        productId: p.id,
        value: o.value,
        imageUrl: o.color ? `/media/options/${optionIdOf(p.id, index)}.svg` : null,
        salesStatus: o.salesStatus,
        soldOutMessage: o.soldOutMessage ?? null,
        stock: o.stock,
        sortOrder: index
      }))
    );
    if (optionRows.length > 0) await tx.insert(productOptions).values(optionRows);
    const slugToId = new Map(seedCategories.map((c) => [c.slug, c.id]));
    await tx.insert(productCategories).values(
      seedProducts.flatMap((p) =>
        p.categorySlugs.map((slug, index) => {
          const categoryId = slugToId.get(slug);
          if (categoryId === undefined)
            throw new Error(`seed product ${p.id} names unknown category ${slug}`);
          return { productId: p.id, categoryId, isMain: index === 0 };
        })
      )
    );
    // Explicit ids were inserted: move the identity sequences past them.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('product', 'id'), (SELECT max(id) FROM product))`
    );
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('product_option', 'id'), (SELECT max(id) FROM product_option))`
    );
    // A catalogue write: cached reads keyed by the old version are no longer served (ADR 022).
    await bumpCatalogueVersion(tx);
    return true;
  });

  // Generated images are derived from the seed, not user data: each process (which may have its own
  // MEDIA_DIR) writes the ones it is missing, never overwriting a file.
  await writeMissingImages(mediaDir);
  return {
    seeded,
    categories: seeded ? seedCategories.length : 0,
    products: seeded ? seedProducts.length : 0
  };
}

function categoryRows(list: SeedCategory[]) {
  const byId = new Map(list.map((c) => [c.id, c]));
  const pathOf = (c: SeedCategory): number[] => {
    const parent = c.parentId === null ? undefined : byId.get(c.parentId);
    if (c.parentId !== null && !parent)
      throw new Error(`seed category ${c.id} has unknown parent ${c.parentId}`);
    return parent ? [...pathOf(parent), c.id] : [c.id];
  };
  return list
    .map((c) => {
      const ids = pathOf(c);
      return {
        id: c.id,
        parentId: c.parentId,
        slug: c.slug,
        name: c.name,
        sortOrder: c.sortOrder,
        level: ids.length,
        path: ids.join('>'),
        imageUrl: c.parentId === null && !c.slug.startsWith('/') ? `/media/categories/${c.id}.svg` : null
      };
    })
    .sort((a, b) => a.level - b.level);
}

async function writeMissingImages(mediaDir: string) {
  await Promise.all(
    ['categories', 'products', 'options'].map((dir) =>
      fs.mkdir(path.join(mediaDir, dir), { recursive: true })
    )
  );
  const write = async (relative: string, content: string | (() => Promise<Buffer>)) => {
    const file = path.join(mediaDir, relative);
    try {
      await fs.access(file);
      return;
    } catch {
      // Missing: written below.
    }
    try {
      await fs.writeFile(file, typeof content === 'string' ? content : await content(), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  };
  /** An SVG and, for the images link previews show, its PNG twin (messengers ignore SVG previews). */
  const writeWithRaster = (relative: string, svg: string) => [
    write(relative, svg),
    write(rasterPath(relative), () => svgToPng(svg))
  ];
  const jobs: Promise<void>[] = [];
  for (const c of seedCategories) {
    if (c.parentId === null)
      jobs.push(...writeWithRaster(`categories/${c.id}.svg`, categoryIconSvg(c.slug, c.name['ko-KR'])));
  }
  for (const p of seedProducts) {
    // The first view is the product's preview image (share tags, messenger feed).
    jobs.push(...writeWithRaster(`products/${p.id}-0.svg`, productImageSvg(p.visual, p.brand, 0)));
    for (const view of [1, 2] as const) {
      jobs.push(write(`products/${p.id}-${view}.svg`, productImageSvg(p.visual, p.brand, view)));
    }
    p.options.forEach((o, index) => {
      if (o.color) jobs.push(write(`options/${optionIdOf(p.id, index)}.svg`, optionSwatchSvg(o.color)));
    });
  }
  await Promise.all(jobs);
}
