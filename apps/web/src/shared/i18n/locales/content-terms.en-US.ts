import type termsKoKR from './content-terms.ko-KR';
import type { Widen } from './content.ko-KR';

/** Texts of the terms part of the `content` namespace (issue 19, docs/decisions/077). */
const termsEnUS: Widen<typeof termsKoKR> = {
  title: 'Terms and policies',
  tabsLabel: 'Kinds of terms',
  otherKinds: 'Other terms',
  chooseKind: 'Choose a document',
  kinds: {
    USE: 'Terms of Use',
    PRIVACY: 'Privacy Policy',
    SIGN_UP: 'Personal information consent (sign-up)',
    MARKETING: 'Marketing messages consent',
    PLANNER: 'Planner terms',
    PLANNER_PRIVACY: 'Planner personal information consent',
    HISTORY: 'Guest order lookup',
    PAYMENT_MEMBER: 'Order and payment terms (members)',
    PAYMENT_PLANNER: 'Order and payment terms (planners)',
    PAYMENT_NONUSER: 'Order and payment terms (guests)',
    AUTOSHIP: 'Autoship terms'
  },
  version: 'Version',
  versionOption: 'Effective {{date}}',
  currentOption: 'Effective {{date}} (current)',
  effective: 'Effective {{date}}',
  currentMark: '(current)',
  earlierNotice: 'You are reading an earlier version of these terms.',
  showCurrent: 'See the current terms',
  print: 'Print',
  contents: 'Contents',
  loading: 'Loading the terms…',
  loadError: 'We could not load the terms.',
  retry: 'Try again',
  notFound: {
    title: 'Terms not found',
    body: 'This version does not exist or has not taken effect yet.'
  }
};

export default termsEnUS;
