/** The terms screen's chunk (docs/decisions/077). */
export { TermsRoute } from './terms-route';
