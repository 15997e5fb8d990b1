/** The customer centre's screen chunk (issue 19, docs/decisions/079); 1:1 inquiries are their own feature. */
export { CustomerHubRoute } from './customer-hub-route';
export { FaqRoute } from './faq-route';
export { GuideRoute } from './guide-route';
export { ResourceRoute, CertificateRoute } from './document-routes';
export { PartnershipRoute } from './partnership-route';
export { CentreFinderRoute } from './centre-finder-route';
