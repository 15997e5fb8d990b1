/** The notification centre's screen chunk (docs/decisions/069). */
export { NotificationRoute } from './notification-route';
