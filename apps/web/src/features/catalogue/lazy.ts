/**
 * The catalogue's second public surface, for lazy screens only (search, the cart). Unlike `index.ts` it is
 * not in Home's first-load `app` chunk (vite.config.ts), so what it exports costs Home nothing.
 */
export { useCheckedProductOpen, type ProductOpenHandler } from './list-actions/use-checked-product-open';
export { OptionPicker } from './components/option-picker';
export { QuantityStepper } from './components/quantity-stepper';
export { SortSelect } from './components/sort-select';
export { WishableProductGrid } from './components/wishable-product-grid';
export { PriceTag } from './components/price-tag';
export { MemberPoints } from './components/member-points';
/**
 * The product cards' add-to-cart drawer (option, cart type, quantity, then "added"), for lazy screens that list
 * products of their own (the dive-in product bag): the same chunk the cards fetch on their first click.
 */
export const loadQuickAddDrawer = () => import('./add-to-cart/quick-add-drawer');
