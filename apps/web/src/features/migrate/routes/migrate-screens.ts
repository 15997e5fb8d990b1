/** The account-migration screens: one lazy chunk (docs/decisions/016). */
export { MigrateRoute } from './migrate-route';
export { MigrateCompleteRoute } from './migrate-complete-route';
