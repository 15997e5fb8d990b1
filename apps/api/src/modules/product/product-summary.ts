import { pickText, type Badge, type Language, type ProductSummary, type Yn } from '@mall/domain';
import type { ProductSummaryRow } from './product.repository.ts';

/** What the asker may see; SP/BP figures are member-only (SPEC §6). */
export type Viewer = { language: Language; memberPrices: boolean };

export const yn = (flag: boolean): Yn => (flag ? 'Y' : 'N');

/** A list card in the asker's language, SP/BP only for the flag's holders. */
export function toSummary(row: ProductSummaryRow, hasOptions: boolean, viewer: Viewer): ProductSummary {
  return {
    productId: row.id,
    productName: pickText(row.name, viewer.language),
    productSummary: pickText(row.summary, viewer.language),
    imageUrl: row.imageUrls[0] ?? '',
    brand: row.brand,
    priceOriginal: row.priceOriginal,
    price: row.price,
    spOriginal: viewer.memberPrices ? row.sp : null,
    bpOriginal: viewer.memberPrices ? row.bp : null,
    point: row.point,
    salesStatus: { code: row.salesStatus },
    soldOutMessage: row.soldOutMessage ? pickText(row.soldOutMessage, viewer.language) : null,
    tags: row.tags as Badge[],
    optionYn: yn(hasOptions),
    autoShipYn: yn(row.autoShip),
    salesAmount: row.salesAmount
  };
}
