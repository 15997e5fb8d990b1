/**
 * The planner-conversion wizard as ONE lazy chunk (like the sign-up wizard): a member who opens one step
 * goes through the others.
 */
export { CertificateRoute } from './certificate-route';
export { ConversionInformationRoute } from './enter-information-route';
export { ConversionAgreeTermsRoute } from './agree-terms-route';
export { ConversionCompleteRoute } from './complete-route';

export type BecomePlannerScreenName =
  'CertificateRoute' | 'ConversionInformationRoute' | 'ConversionAgreeTermsRoute' | 'ConversionCompleteRoute';
