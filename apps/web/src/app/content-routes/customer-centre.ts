import { loadNamespace } from '../../shared/i18n/i18n';
import type { AppRoute } from '../routes';

type CentreScreen =
  | 'CustomerHubRoute'
  | 'FaqRoute'
  | 'GuideRoute'
  | 'ResourceRoute'
  | 'CertificateRoute'
  | 'PartnershipRoute'
  | 'CentreFinderRoute';

/** The customer centre's screens: one chunk with the `content` texts. */
const centreScreen = (name: CentreScreen) => () =>
  Promise.all([
    import('../../features/customer-centre/routes/customer-centre-screens'),
    loadNamespace('content')
  ]).then(([m]) => m[name]);

/** SPEC §2 /customer… except the 1:1 inquiries (docs/decisions/079). */
export const customerCentreRoutes: readonly AppRoute[] = [
  { path: '/customer', screen: centreScreen('CustomerHubRoute') },
  { path: '/customer/faq', screen: centreScreen('FaqRoute') },
  { path: '/customer/guide', screen: centreScreen('GuideRoute') },
  { path: '/customer/resource', screen: centreScreen('ResourceRoute') },
  { path: '/customer/certificate', guard: 'login', screen: centreScreen('CertificateRoute') },
  { path: '/customer/partnership', screen: centreScreen('PartnershipRoute') },
  { path: '/customer/center', screen: centreScreen('CentreFinderRoute') },
  { path: '/customer/center/search', screen: centreScreen('CentreFinderRoute') }
];
