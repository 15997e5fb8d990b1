/**
 * The catalogue's second public surface, for lazy screens only (search, the cart). Unlike `index.ts` it is
 * not in Home's first-load `app` chunk (vite.config.ts), so what it exports costs Home nothing.
 */
export { useCheckedProductOpen, type ProductOpenHandler } from './list-actions/use-checked-product-open';
export { OptionPicker } from './components/option-picker';
export { QuantityStepper } from './components/quantity-stepper';
export { SortSelect } from './components/sort-select';
