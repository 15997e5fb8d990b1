/** The board's screen chunk (notices, events, news; issue 19). */
export { UpdatesListRoute } from './updates-list-route';
export { UpdateDetailRoute } from './update-detail-route';
