import { loadNamespace } from '../../shared/i18n/i18n';
import type { AppRoute } from '../routes';

/** The board's screens: one chunk with the `content` texts and the share sheet's (`product`). */
const updatesScreen = (name: 'UpdatesListRoute' | 'UpdateDetailRoute') => () =>
  Promise.all([
    import('../../features/updates/routes/updates-screens'),
    loadNamespace('content'),
    loadNamespace('product')
  ]).then(([m]) => m[name]);

/** SPEC §2 /update, /update/{notice|event|news} and /update/{kind}/{eventId} (docs/decisions/076). */
export const updatesRoutes: readonly AppRoute[] = [
  { path: '/update', screen: updatesScreen('UpdatesListRoute') },
  { path: '/update/:kind', screen: updatesScreen('UpdatesListRoute') },
  { path: '/update/:kind/:eventId', screen: updatesScreen('UpdateDetailRoute') }
];
