/** The terms feature's public surface: the terms modal other features open beside their agreements (ADR 077). */
export { TermsViewButton } from './components/terms-view-button';
