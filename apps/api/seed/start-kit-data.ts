/**
 * The demo start kit (SPEC §7 start-kit): a new planner's basic routine, one product per step — cleansing foam,
 * toner, serum and cream — all on sale, none with a buy period. Stored as `product.start_kit`.
 */
export const seedStartKitIds: ReadonlySet<number> = new Set([1001, 1004, 1006, 1009]);
