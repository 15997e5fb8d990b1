import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  DomainError,
  FAVORITE_CARD_LIMIT,
  cardCompanyName,
  type FavoriteCard,
  type FavoriteCardsAnswer,
  type Language
} from '@mall/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { SecretBox } from '../../lib/field-encryption.ts';
import { PaymentProviderError, type PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { memberCustomerKey } from '../payment/customer-key.ts';
import { passwordState, type CardPasswords } from './card-password.ts';
import { favoriteCards } from './saved-card.table.ts';

type CardRow = typeof favoriteCards.$inferSelect;
type BillingProvider = Pick<PaymentProvider, 'issueBillingKey' | 'deleteBillingKey'>;

/** A saved card as answered: the issuer named in the asker's language, the number as the provider masked it. */
export function shownCard(row: CardRow, language: Language): FavoriteCard {
  const password = passwordState(row);
  return {
    userFavoriteCardsId: row.id,
    cardCompanyCode: row.issuerCode,
    cardCompanyName: cardCompanyName(row.issuerCode, language),
    cardNumber: row.cardNumberMasked,
    cardType: row.cardType,
    fixedTermYn: row.fixedTerm ? 'Y' : 'N',
    hasOrderPassword: password.hasOrderPassword,
    failCount: password.failCount,
    orderPasswordLocked: password.locked,
    registeredAt: row.registeredAt.toISOString()
  };
}

const live = (userSeqNo: number) =>
  and(eq(favoriteCards.userSeqNo, userSeqNo), isNull(favoriteCards.deletedAt));
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Saved cards (SPEC §3, §7 Cards; issue 17 item 1; docs/decisions/073). The billing window authenticates a card
 * under the member's customerKey (the one card payments use, modules/payment/customer-key.ts); registering
 * spends its authKey for a billing key, kept sealed bound to the member — the shop never sees a card number.
 * A repeated registration (a reloaded return page) answers the card the authKey already made. At most one live
 * card is the autoship card.
 */
export function createFavoriteCardService({
  db,
  billing,
  box,
  customerKeySecret,
  passwords,
  log,
  inUse,
  now = () => new Date()
}: {
  db: Database;
  billing: BillingProvider;
  /** Whether a live autoship subscription charges the card (then it cannot be deleted: FAVORITE_CARD_IN_USE). */
  inUse?: (userSeqNo: number, cardId: number) => Promise<boolean>;
  /** Checks the card password before a charge. */
  passwords: Pick<CardPasswords, 'require'>;
  /** Seals billing keys bound to their member (`user:<id>`). */
  box: SecretBox;
  /** Keys the members' customerKeys (the installation secret checkout's keys come from). */
  customerKeySecret: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}) {
  const customerKeyOf = (userSeqNo: number) => memberCustomerKey(customerKeySecret, userSeqNo);

  async function liveCards(userSeqNo: number): Promise<CardRow[]> {
    return db
      .select()
      .from(favoriteCards)
      .where(live(userSeqNo))
      .orderBy(desc(favoriteCards.registeredAt), desc(favoriteCards.id));
  }

  async function byAuthKey(userSeqNo: number, authKeyHash: string): Promise<CardRow | undefined> {
    const [row] = await db
      .select()
      .from(favoriteCards)
      .where(and(eq(favoriteCards.authKeyHash, authKeyHash), eq(favoriteCards.userSeqNo, userSeqNo)))
      .limit(1);
    return row;
  }

  async function ownCard(userSeqNo: number, cardId: number): Promise<CardRow> {
    const [row] = await db
      .select()
      .from(favoriteCards)
      .where(and(eq(favoriteCards.id, cardId), live(userSeqNo)))
      .limit(1);
    if (!row) throw new DomainError('FAVORITE_CARD_NOT_FOUND');
    return row;
  }

  async function list(userSeqNo: number, language: Language): Promise<FavoriteCardsAnswer> {
    const rows = await liveCards(userSeqNo);
    return { customerKey: customerKeyOf(userSeqNo), cards: rows.map((row) => shownCard(row, language)) };
  }

  /** Moves the autoship mark in one transaction (the partial unique index keeps one per member). */
  async function markFixedTerm(userSeqNo: number, cardId: number, fixedTerm: boolean) {
    return db.transaction(async (tx) => {
      if (fixedTerm) {
        await tx
          .update(favoriteCards)
          .set({ fixedTerm: false })
          .where(and(live(userSeqNo), eq(favoriteCards.fixedTerm, true)));
      }
      const [updated] = await tx
        .update(favoriteCards)
        .set({ fixedTerm })
        .where(and(eq(favoriteCards.id, cardId), live(userSeqNo)))
        .returning();
      return updated;
    });
  }

  return {
    customerKeyOf,
    list,

    /**
     * A card the member may charge now (checkout, issue 17 item 3): its card password checked as one of the five
     * tries (CARD_PASSWORD_MISMATCH with the count, or LOCKED), its billing key opened.
     */
    async chargeable(userSeqNo: number, cardId: number, orderPassword: string) {
      const row = await passwords.require(userSeqNo, cardId, orderPassword);
      if (!row.billingKeySealed) throw new DomainError('FAVORITE_CARD_NOT_FOUND');
      return {
        billingKey: box.open(row.billingKeySealed, `user:${userSeqNo}`),
        customerKey: row.customerKey
      };
    },

    /**
     * The billing key of the member's live card for a charge the member consented to before (an autoship cycle,
     * docs/decisions/074: the card password was checked when the subscription chose the card).
     */
    async billingKeyFor(userSeqNo: number, cardId: number) {
      const row = await ownCard(userSeqNo, cardId);
      if (!row.billingKeySealed) throw new DomainError('FAVORITE_CARD_NOT_FOUND');
      return {
        billingKey: box.open(row.billingKeySealed, `user:${userSeqNo}`),
        customerKey: row.customerKey
      };
    },

    /** The member's cards by id as answered (deleted ones too: an ended subscription still names its card). */
    async shown(
      userSeqNo: number,
      cardIds: number[],
      language: Language
    ): Promise<Map<number, FavoriteCard>> {
      if (cardIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(favoriteCards)
        .where(and(eq(favoriteCards.userSeqNo, userSeqNo), inArray(favoriteCards.id, [...new Set(cardIds)])));
      return new Map(rows.map((row) => [row.id, shownCard(row, language)]));
    },

    /** Spends the billing window's authKey for a billing key and saves the card. */
    async register(
      userSeqNo: number,
      input: { customerKey: string; authKey: string },
      language: Language
    ): Promise<FavoriteCard> {
      const customerKey = customerKeyOf(userSeqNo);
      if (input.customerKey !== customerKey) throw new DomainError('BILLING_AUTH_FAILED');
      const authKeyHash = sha256(input.authKey);
      const earlier = await byAuthKey(userSeqNo, authKeyHash);
      if (earlier) return shownCard(earlier, language);
      const [held] = await db.select({ n: count() }).from(favoriteCards).where(live(userSeqNo));
      if ((held?.n ?? 0) >= FAVORITE_CARD_LIMIT) throw new DomainError('FAVORITE_CARD_LIMIT');

      let issued;
      try {
        issued = await billing.issueBillingKey({ authKey: input.authKey, customerKey });
      } catch (error) {
        // A second request with the same authKey lost the race to the first: answer the first's card.
        const raced = await byAuthKey(userSeqNo, authKeyHash);
        if (raced) return shownCard(raced, language);
        if (error instanceof PaymentProviderError && error.status >= 400 && error.status < 500) {
          log?.warn({ code: error.code }, 'billing key issue refused');
          throw new DomainError('BILLING_AUTH_FAILED', { providerCode: error.code });
        }
        throw new DomainError('PAYMENT_PROVIDER_ERROR');
      }
      try {
        const [row] = await db
          .insert(favoriteCards)
          .values({
            userSeqNo,
            customerKey,
            authKeyHash,
            billingKeySealed: box.seal(issued.billingKey, `user:${userSeqNo}`),
            issuerCode: issued.card?.issuerCode ?? null,
            cardNumberMasked: issued.card?.number ?? '',
            cardType: issued.card?.cardType ?? null,
            ownerType: issued.card?.ownerType ?? null,
            registeredAt: now()
          })
          .returning();
        return shownCard(row!, language);
      } catch (error) {
        if (!uniqueViolation(error)) throw error;
        const raced = await byAuthKey(userSeqNo, authKeyHash);
        if (!raced) throw error;
        return shownCard(raced, language);
      }
    },

    /**
     * Deletes a card: not while a live autoship subscription charges it (FAVORITE_CARD_IN_USE); its billing key at
     * the provider first (nothing changes here if that fails), then the row keeps its history without the key.
     */
    async remove(userSeqNo: number, cardId: number, language: Language): Promise<FavoriteCardsAnswer> {
      const row = await ownCard(userSeqNo, cardId);
      if (await inUse?.(userSeqNo, cardId)) throw new DomainError('FAVORITE_CARD_IN_USE');
      if (row.billingKeySealed) {
        try {
          await billing.deleteBillingKey(box.open(row.billingKeySealed, `user:${userSeqNo}`));
        } catch (error) {
          log?.warn({ error: error instanceof Error ? error.message : error }, 'billing key delete failed');
          throw new DomainError('PAYMENT_PROVIDER_ERROR');
        }
      }
      await db
        .update(favoriteCards)
        .set({ deletedAt: now(), billingKeySealed: null, fixedTerm: false, orderPasswordHash: null })
        .where(and(eq(favoriteCards.id, cardId), eq(favoriteCards.userSeqNo, userSeqNo)));
      return list(userSeqNo, language);
    },

    /** Marks (Y) or unmarks (N) the autoship card; marking moves the mark off any other card. */
    async setFixedTerm(
      userSeqNo: number,
      cardId: number,
      fixedTerm: boolean,
      language: Language
    ): Promise<FavoriteCard> {
      await ownCard(userSeqNo, cardId);
      let row;
      try {
        row = await markFixedTerm(userSeqNo, cardId, fixedTerm);
      } catch (error) {
        // Two marks at once: the later one finds the earlier's mark committed and moves it.
        if (!uniqueViolation(error)) throw error;
        row = await markFixedTerm(userSeqNo, cardId, fixedTerm);
      }
      if (!row) throw new DomainError('FAVORITE_CARD_NOT_FOUND');
      return shownCard(row, language);
    }
  };
}

export type FavoriteCardService = ReturnType<typeof createFavoriteCardService>;
