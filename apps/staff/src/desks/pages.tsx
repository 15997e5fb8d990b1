import { PageEditorScreen } from '../screens/pages/editor';
import { PagesListScreen } from '../screens/pages/list';
import type { DeskSlice } from './desk-slice';

/**
 * The pages desk (issue 19, docs/decisions/078): the company, ESG and guide pages — each one's draft in three
 * languages with images and typed blocks, a preview as served, and publish.
 */
export const pagesDesk: DeskSlice = {
  routes: [
    { path: 'pages', element: <PagesListScreen /> },
    { path: 'pages/:slug', element: <PageEditorScreen /> }
  ],
  nav: [{ to: '/pages', label: 'pages.nav', permission: 'content.manage' }]
};
