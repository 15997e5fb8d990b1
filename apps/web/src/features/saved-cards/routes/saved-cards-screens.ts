/** The saved cards' screens: one lazy chunk for the list and the billing window's two return pages (ADR 073). */
export { SavedCardsRoute } from './saved-cards-route';
export { BillingFailRoute, BillingSuccessRoute } from './billing-return-routes';
