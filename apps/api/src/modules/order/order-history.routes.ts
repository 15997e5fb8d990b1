import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  dataEnvelope,
  EarnPointAnswerSchema,
  EarnPointRequestSchema,
  GuestOrderCancelRequestSchema,
  GuestOrderCredentialsSchema,
  MyPageSummarySchema,
  OrderCancelRequestSchema,
  OrderDetailSchema,
  OrderHistoryPageSchema,
  OrderHistoryQuerySchema,
  OrderListItemSchema,
  OrderNumberParamSchema,
  OrderNumberSchema,
  OrderStatusSchema,
  displayOrderNumber,
  storedOrderNumber
} from '@mall/domain';
import { sendError } from '../../http/error-handler.ts';
import { fieldMessage } from '../../http/messages.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import { contractPdf } from './contract-pdf.ts';
import { historyRangeProblems, type OrderHistoryService } from './order-history.service.ts';
import { salesReceiptPage } from './sales-receipt.ts';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 401, 404, 409, 502, 503);
const guestErrors = { ...errors, ...errorAnswers(429) };
/** Guesses at a guest's number, name, mobile or password: strict per client, like the login route's limit. */
const GUEST_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

const OrderDeliveryStatusSchema = z.object({
  orderNumber: OrderNumberSchema,
  displayOrderNumber: z.string(),
  status: OrderStatusSchema,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable()
});

function attachment(orderNumber: string) {
  return `attachment; filename="contract-${displayOrderNumber(orderNumber)}.pdf"`;
}

/** Order history, detail, delivery, cancel, earned points, contract PDF, receipt and guest lookup. */
export function orderHistoryRoutes(
  service: OrderHistoryService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/order/v1/sales/history',
      {
        preHandler: authenticate,
        schema: {
          tags: ['order'],
          summary:
            'The asker’s orders from fromDate to toDate (Asia/Seoul, inclusive), newest first; over 366 days → 5001',
          querystring: OrderHistoryQuerySchema,
          response: { 200: dataEnvelope(OrderHistoryPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        const problems = historyRangeProblems(request.query);
        if (problems.length > 0) {
          return sendError(request, reply, 'VALIDATION_FAILED', {
            fields: problems.map((problem) => ({
              ...problem,
              message: fieldMessage('format', request.language)
            }))
          });
        }
        noStore(reply);
        return { data: await service.history(requirePrincipal(request).userSeqNo, request.query) };
      }
    );

    app.get(
      '/order/v1/sales/history/summary',
      {
        preHandler: authenticate,
        schema: {
          tags: ['order'],
          summary:
            'My page at a glance: the asker’s orders per state (결제완료, 배송준비, 배송중, 배송완료) over the order list’s default period, points and usable coupons',
          response: { 200: dataEnvelope(MyPageSummarySchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.summary(requirePrincipal(request).userSeqNo) };
      }
    );

    app.get(
      '/order/v1/sales/detail/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['order'],
          summary: 'One of the asker’s orders (AP… or TP…); anyone else’s → ORDER_NOT_FOUND',
          params: OrderNumberParamSchema,
          response: { 200: dataEnvelope(OrderDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return {
          data: await service.detail(requirePrincipal(request).userSeqNo, request.params.id, request.language)
        };
      }
    );

    app.get(
      '/order/v1/sales/:id/delivery',
      {
        preHandler: authenticate,
        schema: {
          tags: ['order'],
          summary: 'Delivery state of one of the asker’s orders',
          params: OrderNumberParamSchema,
          response: { 200: dataEnvelope(OrderDeliveryStatusSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.delivery(requirePrincipal(request).userSeqNo, request.params.id) };
      }
    );

    app.post(
      '/order/v1/sales/cancel/:id',
      {
        preHandler: authenticate,
        config: { idempotency: true },
        schema: {
          tags: ['order'],
          summary:
            'Cancel before shipping, refunding every payment (ORDER_NOT_CANCELLABLE, PAYMENT_PROVIDER_ERROR)',
          params: OrderNumberParamSchema,
          body: OrderCancelRequestSchema,
          response: { 200: dataEnvelope(OrderDetailSchema), ...errors }
        }
      },
      async (request) => ({
        data: await service.cancel(
          requirePrincipal(request).userSeqNo,
          request.params.id,
          request.body.reason,
          request.language
        )
      })
    );

    app.post(
      '/order/v1/sales/earn-point',
      {
        preHandler: authenticate,
        schema: {
          tags: ['order'],
          summary: 'Credit an order’s earned points once',
          body: EarnPointRequestSchema,
          response: { 200: dataEnvelope(EarnPointAnswerSchema), ...errors }
        }
      },
      async (request) => ({
        data: await service.earnPoint(requirePrincipal(request).userSeqNo, request.body.orderNumber)
      })
    );

    app.get(
      '/order/v1/sales/contract/:id',
      {
        preHandler: authenticate,
        schema: {
          tags: ['order'],
          summary: '주문 계약서 (PDF) of one of the asker’s orders',
          params: OrderNumberParamSchema
        }
      },
      async (request, reply) => {
        // The contract is a Korean document (the law's wording), card company included.
        const detail = await service.memberOrderDetail(
          requirePrincipal(request).userSeqNo,
          request.params.id,
          'ko-KR'
        );
        return noStore(reply)
          .type('application/pdf')
          .header('content-disposition', attachment(detail.orderNumber))
          .send(contractPdf(detail));
      }
    );

    app.get(
      '/order/v1/public/sales/salesReceipt/:orderNumber/:paymentKey',
      {
        config: { logPathAs: 'route' },
        schema: {
          tags: ['order'],
          summary: '매출전표 (HTML) of one payment: the order number and paymentKey together',
          params: z.object({ orderNumber: z.string().max(40), paymentKey: z.string().max(200) })
        }
      },
      async (request, reply) => {
        const stored = storedOrderNumber(request.params.orderNumber);
        if (!stored) return sendError(request, reply, 'NOT_FOUND');
        const receipt = await service.receipt(stored, request.params.paymentKey);
        return noStore(reply)
          .type('text/html; charset=utf-8')
          .header('x-robots-tag', 'noindex')
          .send(salesReceiptPage(receipt, request.language));
      }
    );

    // Guests: the credentials in the body (never in a URL), strict limits, one answer for every mismatch.
    app.post(
      '/order/v1/public/guest-order/history',
      {
        config: GUEST_LIMIT,
        schema: {
          tags: ['order'],
          summary: 'A guest’s order by number + name + mobile or number + password',
          body: GuestOrderCredentialsSchema,
          response: { 200: dataEnvelope(z.object({ list: z.array(OrderListItemSchema) })), ...guestErrors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.guestHistory(request.body) };
      }
    );

    app.post(
      '/order/v1/public/guest-order/detail',
      {
        config: GUEST_LIMIT,
        schema: {
          tags: ['order'],
          summary: 'A guest order’s detail by its credentials',
          body: GuestOrderCredentialsSchema,
          response: { 200: dataEnvelope(OrderDetailSchema), ...guestErrors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.guestDetail(request.body, request.language) };
      }
    );

    app.post(
      '/order/v1/public/guest-order/cancel',
      {
        config: { ...GUEST_LIMIT, idempotency: true },
        schema: {
          tags: ['order'],
          summary: 'Cancel a guest order before shipping, refunding every payment',
          body: GuestOrderCancelRequestSchema,
          response: { 200: dataEnvelope(OrderDetailSchema), ...guestErrors }
        }
      },
      async (request) => ({
        data: await service.guestCancel(request.body.credentials, request.body.reason, request.language)
      })
    );

    app.post(
      '/order/v1/public/guest-order/contract',
      {
        config: GUEST_LIMIT,
        schema: {
          tags: ['order'],
          summary: '주문 계약서 (PDF) of a guest order',
          body: GuestOrderCredentialsSchema
        }
      },
      async (request, reply) => {
        const detail = await service.guestOrderDetail(request.body, 'ko-KR');
        return noStore(reply)
          .type('application/pdf')
          .header('content-disposition', attachment(detail.orderNumber))
          .send(contractPdf(detail));
      }
    );
  };
}
