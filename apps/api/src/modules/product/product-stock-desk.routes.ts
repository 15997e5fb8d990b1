import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DomainError,
  ProductIdParamSchema,
  StaffStockAnswerSchema,
  StaffStockBodySchema
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import { errorAnswers, noStore } from '../../http/route-kit.ts';
import { staffAsker, type StaffAudit } from '../staff/staff-audit.ts';
import type { StaffGuard } from '../staff/staff.routes.ts';
import { setStock } from './product-stock.ts';

/**
 * The staff's stock count (docs/decisions/092): `PUT /api/staff/v1/products/{id}/stock` sets a product's (or one
 * option's) stock for the order desk, audited with the row before and after; stock coming back to a sold-out row
 * reopens it and queues the product's restock check in the same transaction. The catalogue's caches move after.
 */
export function productStockDeskRoutes({
  db,
  guard,
  audit,
  catalogueChanged
}: {
  db: Database;
  guard: StaffGuard;
  audit: StaffAudit;
  catalogueChanged: () => Promise<void>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/staff/v1/products/:productId/stock',
      {
        preHandler: guard('orders.fulfil'),
        schema: {
          tags: ['staff'],
          summary:
            'Console: set a product’s or option’s stock (audited; a restock notices its waiting alerts)',
          params: ProductIdParamSchema,
          body: StaffStockBodySchema,
          response: { 200: dataEnvelope(StaffStockAnswerSchema), ...errorAnswers(400, 401, 403, 404) }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { productId } = request.params;
        const { productOptionId, stock } = request.body;
        const asker = staffAsker(request);
        const row = await db.transaction(async (tx) => {
          const changed = await setStock(tx, { productId, productOptionId, stock });
          if (!changed) throw new DomainError('PRODUCT_NOT_FOUND', { productId });
          await audit.record(
            asker,
            'product.stock',
            {
              targetType: productOptionId === null ? 'product' : 'product_option',
              targetId: String(productOptionId ?? productId),
              before: changed.before,
              after: { stock: changed.stock, salesStatus: changed.salesStatus }
            },
            tx
          );
          return changed;
        });
        await catalogueChanged();
        return {
          data: { productId, productOptionId, stock: row.stock, salesStatus: row.salesStatus }
        };
      }
    );
  };
}
