/**
 * The sign-up wizard as ONE lazy chunk: its screens, and the session helpers its route loader needs.
 * Someone who opens one step goes through the others, and a single dynamic entry keeps the shared
 * storefront modules grouped as they are for Home (separate chunks per step re-split those modules and
 * cost Home's first load ~1 KB gzip, measured with `npm run budget`).
 */
export { SelectTypeRoute } from './select-type-route';
export { SelectReferrerRoute } from './select-referrer-route';
export { AgreeTermsRoute } from './agree-terms-route';
export { EnterInformationRoute } from './enter-information-route';
export { CompleteRoute } from './complete-route';
export { SignupRejectRoute } from './signup-reject-route';
export { NaverSignupResultRoute } from './naver-signup-result-route';
export { SignupAppleModalRoute, SignupNaverModalRoute } from './social-signup-routes';
export {
  missingDataStep,
  readSignupResult,
  readSignupState,
  rememberLinkReferrer
} from '../lib/signup-session';

export type SignupScreenName =
  | 'SelectTypeRoute'
  | 'SelectReferrerRoute'
  | 'AgreeTermsRoute'
  | 'EnterInformationRoute'
  | 'CompleteRoute'
  | 'SignupRejectRoute'
  | 'NaverSignupResultRoute'
  | 'SignupNaverModalRoute'
  | 'SignupAppleModalRoute';
