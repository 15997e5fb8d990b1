import { InquiryDetailScreen } from '../screens/inquiries/detail';
import { InquiryListScreen } from '../screens/inquiries/list';
import type { DeskSlice } from './desk-slice';

/**
 * The inquiries desk (issue 19, docs/decisions/080): the queue by state, topic and words; one inquiry with its
 * writer (audited), photos, the answer (notifies the member once) and the writer's memos. `inquiries.answer`.
 */
export const inquiriesDesk: DeskSlice = {
  routes: [
    { path: 'inquiries', element: <InquiryListScreen /> },
    { path: 'inquiries/:inquiryId', element: <InquiryDetailScreen /> }
  ],
  nav: [{ to: '/inquiries', label: 'inquiries.nav', permission: 'inquiries.answer' }]
};
