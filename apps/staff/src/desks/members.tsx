import { MemberSearchScreen } from '../screens/members/search';
import type { DeskSlice } from './desk-slice';

/**
 * The members desk (issue 19, docs/decisions/080): the SPEC's member search (50 a page, every search audited) and
 * member memo dialog (pinned memos, comments, the writer's department). `members.read`.
 */
export const membersDesk: DeskSlice = {
  routes: [{ path: 'members', element: <MemberSearchScreen /> }],
  nav: [{ to: '/members', label: 'members.nav', permission: 'members.read' }]
};
