import { CentreDocumentsScreen } from '../screens/centre/documents';
import { CentreFaqScreen } from '../screens/centre/faq';
import { CentreGuidesScreen } from '../screens/centre/guides';
import { CentreLocationsScreen } from '../screens/centre/centres';
import { PartnershipDetailScreen, PartnershipListScreen } from '../screens/centre/partnerships';
import type { DeskSlice } from './desk-slice';

/**
 * The customer centre desk (issue 19, docs/decisions/079): FAQ and its categories, guides, resources and
 * certificates, centres (`content.manage`, publish / unpublish), and partnership applications (`inquiries.answer`,
 * every read audited).
 */
export const centreDesk: DeskSlice = {
  routes: [
    { path: 'centre/faq', element: <CentreFaqScreen /> },
    { path: 'centre/guides', element: <CentreGuidesScreen /> },
    { path: 'centre/documents', element: <CentreDocumentsScreen /> },
    { path: 'centre/centers', element: <CentreLocationsScreen /> },
    { path: 'centre/partnerships', element: <PartnershipListScreen /> },
    { path: 'centre/partnerships/:id', element: <PartnershipDetailScreen /> }
  ],
  nav: [
    { to: '/centre/faq', label: 'centre.nav.faq', permission: 'content.manage' },
    { to: '/centre/guides', label: 'centre.nav.guides', permission: 'content.manage' },
    { to: '/centre/documents', label: 'centre.nav.documents', permission: 'content.manage' },
    { to: '/centre/centers', label: 'centre.nav.centers', permission: 'content.manage' },
    { to: '/centre/partnerships', label: 'centre.nav.partnerships', permission: 'inquiries.answer' }
  ]
};
