import { TermsEditorScreen } from '../screens/terms/editor';
import { TermsKindsScreen } from '../screens/terms/kinds';
import { TermsVersionsScreen } from '../screens/terms/versions';
import type { DeskSlice } from './desk-slice';

/**
 * The terms desk (issue 19, docs/decisions/077): every kind of terms with its versions, a new version from the
 * latest published one, the draft edited in three languages with a live preview, and publishing with an effective
 * date. A published version is never edited.
 */
export const termsDesk: DeskSlice = {
  routes: [
    { path: 'terms', element: <TermsKindsScreen /> },
    { path: 'terms/:kind', element: <TermsVersionsScreen /> },
    { path: 'terms/:kind/:version', element: <TermsEditorScreen /> }
  ],
  nav: [{ to: '/terms', label: 'terms.nav', permission: 'content.manage' }]
};
