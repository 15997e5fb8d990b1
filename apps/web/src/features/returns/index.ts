/**
 * Returns' public surface (ADR 047): the order detail's returns panel (the request button and the order's
 * returns). The screens are lazy routes (routes/returns-screens.ts), not exported here.
 */
export { OrderReturnsPanel, type OrderReturnsPanelProps } from './components/order-returns-panel';
