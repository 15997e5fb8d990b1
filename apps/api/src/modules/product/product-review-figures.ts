import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from './product.table.ts';

/**
 * The reviews module's figures on the product row (docs/decisions/090): its visible reviews' count and average in
 * tenths, written inside the review's own transaction so the catalogue sorts by rating and review count through an
 * index. Lists are cached by catalogue version and not bumped per review: a new review moves a sorted list within
 * the cache's five minutes.
 */
export async function setProductReviewFigures(
  exec: Executor,
  productId: number,
  figures: { reviewCount: number; ratingTenths: number }
): Promise<void> {
  await exec
    .update(products)
    .set({ reviewCount: figures.reviewCount, reviewRatingTenths: figures.ratingTenths })
    .where(eq(products.id, productId));
}
