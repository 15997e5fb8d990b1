/** The company, ESG and guide pages' screen chunk (docs/decisions/078). */
export { SitePageRoute } from './site-page-route';
export { RightwayArticleRoute } from './rightway-article-route';
