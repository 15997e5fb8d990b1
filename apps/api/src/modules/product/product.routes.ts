import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  CategorySchema,
  dataEnvelope,
  DomainError,
  seesMemberPrices,
  type ProductListQuery,
  IdParamSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductSearchPageSchema,
  ProductSearchQuerySchema,
  ProductSuggestAnswerSchema,
  ProductSuggestQuerySchema,
  ProductSummarySchema,
  RecommendRequestSchema
} from '@mall/domain';
import type { AnswerReplay } from '../../http/answer-replay.ts';
import { createJsonOnce } from '../../http/json-once.ts';
import type { ProductService, Viewer } from './product.service.ts';
import { errorAnswers, PRIVATE_NO_STORE, privateAnswer } from '../../http/route-kit.ts';
import { requirePrincipal } from '../auth/authenticate.ts';

const errors = errorAnswers(400, 404);

/**
 * Guest answers may sit in browsers and shared caches for a minute, then be served stale while
 * revalidated; they differ by language. An answer to a request with a token (it may carry SP/BP, or be
 * the member tree) is `private, no-store`: no shared cache may hand it to someone else, and a browser
 * must not serve a guest answer after login (hence also `Vary: Authorization`).
 */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const MEMBER_CATALOGUE_CACHE = PRIVATE_NO_STORE;

export function catalogueCache(request: FastifyRequest, reply: FastifyReply) {
  reply.header(
    'cache-control',
    request.headers.authorization ? MEMBER_CATALOGUE_CACHE : PUBLIC_CATALOGUE_CACHE
  );
  reply.header('vary', 'Accept-Language, Authorization');
}

/** Who is asking, for the catalogue (docs/decisions/026). */
export type CatalogueAccess = {
  /** preHandler of member routes: 401 without a valid token. */
  authenticate: (request: FastifyRequest) => Promise<void>;
  /**
   * SPEC §6's member-only flag for SP/BP on the public routes: false without a token; a token that is
   * sent must be valid (403 TOKEN_EXPIRED lets the storefront refresh and retry, as on member routes).
   */
  seesMemberPrices: (request: FastifyRequest) => Promise<boolean>;
};

/** What a public catalogue answer may show the asker: their language, SP/BP for the flag's holders. */
export async function catalogueViewer(
  access: Pick<CatalogueAccess, 'seesMemberPrices'>,
  request: FastifyRequest
): Promise<Viewer> {
  // A guest (no token) costs no promise: the flag is false without asking.
  return {
    language: request.language,
    memberPrices: request.headers.authorization ? await access.seesMemberPrices(request) : false
  };
}

/** The headers a public catalogue answer carries besides its type, replayed with it (catalogueCache). */
export const CATALOGUE_ANSWER_HEADERS = ['cache-control', 'vary'] as const;

/**
 * A public read's answer: its cache headers, validated and serialised once, the bytes kept for the next guest
 * asking the same (ADR 028, 072). One per route.
 */
export function publicAnswer(replay: AnswerReplay) {
  const send = createJsonOnce();
  return (request: FastifyRequest, reply: FastifyReply, data: object) => {
    catalogueCache(request, reply);
    return send(reply, data, (body) => replay.keep(request, reply, body));
  };
}

/** The products in a member's live easy bags (the personal module's answer), for the list's userId. */
export type BagProducts = (userSeqNo: number) => Promise<number[]>;

/**
 * Catalogue reads (SPEC §7 Products): public ones, with SP/BP only for the flag's holders, and the member tree.
 * A guest's public read is kept and replayed until the catalogue version moves (`replay`, ADR 072).
 */
export function productRoutes(
  service: ProductService,
  access: CatalogueAccess,
  replay: AnswerReplay,
  bagProducts: BagProducts
): FastifyPluginAsyncZod {
  const viewerOf = (request: FastifyRequest) => catalogueViewer(access, request);
  // Each cached answer is validated and serialised once, then sent as bytes (ADR 028).
  const sendMemberTree = createJsonOnce();
  const sendPublicTree = publicAnswer(replay);
  const sendCategory = publicAnswer(replay);
  const sendPage = publicAnswer(replay);
  const sendSearch = publicAnswer(replay);
  const sendSuggest = publicAnswer(replay);
  const sendDetail = publicAnswer(replay);
  /**
   * SPEC §7 userId: the page among the asker's own easy-bag products. Bag contents are secret behind their links,
   * so the id must be the asker's (401 without a token, 403 for another member's id); answered live and private.
   */
  const ownBagPage = async (request: FastifyRequest, query: ProductListQuery, userId: number) => {
    await access.authenticate(request);
    const principal = requirePrincipal(request);
    if (principal.userSeqNo !== userId) throw new DomainError('FORBIDDEN');
    const viewer = { language: request.language, memberPrices: seesMemberPrices(principal.account) };
    return service.productPageAmong(query, viewer, await bagProducts(userId));
  };
  const onRequest = replay.replay;
  return async (app) => {
    app.get(
      '/product/v1/public/categories',
      {
        onRequest,
        schema: {
          tags: ['product'],
          summary: 'Category tree with the company-story branch',
          response: { 200: dataEnvelope(z.array(CategorySchema)) }
        }
      },
      async (request, reply) => {
        const data = await service.categoryTree(request.language);
        return sendPublicTree(request, reply, data);
      }
    );

    // SPEC §6/§7: the logged-in storefront's tree. The same tree and cache entry as the public one today;
    // its own route so member-only categories can differ later without the storefront changing.
    app.get(
      '/product/v1/categories',
      {
        preHandler: access.authenticate,
        schema: {
          tags: ['product'],
          summary: 'Category tree for a logged-in member',
          response: { 200: dataEnvelope(z.array(CategorySchema)), ...errorAnswers(401, 403) }
        }
      },
      async (request, reply) => {
        const data = await service.categoryTree(request.language);
        catalogueCache(request, reply);
        return sendMemberTree(reply, data);
      }
    );

    app.get(
      '/product/v1/public/categories/:id',
      {
        onRequest,
        schema: {
          tags: ['product'],
          summary: 'One category with its subtree',
          params: IdParamSchema,
          response: { 200: dataEnvelope(CategorySchema), ...errors }
        }
      },
      async (request, reply) => {
        const data = await service.category(request.params.id, request.language);
        return sendCategory(request, reply, data);
      }
    );

    app.get(
      '/product/v1/public/products',
      {
        onRequest,
        schema: {
          tags: ['product'],
          summary: 'A page of products, by category (with descendants), text and order',
          querystring: ProductListQuerySchema,
          response: { 200: dataEnvelope(ProductPageSchema), ...errorAnswers(400, 401, 403, 404) }
        }
      },
      async (request, reply) => {
        const { userId } = request.query;
        if (userId !== undefined) {
          const page = await ownBagPage(request, request.query, userId);
          privateAnswer(reply);
          reply.header('vary', 'Accept-Language, Authorization');
          return { data: page };
        }
        const data = await service.productPage(request.query, await viewerOf(request));
        return sendPage(request, reply, data);
      }
    );

    // SPEC §7: what an autoship subscription may hold, for a logged-in member (member prices where they apply).
    app.get(
      '/product/v1/products/autoship',
      {
        preHandler: access.authenticate,
        schema: {
          tags: ['product'],
          summary: 'A page of the products a subscription may hold (no buy period, no quantity limit)',
          querystring: ProductListQuerySchema,
          response: { 200: dataEnvelope(ProductPageSchema), ...errorAnswers(400, 401, 403, 404) }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await service.autoshipPage(request.query, await viewerOf(request)) };
      }
    );

    app.get(
      '/product/v1/public/products/search',
      {
        onRequest,
        schema: {
          tags: ['product'],
          summary:
            'Products matching a keyword (spacing, initial consonants, wrong keyboard layout; ADR 024)',
          querystring: ProductSearchQuerySchema,
          response: { 200: dataEnvelope(ProductSearchPageSchema), ...errorAnswers(400) }
        }
      },
      async (request, reply) => {
        // Like the list: SP/BP only for the flag's holders (ADR 026).
        const data = await service.search(request.query, await viewerOf(request));
        return sendSearch(request, reply, data);
      }
    );

    app.get(
      '/product/v1/public/products/suggest',
      {
        onRequest,
        schema: {
          tags: ['product'],
          summary: 'Up to 8 product names for the search field',
          querystring: ProductSuggestQuerySchema,
          response: { 200: dataEnvelope(ProductSuggestAnswerSchema), ...errorAnswers(400) }
        }
      },
      async (request, reply) => {
        const data = await service.suggest(request.query.keyword, request.language);
        return sendSuggest(request, reply, data);
      }
    );

    app.post(
      '/product/v1/public/products/recommendProductList',
      {
        schema: {
          tags: ['product'],
          summary: 'Best sellers of some categories (with descendants) for a recommended row',
          body: RecommendRequestSchema,
          response: { 200: dataEnvelope(z.array(ProductSummarySchema)), ...errorAnswers(400) }
        }
      },
      async (request, reply) => {
        const data = await service.recommended(request.body, await viewerOf(request));
        reply.header('vary', 'Accept-Language, Authorization');
        return { data };
      }
    );

    app.get(
      '/product/v1/public/products/:id',
      {
        onRequest,
        schema: {
          tags: ['product'],
          summary: 'Product detail with options',
          params: IdParamSchema,
          response: { 200: dataEnvelope(ProductDetailSchema), ...errors }
        }
      },
      async (request, reply) => {
        const data = await service.product(request.params.id, await viewerOf(request));
        return sendDetail(request, reply, data);
      }
    );
  };
}
