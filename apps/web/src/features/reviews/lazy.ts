import { loadNamespace } from '../../shared/i18n/i18n';

/**
 * The product page's review section (docs/decisions/090): its own chunk with the `reviews` texts, fetched once the
 * page shows, so the product page's first load grows by this loader only and Home not at all.
 */
export const loadProductReviews = () =>
  Promise.all([import('./components/product-reviews-section'), loadNamespace('reviews')]).then(([m]) => ({
    default: m.ProductReviewsSection
  }));
