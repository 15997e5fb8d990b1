import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BeautyProfileSchema,
  dataEnvelope,
  HelpfulAnswerSchema,
  IdParamSchema,
  MyReviewQuerySchema,
  OwnReviewPageSchema,
  OwnReviewSchema,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_FILES,
  ReviewableLineSchema,
  ReviewIdParamSchema,
  ReviewLineParamSchema,
  ReviewListQuerySchema,
  ReviewPageSchema,
  ReviewSummarySchema,
  ReviewWriteSchema
} from '@mall/domain';
import { errorAnswers, memberSeqNo, noStore, privateAnswer } from '../../http/route-kit.ts';
import { jsonField, readImageForm } from '../media/multipart-form.ts';
import type { ReviewsService } from './reviews.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 413, 429);
/** Each write re-encodes up to three photos: a few a minute is plenty for a person. */
const WRITE_LIMIT = { rateLimit: { max: 6, timeWindow: '1 minute' } };
const PHOTO_FORM = {
  fileField: 'photos',
  maxFiles: REVIEW_PHOTO_MAX_FILES,
  maxBytes: REVIEW_PHOTO_MAX_BYTES
};
// `:id` as the product detail's own route names it: one path parameter name per position (the router's rule).
const PRODUCT_REVIEWS = '/product/v1/public/products/:id/reviews';

/**
 * Reviews under /api (docs/decisions/090): the product page's reads (anyone; with a token, the asker's votes and
 * own reviews are marked), and the member's calls — beauty profile, the line to review, writing (multipart
 * `request` JSON + up to 3 `photos`), their own list and helpful votes. Member calls answer 401 without a login.
 */
export function reviewRoutes(
  service: ReviewsService,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart is parsed in this scope only.
    await app.register(multipart, { throwFileSizeLimit: true });
    const maybeMember = async (request: FastifyRequest) => {
      if (request.headers.authorization) await authenticate(request);
    };

    app.get(
      PRODUCT_REVIEWS,
      {
        preHandler: maybeMember,
        schema: {
          tags: ['reviews'],
          summary: 'A product’s visible reviews: photo reviews first, then newest; 10 a page; by skin type',
          params: IdParamSchema,
          querystring: ReviewListQuerySchema,
          response: { 200: dataEnvelope(ReviewPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const asker = request.principal?.userSeqNo ?? null;
        return { data: await service.productPage(request.params.id, request.query, asker) };
      }
    );

    app.get(
      `${PRODUCT_REVIEWS}/summary`,
      {
        schema: {
          tags: ['reviews'],
          summary: 'A product’s review figures: count, average, counts by star (kept on one row per product)',
          params: IdParamSchema,
          response: { 200: dataEnvelope(ReviewSummarySchema), ...errors }
        }
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return { data: await service.summary(request.params.id) };
      }
    );

    app.get(
      '/etc/v1/users/beauty-profile',
      {
        preHandler: authenticate,
        schema: {
          tags: ['reviews'],
          summary: 'The asker’s beauty profile (empty until kept)',
          response: { 200: dataEnvelope(BeautyProfileSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.profile(memberSeqNo(request)) };
      }
    );

    app.put(
      '/etc/v1/users/beauty-profile',
      {
        preHandler: authenticate,
        schema: {
          tags: ['reviews'],
          summary: 'Keep the asker’s beauty profile (skin type, tone, up to 3 concerns)',
          body: BeautyProfileSchema,
          response: { 200: dataEnvelope(BeautyProfileSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.saveProfile(memberSeqNo(request), request.body) };
      }
    );

    app.get(
      '/etc/v1/reviews/lines/:orderLineId',
      {
        preHandler: authenticate,
        schema: {
          tags: ['reviews'],
          summary: 'An order line of the asker’s to review, and why it cannot be (another’s: 403)',
          params: ReviewLineParamSchema,
          response: { 200: dataEnvelope(ReviewableLineSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.line(memberSeqNo(request), request.params.orderLineId) };
      }
    );

    app.post(
      '/etc/v1/reviews',
      {
        preHandler: authenticate,
        config: WRITE_LIMIT,
        schema: {
          tags: ['reviews'],
          summary: 'Write a review: multipart `request` (JSON) and up to 3 `photos` (JPEG/PNG, 20 MB each)',
          response: { 201: dataEnvelope(OwnReviewSchema), ...errors }
        }
      },
      async (request, reply) => {
        const form = await readImageForm(request, PHOTO_FORM);
        const body = jsonField(ReviewWriteSchema, form.fields.get('request'));
        const data = await service.write(memberSeqNo(request), body, form.files);
        privateAnswer(reply).code(201);
        return { data };
      }
    );

    app.get(
      '/etc/v1/reviews/mine',
      {
        preHandler: authenticate,
        schema: {
          tags: ['reviews'],
          summary: 'The asker’s reviews, newest first, 10 a page, with their state and points',
          querystring: MyReviewQuerySchema,
          response: { 200: dataEnvelope(OwnReviewPageSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.mine(memberSeqNo(request), request.query.pageNumber) };
      }
    );

    app.post(
      '/etc/v1/reviews/:reviewId/helpful',
      {
        preHandler: authenticate,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['reviews'],
          summary: 'Mark a review helpful: once per member (409 after), never one’s own (403)',
          params: ReviewIdParamSchema,
          response: { 200: dataEnvelope(HelpfulAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        return { data: await service.helpful(request.params.reviewId, memberSeqNo(request)) };
      }
    );
  };
}
