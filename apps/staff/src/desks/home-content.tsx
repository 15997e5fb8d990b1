import { redirect } from 'react-router';
import { HomeContentEditorScreen } from '../screens/home-content/editor';
import { HomeContentScreen } from '../screens/home-content/list';
import type { DeskSlice } from './desk-slice';

/**
 * The Home content desk (issue 19, docs/decisions/082): main banners, the GNB banner, events, category banners,
 * videos and notice popups — each kind's list, and an editor with a preview in the shop's three languages.
 */
export const homeContentDesk: DeskSlice = {
  routes: [
    { path: 'home-content', loader: () => redirect('/home-content/main-banners') },
    { path: 'home-content/:kind', element: <HomeContentScreen /> },
    { path: 'home-content/:kind/:id', element: <HomeContentEditorScreen /> }
  ],
  nav: [{ to: '/home-content/main-banners', label: 'homeContent.nav', permission: 'content.manage' }]
};
