import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  DomainError,
  GuestOrderInitRequestSchema,
  GuestOrderSummaryRequestSchema,
  OrderInitAnswerSchema,
  OrderInitRequestSchema,
  OrderSheetRequestSchema,
  OrderSheetSchema,
  OrderSummaryRequestSchema,
  OrderSummarySchema,
  PaymentAbandonAnswerSchema,
  PaymentAbandonRequestSchema,
  PaymentConfirmAnswerSchema,
  PaymentConfirmRequestSchema,
  SavedCardPaymentRequestSchema,
  SheetIdParamSchema,
  SHOP_REFERRER_COOKIE
} from '@mall/domain';
import type { CartAccess } from '../cart/cart.routes.ts';
import type { CheckoutService } from './order-checkout.service.ts';
import type { Member, OrderSheetService } from './order-sheet.service.ts';
import { errorAnswers, memberReader, privateAnswer } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 422, 502);
/** Checkout writes: a shopper clicks a few times; a script hits a wall. */
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const moneyWrite = { ...writeLimit, idempotency: true };

/**
 * Order sheets, pricing, init, payment confirm and abandon (SPEC §7 Order, docs/decisions/034). Member routes
 * under /sales need a login; guest routes under /public/guest-order; the payment returns are public with an
 * optional login (a member's order answers only its member).
 */
export function checkoutRoutes(
  sheets: OrderSheetService,
  checkout: CheckoutService,
  access: CartAccess
): FastifyPluginAsyncZod {
  const memberOf = (request: FastifyRequest): Member => memberReader(request);
  const member = { preHandler: access.authenticate };
  /** The payment returns: a valid login makes the asker a member; none (or a forged one) is a guest. */
  const optionalMember = {
    preHandler: async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      try {
        await access.authenticate(request);
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'UNAUTHORIZED')) throw error;
      }
    }
  };
  const guestViewer = (request: FastifyRequest) => ({ language: request.language, memberPrices: false });
  /** The shopping link's planner as the cookie says; the credit looks the number up again (ADR 075). */
  const shopReferrer = (request: FastifyRequest) => ({
    shopReferrerCookie: request.cookies[SHOP_REFERRER_COOKIE] ?? null
  });

  return async (app) => {
    app.post(
      '/order/v1/sales/sheet',
      {
        ...member,
        config: writeLimit,
        schema: {
          tags: ['order'],
          summary: 'An order sheet from chosen cart lines (CART) or a buy-now line (DIRECT)',
          body: OrderSheetRequestSchema,
          response: { 200: dataEnvelope(OrderSheetSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await sheets.createSheet(memberOf(request), request.body) };
      }
    );

    app.get(
      '/order/v1/sales/sheet/:id',
      {
        ...member,
        schema: {
          tags: ['order'],
          summary: 'The asker’s order sheet, priced now (expired or used → 4340)',
          params: SheetIdParamSchema,
          response: { 200: dataEnvelope(OrderSheetSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await sheets.sheet(memberOf(request), request.params.id) };
      }
    );

    app.post(
      '/order/v1/sales/order-summary',
      {
        ...member,
        config: writeLimit,
        schema: {
          tags: ['order'],
          summary: 'The sheet priced with a coupon and points',
          body: OrderSummaryRequestSchema,
          response: { 200: dataEnvelope(OrderSummarySchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await sheets.summary(memberOf(request), request.body) };
      }
    );

    app.post(
      '/order/v1/public/guest-order/order-summary',
      {
        config: writeLimit,
        schema: {
          tags: ['order'],
          summary: 'A guest’s lines priced (no coupon, no points)',
          body: GuestOrderSummaryRequestSchema,
          response: { 200: dataEnvelope(OrderSummarySchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await sheets.guestSummary(guestViewer(request), request.body.lines) };
      }
    );

    app.post(
      '/order/v1/sales/init',
      {
        ...member,
        config: moneyWrite,
        schema: {
          tags: ['order'],
          summary:
            'The pending order and its payment steps (Idempotency-Key); a 0-won order is placed at once',
          body: OrderInitRequestSchema,
          response: { 200: dataEnvelope(OrderInitAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await checkout.init(memberOf(request), request.body, shopReferrer(request)) };
      }
    );

    app.post(
      '/order/v1/public/guest-order/init',
      {
        config: moneyWrite,
        schema: {
          tags: ['order'],
          summary: 'A guest’s pending order and its payment steps (Idempotency-Key)',
          body: GuestOrderInitRequestSchema,
          response: { 200: dataEnvelope(OrderInitAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return {
          data: await checkout.guestInit(guestViewer(request), request.body, shopReferrer(request))
        };
      }
    );

    app.post(
      '/order/v1/public/payments/confirm',
      {
        ...optionalMember,
        config: moneyWrite,
        schema: {
          tags: ['order'],
          summary:
            'The payment window’s success return: confirm the step; the last step places the order (Idempotency-Key)',
          body: PaymentConfirmRequestSchema,
          response: { 200: dataEnvelope(PaymentConfirmAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await checkout.confirm(request.principal?.userSeqNo ?? null, request.body) };
      }
    );

    app.post(
      '/order/v1/sales/payments/saved-card',
      {
        ...member,
        config: moneyWrite,
        schema: {
          tags: ['order'],
          summary:
            'Pay a step with a saved card and its card password; the last step places the order (Idempotency-Key)',
          body: SavedCardPaymentRequestSchema,
          response: { 200: dataEnvelope(PaymentConfirmAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await checkout.payWithSavedCard(memberOf(request).userSeqNo, request.body) };
      }
    );

    app.post(
      '/order/v1/public/payments/abandon',
      {
        ...optionalMember,
        config: moneyWrite,
        schema: {
          tags: ['order'],
          summary: 'A failed or given-up payment: charged steps refunded, the order FAILED (Idempotency-Key)',
          body: PaymentAbandonRequestSchema,
          response: { 200: dataEnvelope(PaymentAbandonAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await checkout.abandon(request.principal?.userSeqNo ?? null, request.body) };
      }
    );
  };
}
