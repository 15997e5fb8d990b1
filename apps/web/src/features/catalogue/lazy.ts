/**
 * The catalogue's second public surface, for lazy screens only (search). Unlike `index.ts` it is not in
 * Home's first-load `app` chunk (vite.config.ts), so what it exports costs Home nothing.
 */
export { useCheckedProductOpen, type ProductOpenHandler } from './list-actions/use-checked-product-open';
