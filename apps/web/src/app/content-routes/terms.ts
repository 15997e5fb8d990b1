import { loadNamespace } from '../../shared/i18n/i18n';
import type { AppRoute } from '../routes';

/** The terms screen's chunk, with the `content` texts. */
const screen = () =>
  Promise.all([import('../../features/terms/routes/terms-screens'), loadNamespace('content')]).then(
    ([m]) => m.TermsRoute
  );

/** SPEC §2 /use_terms and /privacy_policy: the same terms screen, open to everyone (docs/decisions/077). */
export const termsRoutes: readonly AppRoute[] = [
  { path: '/use_terms', screen },
  { path: '/privacy_policy', screen }
];
