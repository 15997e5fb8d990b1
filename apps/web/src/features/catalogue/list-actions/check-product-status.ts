import type { ProductStatusAnswer, ProductStatusItem } from '@mall/domain';
import { apiData } from '../../../shared/api/api-client';

/** POST /api/order/v1/public/sales/check/product-status for one product (SPEC §4 search click). */
export async function checkProductStatus(
  productId: number,
  signal?: AbortSignal
): Promise<ProductStatusItem | null> {
  const answer = await apiData<ProductStatusAnswer>('/order/v1/public/sales/check/product-status', {
    method: 'POST',
    body: { productInfo: [{ productId }] },
    signal
  });
  return answer.productInfo[0] ?? null;
}
