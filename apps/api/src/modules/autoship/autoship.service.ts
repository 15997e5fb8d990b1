import {
  autoshipEligible,
  cancelAutoship,
  changeSchedule,
  DomainError,
  lineMaxQuantity,
  pauseAutoship,
  reactivateAutoship,
  resumeAutoship,
  seoulDate,
  skipNext,
  startAutoship,
  type Address,
  type AutoshipChangeBody,
  type AutoshipDetail,
  type AutoshipInitBody,
  type AutoshipRefusal,
  type AutoshipResult,
  type AutoshipSummary,
  type AutoshipState
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import { recordTermsConsents } from '../terms/terms-agreements.ts';
import type { MemberReader } from '../../http/route-kit.ts';
import { assertCanAdd, lineProblem, quantityLimit } from '../cart/cart-lines.ts';
import { removeOrderedLines, type CartService } from '../cart/cart.service.ts';
import type { FavoriteCardService } from '../saved-cards/saved-card.service.ts';
import type { AddressService } from '../member/address.service.ts';
import type { ProductService } from '../product/product.service.ts';
import {
  createAutoshipRepository,
  stateColumns,
  stateOf,
  type AutoshipRepository,
  type LineInput,
  type NewSubscription,
  type SubscriptionRow
} from './autoship.repository.ts';
import { detailOf, priceToday, summaryOf, type PriceLines } from './autoship-view.ts';

export type AutoshipServiceDeps = {
  db: Database;
  catalogue: Pick<ProductService, 'cartFacts'>;
  /** The order sheet's pricing (today's prices for the asker, a line left out says why). */
  priceLines: PriceLines;
  carts: Pick<CartService, 'linesForOrder'>;
  /** After lines left the member's autoship cart (the cart's kept answers, ADR 065). */
  cartChanged?: (userSeqNo: number) => Promise<void>;
  cards: Pick<FavoriteCardService, 'chargeable' | 'shown'>;
  addresses: Pick<AddressService, 'get' | 'setFixedTerm'>;
  now?: () => Date;
};

/** A rule's refusal as the API answers it. */
function refused(refusal: AutoshipRefusal): never {
  if (refusal.code === 'VA_DateFormat') throw new DomainError('VALIDATION_FAILED');
  throw new DomainError(refusal.code, refusal.data);
}

function applied(result: AutoshipResult): AutoshipState {
  if (!result.ok) refused(result);
  return result.state;
}

type Change = (
  row: SubscriptionRow,
  repository: AutoshipRepository,
  tx: Executor
) => Promise<Partial<NewSubscription>>;

/**
 * Autoship subscriptions of the asker (SPEC §2 /autoship, /autoship/detail/{id}, /autoship/init; docs/decisions/074).
 * Every move is a rule of packages/domain/src/autoship.ts applied to the stored state under the subscription's row
 * lock; the rules keep today's cycle for the scheduler. The card's password is asked when a card is chosen: it is
 * the member's consent to the charges the scheduler makes without it.
 */
export function createAutoshipService(deps: AutoshipServiceDeps) {
  const { db, cards, addresses } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => seoulDate(now());
  const read = createAutoshipRepository(db);

  /** SPEC §5: each product offered for autoship without a buy period or a limit; sold out today is no refusal. */
  async function assertSubscribable(lines: readonly LineInput[], member: MemberReader): Promise<void> {
    const facts = await deps.catalogue.cartFacts(
      lines.map((line) => line.productId),
      member
    );
    for (const line of lines) {
      const product = facts.get(line.productId);
      if (!product) throw new DomainError('PRODUCT_NOT_FOUND', { productId: line.productId });
      const eligible = autoshipEligible(product);
      if (!eligible.ok) throw new DomainError(eligible.code, { productId: line.productId });
      if (lineProblem(product, line.productOptionId, 'autoship') !== 'SOLD_OUT') {
        assertCanAdd(product, line, 'autoship', line.quantity);
      } else if (line.quantity > lineMaxQuantity(product)) {
        quantityLimit(line, lineMaxQuantity(product), 0);
      }
    }
  }

  async function ownRow(userSeqNo: number, id: number): Promise<SubscriptionRow> {
    const row = await read.own(userSeqNo, id);
    if (!row) throw new DomainError('AUTOSHIP_NOT_FOUND');
    return row;
  }

  /** The address the subscription delivers to: the book's entry, or the copy once the entry is gone. */
  async function addressOf(row: SubscriptionRow): Promise<Address> {
    if (row.userAddressId === null) return row.address;
    try {
      return await addresses.get(row.userSeqNo, row.userAddressId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ADDRESS_NOT_FOUND') return row.address;
      throw error;
    }
  }

  async function detail(member: MemberReader, id: number): Promise<AutoshipDetail> {
    const row = await ownRow(member.userSeqNo, id);
    const lines = await priceToday(deps.priceLines, await read.lines([row.id]), member);
    const card = (await cards.shown(member.userSeqNo, [row.favoriteCardId], member.language)).get(
      row.favoriteCardId
    );
    return detailOf(row, lines.get(row.id) ?? [], card, await addressOf(row), await read.history(row.id));
  }

  /** One move of the asker's subscription under its row lock, then its detail. */
  async function write(member: MemberReader, id: number, change: Change): Promise<AutoshipDetail> {
    await db.transaction(async (tx) => {
      const repository = createAutoshipRepository(tx);
      const row = await repository.own(member.userSeqNo, id, true);
      if (!row) throw new DomainError('AUTOSHIP_NOT_FOUND');
      const set = await change(row, repository, tx);
      await repository.update(row.id, { ...set, language: member.language, updatedAt: now() });
    });
    return detail(member, id);
  }

  /** The address leaves the subscription: unmarked unless another live subscription still delivers there. */
  async function release(tx: Executor, repository: AutoshipRepository, row: SubscriptionRow) {
    if (row.userAddressId === null) return;
    if (await repository.addressInUse(row.userSeqNo, row.userAddressId, row.id)) return;
    await addresses.setFixedTerm(tx, row.userSeqNo, row.userAddressId, false);
  }

  return {
    detail,

    async list(member: MemberReader): Promise<AutoshipSummary[]> {
      const rows = await read.list(member.userSeqNo);
      const lines = await priceToday(deps.priceLines, await read.lines(rows.map((row) => row.id)), member);
      const shown = await cards.shown(
        member.userSeqNo,
        rows.map((row) => row.favoriteCardId),
        member.language
      );
      return rows.map((row) => summaryOf(row, lines.get(row.id) ?? [], shown.get(row.favoriteCardId)));
    },

    /**
     * A new ACTIVE subscription of autoship-cart lines (which then leave the cart) or of lines given directly,
     * its first cycle on `firstChargeDay`, delivered to a book entry (marked fixed-term) and charged to a saved card
     * whose password is checked here as one of its five tries.
     */
    async init(member: MemberReader, body: AutoshipInitBody): Promise<AutoshipDetail> {
      const { userSeqNo } = member;
      const fromCart = body.cartIds
        ? await deps.carts.linesForOrder(userSeqNo, 'autoship', body.cartIds)
        : (body.lines ?? []).map((line) => ({
            ...line,
            productOptionId: line.productOptionId ?? null,
            cartId: null
          }));
      const lines = fromCart.map(({ productId, productOptionId, quantity }) => ({
        productId,
        productOptionId,
        quantity
      }));
      await assertSubscribable(lines, member);
      const state = applied(
        startAutoship({ cycle: body.cycle, firstChargeDay: body.firstChargeDay, today: today() })
      );
      // Refused before a card password try is spent on a form that cannot succeed.
      await addresses.get(userSeqNo, body.userAddressId);
      await cards.chargeable(userSeqNo, body.userFavoriteCardsId, body.orderPassword);
      const cartIds = fromCart.flatMap((line) => (line.cartId === null ? [] : [line.cartId]));
      const row = await db.transaction(async (tx) => {
        const address = await addresses.setFixedTerm(tx, userSeqNo, body.userAddressId, true);
        const inserted = await createAutoshipRepository(tx).insert(
          {
            userSeqNo,
            ...stateColumns(state),
            firstChargeDay: body.firstChargeDay,
            userAddressId: body.userAddressId,
            address,
            favoriteCardId: body.userFavoriteCardsId,
            language: member.language
          },
          lines
        );
        await removeOrderedLines(tx, { userSeqNo, cartType: 'autoship' }, cartIds);
        // The autoship terms shown on the form: the version in effect is recorded with it (ADR 077).
        await recordTermsConsents(tx, 'AUTOSHIP', inserted.id, ['AUTOSHIP'], now());
        return inserted;
      });
      if (cartIds.length > 0) await deps.cartChanged?.(userSeqNo);
      return detail(member, row.id);
    },

    /**
     * Lines, cycle, next day, address or card. A schedule change goes through changeSchedule (refused while a cycle is
     * due, like every change); a card comes with its password and reactivates a held subscription.
     */
    async change(member: MemberReader, id: number, body: AutoshipChangeBody): Promise<AutoshipDetail> {
      const lines = body.lines?.map((line) => ({ ...line, productOptionId: line.productOptionId ?? null }));
      await ownRow(member.userSeqNo, id);
      if (lines) await assertSubscribable(lines, member);
      if (body.userFavoriteCardsId !== undefined)
        await cards.chargeable(member.userSeqNo, body.userFavoriteCardsId, body.orderPassword ?? '');
      return write(member, id, async (row, repository, tx) => {
        // Only a new cycle or day renumbers the schedule (refused while a cycle is due); a card, address or lines
        // change applies to the next try, so a refused card can be replaced during its retries.
        const rescheduled = body.cycle !== undefined || body.nextChargeDay !== undefined;
        let state = rescheduled
          ? applied(
              changeSchedule(stateOf(row), { cycle: body.cycle, nextChargeDay: body.nextChargeDay }, today())
            )
          : stateOf(row);
        const set: Partial<NewSubscription> = {};
        if (body.userFavoriteCardsId !== undefined) {
          set.favoriteCardId = body.userFavoriteCardsId;
          if (state.status === 'HELD') state = applied(reactivateAutoship(state, today()));
        }
        if (lines) await repository.replaceLines(row.id, lines);
        if (body.userAddressId !== undefined && body.userAddressId !== row.userAddressId) {
          set.address = await addresses.setFixedTerm(tx, row.userSeqNo, body.userAddressId, true);
          set.userAddressId = body.userAddressId;
          await release(tx, repository, row);
        }
        return { ...set, ...stateColumns(state) };
      });
    },

    /** The pending cycle is settled as SKIPPED (never charged); skipping again skips the one after. */
    skip(member: MemberReader, id: number): Promise<AutoshipDetail> {
      return write(member, id, async (row, repository) => {
        const result = skipNext(stateOf(row), today());
        if (!result.ok) refused(result);
        const charge = await repository.openCharge({
          autoshipId: row.id,
          cycleIndex: result.skipped.cycleIndex,
          chargeDay: result.skipped.chargeDay,
          status: 'SKIPPED',
          settledAt: now()
        });
        // A cycle row exists only once its day has come (the scheduler's), and skip refuses a due cycle.
        if (charge.status !== 'SKIPPED')
          throw new Error(`autoship ${row.id} cycle ${charge.cycleIndex} is ${charge.status}`);
        return stateColumns(result.state);
      });
    },

    pause(member: MemberReader, id: number): Promise<AutoshipDetail> {
      return write(member, id, async (row) => stateColumns(applied(pauseAutoship(stateOf(row), today()))));
    },

    resume(member: MemberReader, id: number): Promise<AutoshipDetail> {
      return write(member, id, async (row) => stateColumns(applied(resumeAutoship(stateOf(row), today()))));
    },

    /** Ended for good; a retry in wait then finds it cancelled. The address is released, the card may be deleted. */
    cancel(member: MemberReader, id: number): Promise<AutoshipDetail> {
      return write(member, id, async (row, repository, tx) => {
        const state = applied(cancelAutoship(stateOf(row)));
        await release(tx, repository, row);
        return { ...stateColumns(state), cancelledAt: now() };
      });
    }
  };
}

export type AutoshipService = ReturnType<typeof createAutoshipService>;
