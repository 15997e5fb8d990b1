import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FavoriteCardAnswerSchema,
  FavoriteCardRegisterBodySchema,
  FavoriteCardsAnswerSchema,
  FixedTermQuerySchema,
  IdParamSchema,
  OrderPasswordChangeBodySchema,
  OrderPasswordMatchBodySchema,
  OrderPasswordResetBodySchema,
  OrderPasswordSetBodySchema,
  OrderPasswordStateSchema,
  dataEnvelope,
  queryInt
} from '@mall/domain';
import { errorAnswers, noStore, privateAnswer } from '../../http/route-kit.ts';
import { requirePrincipal, requireSelf } from '../auth/authenticate.ts';
import type { CardPasswords } from './card-password.ts';
import type { FavoriteCardService } from './saved-card.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409, 429, 502);
const cardId = queryInt(1, Number.MAX_SAFE_INTEGER);
const OwnerCardParamSchema = IdParamSchema.extend({ cardId });
/** Each card-password entry: five wrong ones lock the card; this bounds the pace of everything else. */
const PASSWORD_RATE = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * Saved cards and their card passwords (SPEC §7 Cards, docs/decisions/073), the asker's own: `{id}` must be the
 * asker and a card id of another member's is not found.
 */
export function favoriteCardRoutes(
  cards: FavoriteCardService,
  passwords: CardPasswords,
  authenticate: (request: FastifyRequest) => Promise<void>
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['favorite-cards'];

    app.get(
      '/member/v1/users/favorite-cards-v2',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "The member's saved cards (newest first) and the customerKey of the billing window",
          response: { 200: dataEnvelope(FavoriteCardsAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        return { data: await cards.list(requirePrincipal(request).userSeqNo, request.language) };
      }
    );

    app.post(
      '/member/v1/:id/favorite-cards',
      {
        preHandler: authenticate,
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
        schema: {
          tags,
          summary: 'Save the card the billing window authenticated (its customerKey and authKey)',
          params: IdParamSchema,
          body: FavoriteCardRegisterBodySchema,
          response: { 200: dataEnvelope(FavoriteCardAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { userSeqNo } = requireSelf(request);
        return { data: { card: await cards.register(userSeqNo, request.body, request.language) } };
      }
    );

    app.delete(
      // SPEC's {id} here is the card's (the segment is shared with updateFixedTerm's member id).
      '/member/v1/users/favorite-cards/:id',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'Delete a saved card (its billing key too); answers the cards left',
          params: IdParamSchema,
          response: { 200: dataEnvelope(FavoriteCardsAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { userSeqNo } = requirePrincipal(request);
        return { data: await cards.remove(userSeqNo, request.params.id, request.language) };
      }
    );

    app.put(
      '/member/v1/users/favorite-cards/:id/favorite-cards/:cardId/updateFixedTerm-v2',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: 'Mark (Y) or unmark (N) the autoship card; one per member',
          params: OwnerCardParamSchema,
          querystring: FixedTermQuerySchema,
          response: { 200: dataEnvelope(FavoriteCardAnswerSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { userSeqNo } = requireSelf(request);
        const card = await cards.setFixedTerm(
          userSeqNo,
          request.params.cardId,
          request.query.fixedTermYn === 'Y',
          request.language
        );
        return { data: { card } };
      }
    );

    app.post(
      '/member/v1/users/:id/order-password',
      {
        preHandler: authenticate,
        config: PASSWORD_RATE,
        schema: {
          tags,
          summary: "Set a card's first card password (addCard)",
          params: IdParamSchema,
          body: OrderPasswordSetBodySchema,
          response: { 200: dataEnvelope(OrderPasswordStateSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { userSeqNo } = requireSelf(request);
        const { userFavoriteCardsId, orderPassword } = request.body;
        return { data: await passwords.set(userSeqNo, userFavoriteCardsId, orderPassword) };
      }
    );

    app.get(
      '/member/v1/users/:id/order-password-v2/:cardId',
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "A card's card-password state: set, wrong entries, locked",
          params: OwnerCardParamSchema,
          response: { 200: dataEnvelope(OrderPasswordStateSchema), ...errors }
        }
      },
      async (request, reply) => {
        privateAnswer(reply);
        const { userSeqNo } = requireSelf(request);
        return { data: await passwords.state(userSeqNo, request.params.cardId) };
      }
    );

    app.put(
      '/member/v1/users/:id/order-password-v2/change',
      {
        preHandler: authenticate,
        config: PASSWORD_RATE,
        schema: {
          tags,
          summary: "Change a card's password: the old one (a counted entry), then the new",
          params: IdParamSchema,
          body: OrderPasswordChangeBodySchema,
          response: { 200: dataEnvelope(OrderPasswordStateSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { userSeqNo } = requireSelf(request);
        const { userFavoriteCardsId, oldOrderPassword, newOrderPassword } = request.body;
        return {
          data: await passwords.change(userSeqNo, userFavoriteCardsId, oldOrderPassword, newOrderPassword)
        };
      }
    );

    app.post(
      '/member/v1/users/:id/order-password-v2/match',
      {
        preHandler: authenticate,
        config: PASSWORD_RATE,
        schema: {
          tags,
          summary: 'Check a card password entry: match and the wrong-entry count (locked after five)',
          params: IdParamSchema,
          body: OrderPasswordMatchBodySchema,
          response: { 200: dataEnvelope(OrderPasswordStateSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { userSeqNo } = requireSelf(request);
        const { userFavoriteCardsId, orderPassword } = request.body;
        return { data: await passwords.match(userSeqNo, userFavoriteCardsId, orderPassword) };
      }
    );

    app.put(
      '/member/v1/users/:id/order-password/reset',
      {
        preHandler: authenticate,
        config: PASSWORD_RATE,
        schema: {
          tags,
          summary: "Reset a card's password after the member's identity verification (also unlocks it)",
          params: IdParamSchema,
          body: OrderPasswordResetBodySchema,
          response: { 200: dataEnvelope(OrderPasswordStateSchema), ...errors }
        }
      },
      async (request, reply) => {
        noStore(reply);
        const { userSeqNo } = requireSelf(request);
        const { userFavoriteCardsId, newOrderPassword, certificationRequestId } = request.body;
        return {
          data: await passwords.reset(
            userSeqNo,
            userFavoriteCardsId,
            newOrderPassword,
            certificationRequestId
          )
        };
      }
    );
  };
}
