/** The order screens' one chunk (history, detail, guest lookup), fetched with the `order-history` texts. */
export { OrderListRoute } from './order-list-route';
export { OrderDetailRoute } from './order-detail-route';
export { GuestLookupRoute } from './guest-lookup-route';
