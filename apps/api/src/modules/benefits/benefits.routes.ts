import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvailableCouponsQuerySchema,
  AvailableCouponsSchema,
  CouponPageQuerySchema,
  CouponPageSchema,
  dataEnvelope,
  DomainError,
  IdParamSchema,
  PointHistoryPageSchema,
  PointHistoryQuerySchema,
  PointSummarySchema
} from '@mall/domain';
import { requirePrincipal } from '../auth/authenticate.ts';
import type { CouponView } from './benefits.repository.ts';
import type { BenefitsService } from './benefits.service.ts';
import { errorAnswers, privateAnswer } from '../../http/route-kit.ts';

const errors = errorAnswers(400, 401, 403, 404);

/**
 * What the coupon list of a checkout needs of an order sheet: its coupon base (Σ selling price × quantity of the
 * lines the coupon applies to), priced by the order module for that member; null when the sheet is not theirs,
 * unknown or gone. Injected in areas/orders.ts (modules talk through services).
 */
export type SheetPricing = (userSeqNo: number, sheetId: string) => Promise<{ couponBase: number } | null>;

const COUPON_LISTS: { path: string; view: CouponView; summary: string }[] = [
  {
    path: '/compensation/coupon/v1/coupons/owned',
    view: 'owned',
    summary: "All the member's coupons, newest first (page size 20)"
  },
  {
    path: '/compensation/coupon/v1/coupons/owned/active',
    view: 'active',
    summary: 'The usable coupons (ISSUED, unexpired), ending soonest first (page size 50)'
  },
  {
    path: '/compensation/coupon/v1/coupons/used',
    view: 'used',
    summary: 'Used and expired coupons, latest first (page size 20)'
  }
];

/** Coupons and points of the logged-in member (SPEC §7 "Coupons and points", docs/decisions/034, 037). */
export function benefitsRoutes(
  service: BenefitsService,
  deps: { authenticate: (request: FastifyRequest) => Promise<void>; sheetPricing: SheetPricing }
): FastifyPluginAsyncZod {
  const member = { preHandler: deps.authenticate };
  return async (app) => {
    for (const { path, view, summary } of COUPON_LISTS) {
      app.get(
        path,
        {
          ...member,
          schema: {
            tags: ['compensation'],
            summary,
            querystring: CouponPageQuerySchema,
            response: { 200: dataEnvelope(CouponPageSchema), ...errors }
          }
        },
        async (request, reply) => {
          privateAnswer(reply);
          return {
            data: await service.coupons(
              requirePrincipal(request).userSeqNo,
              view,
              request.query,
              request.language
            )
          };
        }
      );
    }

    app.get(
      '/compensation/coupon/v1/coupons/get-available',
      {
        ...member,
        schema: {
          tags: ['compensation'],
          summary:
            "The member's usable coupons priced for an order sheet (applicable, discount, reason); another's sheet → 404",
          querystring: AvailableCouponsQuerySchema,
          response: { 200: dataEnvelope(AvailableCouponsSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { userSeqNo } = requirePrincipal(request);
        const sheet = await deps.sheetPricing(userSeqNo, request.query.sheetId);
        if (!sheet) throw new DomainError('NOT_FOUND');
        return {
          data: { coupons: await service.availableCoupons(userSeqNo, sheet.couponBase, request.language) }
        };
      }
    );

    app.get(
      '/compensation/point/v1/private/point/findPoint/:id',
      {
        ...member,
        schema: {
          tags: ['compensation'],
          summary:
            "The member's points: balance, earned and used totals, expiring within 30 days (id = the asker's userSeqNo)",
          params: IdParamSchema,
          response: { 200: dataEnvelope(PointSummarySchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { userSeqNo } = requirePrincipal(request);
        if (request.params.id !== userSeqNo) throw new DomainError('FORBIDDEN');
        return { data: await service.pointSummary(userSeqNo) };
      }
    );

    app.get(
      '/compensation/point/v1/private/point/point-summary-history',
      {
        ...member,
        schema: {
          tags: ['compensation'],
          summary: 'The point ledger, newest first (fromDate..toDate: Seoul days, inclusive; page size 20)',
          querystring: PointHistoryQuerySchema,
          response: { 200: dataEnvelope(PointHistoryPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.pointHistory(requirePrincipal(request).userSeqNo, request.query) };
      }
    );
  };
}
