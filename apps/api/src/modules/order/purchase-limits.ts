import {
  DomainError,
  quantityLimitResult,
  type MaxQuantityLimitCheckAnswer,
  type MaxQuantityLimitCheckRequest
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { ProductService } from '../product/product.service.ts';
import { createOrderCallsRepository } from './order-calls.repository.ts';

/** A line of a limited product about to be ordered, with the product's limit. */
export type LimitedLine = { productId: number; quantity: number; maxQuantityLimit: number };

/** The same product twice is one line (quantities added), first seen first. */
function merged(lines: readonly { productId: number; quantity: number }[]) {
  const byProduct = new Map<number, number>();
  for (const line of lines)
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Per-member quantity limits (SPEC §3 maxQuantityLimit, issue 20 item 4, docs/decisions/085): what a member buys of
 * a limited product across orders that are not failed or cancelled may not pass its maxQuantityLimit. The check
 * call answers it per product; member init refuses with ORDER_QUANTITY_LIMIT inside its transaction, under a
 * per-member lock, so two inits at once cannot both slip under the limit.
 */
export function createPurchaseLimits(deps: { db: Database; catalogue: Pick<ProductService, 'cartFacts'> }) {
  const viewer = { language: 'ko-KR', memberPrices: false } as const;

  return {
    /** POST /order/v1/sales/check/maxQuantityLimit: unknown products → PRODUCT_NOT_FOUND (data.productIds). */
    async check(
      userSeqNo: number,
      request: MaxQuantityLimitCheckRequest
    ): Promise<MaxQuantityLimitCheckAnswer> {
      const lines = merged(request);
      const facts = await deps.catalogue.cartFacts(
        lines.map((line) => line.productId),
        viewer
      );
      const missing = lines.filter((line) => !facts.has(line.productId)).map((line) => line.productId);
      if (missing.length > 0) throw new DomainError('PRODUCT_NOT_FOUND', { productIds: missing });
      const limited = lines.filter((line) => facts.get(line.productId)?.maxQuantityLimit != null);
      const purchased = await createOrderCallsRepository(deps.db).purchasedQuantities(
        userSeqNo,
        limited.map((line) => line.productId)
      );
      const list = lines.map((line) =>
        quantityLimitResult(
          line.productId,
          line.quantity,
          purchased.get(line.productId) ?? 0,
          facts.get(line.productId)?.maxQuantityLimit ?? null
        )
      );
      return { exceeded: list.some((result) => result.exceeded), list };
    },

    /** The lines of limited products, with their limits (read before init's transaction opens). */
    async limitedLines(lines: readonly { productId: number; quantity: number }[]): Promise<LimitedLine[]> {
      const all = merged(lines);
      const facts = await deps.catalogue.cartFacts(
        all.map((line) => line.productId),
        viewer
      );
      return all.flatMap((line) => {
        const max = facts.get(line.productId)?.maxQuantityLimit ?? null;
        return max === null ? [] : [{ ...line, maxQuantityLimit: max }];
      });
    },

    /**
     * Inside init's transaction, before its order is written: the member's lock, then what the member holds of
     * each limited product; over a limit → ORDER_QUANTITY_LIMIT (rolls the init back).
     */
    async assertWithin(tx: Executor, userSeqNo: number, lines: readonly LimitedLine[]): Promise<void> {
      if (lines.length === 0) return;
      const repository = createOrderCallsRepository(tx);
      await repository.lockMemberPurchases(userSeqNo);
      const purchased = await repository.purchasedQuantities(
        userSeqNo,
        lines.map((line) => line.productId)
      );
      for (const line of lines) {
        const result = quantityLimitResult(
          line.productId,
          line.quantity,
          purchased.get(line.productId) ?? 0,
          line.maxQuantityLimit
        );
        if (result.exceeded) {
          throw new DomainError('ORDER_QUANTITY_LIMIT', {
            productId: line.productId,
            maxQuantityLimit: line.maxQuantityLimit,
            purchasedQuantity: result.purchasedQuantity
          });
        }
      }
    }
  };
}

export type PurchaseLimits = ReturnType<typeof createPurchaseLimits>;
