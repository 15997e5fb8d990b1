/** The 1:1 inquiry screens' chunk (issue 19, docs/decisions/080). */
export { InquiryDetailRoute } from './inquiry-detail-route';
export { InquiryListRoute } from './inquiry-list-route';
export { InquiryWriteRoute } from './inquiry-write-route';
