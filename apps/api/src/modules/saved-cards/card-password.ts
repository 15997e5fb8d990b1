import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  CARD_PASSWORD_MAX_FAILS,
  DomainError,
  isSameVerifiedName,
  type OrderPasswordState
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../lib/field-encryption.ts';
import { hashSecret, verifySecret } from '../../lib/password.ts';
import type { IdentityVerificationService } from '../identity-verification/identity-verification.service.ts';
import { users } from '../member/member.table.ts';
import { favoriteCards } from './saved-card.table.ts';

type CardRow = typeof favoriteCards.$inferSelect;

/** The card password's state as answered; `match` is the entry's verdict where there was one. */
export function passwordState(row: CardRow, match = false): OrderPasswordState {
  return {
    userFavoriteCardsId: row.id,
    hasOrderPassword: row.orderPasswordHash !== null,
    match,
    failCount: row.passwordFailCount,
    locked: row.passwordFailCount >= CARD_PASSWORD_MAX_FAILS
  };
}

/**
 * The card password of a saved card (SPEC §4, §5, §9; docs/decisions/073): six digits kept as an scrypt hash that
 * is itself sealed bound to the card, so a copy of the database alone cannot be ground through the million
 * possible passwords. Each entry first claims one of the five tries in a single guarded update, then is checked:
 * five wrong entries in a row lock the password (however many arrive at once) until an identity-verified reset;
 * a right one clears the count. The digits are never stored or logged.
 */
export function createCardPasswords({
  db,
  box,
  identityVerification,
  now = () => new Date()
}: {
  db: Database;
  box: SecretBox;
  identityVerification: Pick<IdentityVerificationService, 'consumeVerification'>;
  now?: () => Date;
}) {
  const context = (cardId: number) => `card:${cardId}`;
  const seal = async (cardId: number, password: string) =>
    box.seal(await hashSecret(password), context(cardId));

  /** The asker's live card, or FAVORITE_CARD_NOT_FOUND (another member's card is as unknown as none). */
  async function card(userSeqNo: number, cardId: number): Promise<CardRow> {
    const [row] = await db
      .select()
      .from(favoriteCards)
      .where(
        and(
          eq(favoriteCards.id, cardId),
          eq(favoriteCards.userSeqNo, userSeqNo),
          isNull(favoriteCards.deletedAt)
        )
      )
      .limit(1);
    if (!row) throw new DomainError('FAVORITE_CARD_NOT_FOUND');
    return row;
  }

  async function store(cardId: number, password: string): Promise<CardRow> {
    const [row] = await db
      .update(favoriteCards)
      .set({ orderPasswordHash: await seal(cardId, password), passwordFailCount: 0, passwordLockedAt: null })
      .where(eq(favoriteCards.id, cardId))
      .returning();
    return row!;
  }

  /**
   * Checks an entry against the card's password: claims a try first (refused once five are spent), then a right
   * entry clears the count and a wrong one keeps it, locking at the fifth.
   */
  async function check(row: CardRow, password: string): Promise<{ match: boolean; row: CardRow }> {
    if (!row.orderPasswordHash) throw new DomainError('CARD_PASSWORD_NOT_SET');
    const [claimed] = await db
      .update(favoriteCards)
      .set({ passwordFailCount: sql`${favoriteCards.passwordFailCount} + 1` })
      .where(and(eq(favoriteCards.id, row.id), lt(favoriteCards.passwordFailCount, CARD_PASSWORD_MAX_FAILS)))
      .returning({ failCount: favoriteCards.passwordFailCount });
    if (!claimed) throw new DomainError('CARD_PASSWORD_LOCKED', { failCount: CARD_PASSWORD_MAX_FAILS });
    let match = false;
    try {
      match = await verifySecret(password, box.open(row.orderPasswordHash, context(row.id)));
    } finally {
      // A right entry gives its try back with the others; a wrong one that spent the last try locks.
      const settle = match
        ? { passwordFailCount: 0 }
        : claimed.failCount >= CARD_PASSWORD_MAX_FAILS
          ? { passwordLockedAt: now() }
          : null;
      const [after] = settle
        ? await db.update(favoriteCards).set(settle).where(eq(favoriteCards.id, row.id)).returning()
        : [{ ...row, passwordFailCount: claimed.failCount }];
      row = after ?? row;
    }
    return { match, row };
  }

  return {
    card,
    async state(userSeqNo: number, cardId: number): Promise<OrderPasswordState> {
      return passwordState(await card(userSeqNo, cardId));
    },

    /** addCard: the first password of a card (CARD_PASSWORD_ALREADY_SET when it has one). */
    async set(userSeqNo: number, cardId: number, password: string): Promise<OrderPasswordState> {
      const row = await card(userSeqNo, cardId);
      if (row.orderPasswordHash) throw new DomainError('CARD_PASSWORD_ALREADY_SET');
      const sealed = await seal(cardId, password);
      // Only if still unset: two first settings at once keep the first.
      const [stored] = await db
        .update(favoriteCards)
        .set({ orderPasswordHash: sealed, passwordFailCount: 0, passwordLockedAt: null })
        .where(and(eq(favoriteCards.id, cardId), isNull(favoriteCards.orderPasswordHash)))
        .returning();
      if (!stored) throw new DomainError('CARD_PASSWORD_ALREADY_SET');
      return passwordState(stored, true);
    },

    /** The entry modal's check: a wrong entry answers match false with the count (SPEC §3), locked after five. */
    async match(userSeqNo: number, cardId: number, password: string): Promise<OrderPasswordState> {
      const { match, row } = await check(await card(userSeqNo, cardId), password);
      return passwordState(row, match);
    },

    /** Before a charge: the right password or a refusal (CARD_PASSWORD_MISMATCH with the count, or LOCKED). */
    async require(userSeqNo: number, cardId: number, password: string): Promise<CardRow> {
      const { match, row } = await check(await card(userSeqNo, cardId), password);
      if (!match) throw new DomainError('CARD_PASSWORD_MISMATCH', { failCount: row.passwordFailCount });
      return row;
    },

    /** chngePasswd: the old password (a try like any entry), then the new one. */
    async change(
      userSeqNo: number,
      cardId: number,
      oldPassword: string,
      newPassword: string
    ): Promise<OrderPasswordState> {
      const { match, row } = await check(await card(userSeqNo, cardId), oldPassword);
      if (!match) throw new DomainError('CARD_PASSWORD_MISMATCH', { failCount: row.passwordFailCount });
      return passwordState(await store(cardId, newPassword), true);
    },

    /**
     * resetPasswd: a new password after the member's identity verification (purpose CARD_PASSWORD_RESET), the one
     * way out of a lock. The verified person must be the member (the same CI, or the same name where none is kept).
     */
    async reset(
      userSeqNo: number,
      cardId: number,
      newPassword: string,
      certificationRequestId: string
    ): Promise<OrderPasswordState> {
      await card(userSeqNo, cardId);
      const person = await identityVerification.consumeVerification(
        certificationRequestId,
        'CARD_PASSWORD_RESET',
        { userSeqNo, browserKey: null }
      );
      const [member] = await db
        .select({ ciHash: users.ciHash, lastName: users.lastName, firstName: users.firstName })
        .from(users)
        .where(eq(users.userSeqNo, userSeqNo))
        .limit(1);
      const same = member?.ciHash
        ? member.ciHash === person.ciHash
        : !!member && isSameVerifiedName(person.name, member.lastName, member.firstName);
      if (!same) throw new DomainError('CERT_IDENTITY_MISMATCH', { field: 'name' });
      return passwordState(await store(cardId, newPassword), true);
    }
  };
}

export type CardPasswords = ReturnType<typeof createCardPasswords>;
