import type { StoredProductNotice } from '@mall/domain';
import { cosmeticsNotice, cosmeticsSpecs } from './notices-cosmetics.ts';
import { applianceNotice, applianceSpecs, generalNotice, generalSpecs } from './notices-goods.ts';
import { healthNotice, healthSpecs } from './notices-health.ts';
import type { SeedProduct } from './types.ts';

/**
 * The goods information notice (상품정보제공고시) of a demo product, of the kind its goods are
 * (docs/decisions/055). Every seed product has one; a product without facts here fails the seed test.
 */
export function seedNoticeOf(product: SeedProduct): StoredProductNotice {
  const cosmetics = cosmeticsSpecs[product.id];
  if (cosmetics) return cosmeticsNotice(product, cosmetics);
  const health = healthSpecs[product.id];
  if (health) return healthNotice(product, health);
  const appliance = applianceSpecs[product.id];
  if (appliance) return applianceNotice(product, appliance);
  const general = generalSpecs[product.id];
  if (general) return generalNotice(product, general);
  throw new Error(`Seed product without notice facts: ${product.id}`);
}
