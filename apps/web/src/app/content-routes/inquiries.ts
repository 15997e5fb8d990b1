import { inquiryPatterns } from '../../shared/inquiry/inquiry-paths';
import { loadNamespace } from '../../shared/i18n/i18n';
import type { AppRoute } from '../routes';

type Screen = 'InquiryWriteRoute' | 'InquiryListRoute' | 'InquiryDetailRoute';

/** One chunk for the three screens, with the `content` texts. */
const screen = (name: Screen) => () =>
  Promise.all([import('../../features/inquiry/routes/inquiry-screens'), loadNamespace('content')]).then(
    ([m]) => m[name]
  );

/**
 * SPEC §2 1:1 inquiries (issue 19, docs/decisions/080): write, the member's list and one inquiry with its answer.
 * Login required: a guest gets the SPEC §6 login confirm (the `login` guard), then comes back here.
 */
export const inquiriesRoutes: readonly AppRoute[] = [
  { path: inquiryPatterns.write, guard: 'login', screen: screen('InquiryWriteRoute') },
  { path: inquiryPatterns.list, guard: 'login', screen: screen('InquiryListRoute') },
  { path: inquiryPatterns.detail, guard: 'login', screen: screen('InquiryDetailRoute') }
];
