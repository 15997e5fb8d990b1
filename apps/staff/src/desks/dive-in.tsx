import { DiveInDeskScreen } from '../screens/dive-in/list';
import { DiveInUploadScreen } from '../screens/dive-in/upload';
import type { DeskSlice } from './desk-slice';

/**
 * The dive-in desk (issue 20, docs/decisions/084 and 088): planners' videos by review state, each watched and
 * approved, rejected with a reason or hidden in a panel over the list; and the brand's own uploads.
 */
export const diveInDesk: DeskSlice = {
  routes: [
    { path: 'dive-in', element: <DiveInDeskScreen /> },
    { path: 'dive-in/new', element: <DiveInUploadScreen /> }
  ],
  nav: [{ to: '/dive-in', label: 'diveIn.nav', permission: 'content.manage' }]
};
