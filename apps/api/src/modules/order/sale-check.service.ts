import {
  isPurchasable,
  salesCheckResult,
  type CheckedStatus,
  type ProductStatusAnswer,
  type ProductStatusItem,
  type ProductStatusRequest
} from '@mall/domain';
import type { ProductService } from '../product/product.service.ts';

/** What the order module needs from the catalogue (modules talk through services, never tables). */
export type CatalogueStates = Pick<ProductService, 'salesStates'>;

const purchasable = (status: CheckedStatus) => status !== 'NOT_FOUND' && isPurchasable(status);

export function createSaleCheckService(catalogue: CatalogueStates) {
  /**
   * Sale checks before a product opens or goes to the cart (SPEC §4, §7). One catalogue read for the whole
   * list; unknown products or options answer NOT_FOUND items. `withOptions` adds every option's own state
   * (product-detail-status).
   */
  async function checkSales(
    request: ProductStatusRequest,
    withOptions: boolean
  ): Promise<ProductStatusAnswer> {
    const states = await catalogue.salesStates(request.productInfo.map((item) => item.productId));
    return {
      productInfo: request.productInfo.map((item): ProductStatusItem => {
        const state = states.get(item.productId);
        const productStatus: CheckedStatus = state?.salesStatus ?? 'NOT_FOUND';
        const optionId = item.productOptionId ?? null;
        let optionStatus: CheckedStatus | null = null;
        if (optionId !== null) {
          optionStatus =
            state?.options.find((option) => option.productOptionId === optionId)?.salesStatus ?? 'NOT_FOUND';
        }
        // The product's state decides first (a paused product stops selling whatever its option says).
        const decisive =
          productStatus !== 'NOT_FOUND' && salesCheckResult(productStatus) === 'AVAILABLE' && optionStatus
            ? optionStatus
            : productStatus;
        const answer: ProductStatusItem = {
          productId: item.productId,
          productOptionId: optionId,
          productStatus,
          optionStatus,
          purchasable: purchasable(productStatus) && (optionStatus === null || purchasable(optionStatus)),
          result: salesCheckResult(decisive)
        };
        if (withOptions) {
          answer.options = (state?.options ?? []).map((option) => ({
            productOptionId: option.productOptionId,
            status: option.salesStatus,
            purchasable: isPurchasable(option.salesStatus)
          }));
        }
        return answer;
      })
    };
  }

  return {
    productStatus: (request: ProductStatusRequest) => checkSales(request, false),
    productDetailStatus: (request: ProductStatusRequest) => checkSales(request, true)
  };
}

export type SaleCheckService = ReturnType<typeof createSaleCheckService>;
