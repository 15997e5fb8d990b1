import { UpdateEditorScreen } from '../screens/updates/editor';
import { UpdatesListScreen } from '../screens/updates/list';
import type { DeskSlice } from './desk-slice';

/**
 * The updates desk (issue 19, docs/decisions/076): notices, events and news — every post with its publishing
 * state, an editor in three languages with a preview, and publish / schedule / unpublish / delete.
 */
export const updatesDesk: DeskSlice = {
  routes: [
    { path: 'updates', element: <UpdatesListScreen /> },
    { path: 'updates/:id', element: <UpdateEditorScreen /> }
  ],
  nav: [{ to: '/updates', label: 'updates.nav', permission: 'content.manage' }]
};
