/** Every table, for Drizzle's query builder and drizzle-kit. Tables live beside their module. */
export * from '../modules/product/product.table.ts';
