/**
 * The shopper's lists' public surface (docs/decisions/091, 092): the product page's actions and the list cards'
 * heart. Only lazy screens import it (the category, search and product pages), never Home's first load.
 */
export { ProductShopperActions } from './components/product-shopper-actions';
export { WishHeart } from './components/wish-heart';
