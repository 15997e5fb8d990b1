import {
  COUPON_ACTIVE_PAGE_SIZE,
  COUPON_OWNED_PAGE_SIZE,
  COUPON_USED_PAGE_SIZE,
  couponDiscount,
  displayOrderNumber,
  DomainError,
  type AvailableCoupon,
  type CouponPage,
  type CouponTerms,
  type Language,
  type MemberCoupon,
  type PointEntry,
  type PointHistoryPage,
  type PointSummary,
  totalPageCount
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { CouponForOrder, OrderBenefits } from './benefits.contract.ts';
import {
  createBenefitsRepository,
  type CouponView,
  type LedgerRow,
  type MemberCouponRow
} from './benefits.repository.ts';
import { seoulDayStart } from '../../lib/seoul.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Points an order earns lapse after a year (docs/decisions/037). */
export const EARNED_POINT_VALIDITY_DAYS = 365;
/** "Expiring soon" on the point page: validity ending within 30 days. */
const POINT_EXPIRY_NOTICE_DAYS = 30;

/** Where a point credit or debit came from: a key under `benefits:point.reason.*`. */
/** `unpaid`: points a pending order held, back because its payment was never completed (docs/decisions/062). */
export type PointReason =
  | 'welcome'
  | 'event'
  | 'order'
  | 'cancel'
  | 'unpaid'
  | 'expiry'
  | 'return'
  | 'review'
  | 'reviewReturn'
  | 'reviewHidden';

/** Order numbers of the order module (ids → stored 'AP…'), injected so this module never reads its tables. */
export type OrderNumberLookup = (orderIds: readonly number[]) => Promise<Map<number, string>>;

const PAGE_SIZES: Record<CouponView, number> = {
  owned: COUPON_OWNED_PAGE_SIZE,
  active: COUPON_ACTIVE_PAGE_SIZE,
  used: COUPON_USED_PAGE_SIZE
};

function couponName(row: MemberCouponRow, language: Language): string {
  if (language === 'en-US') return row.coupon.nameEn;
  if (language === 'zh-TW') return row.coupon.nameZh;
  return row.coupon.nameKo;
}

function couponTerms(row: MemberCouponRow): CouponTerms {
  return {
    discountType: row.coupon.discountType,
    discountValue: row.coupon.discountValue,
    maxDiscount: row.coupon.maxDiscount,
    minOrderAmount: row.coupon.minOrderAmount
  };
}

const page = (total: number, pageNumber: number, pageSize: number) => ({
  pageNumber,
  pageSize,
  totalPageNumber: totalPageCount(total, pageSize),
  totalSize: total
});

/**
 * Coupons and points (SPEC §7, docs/decisions/034 and 037): the OrderBenefits the order module uses inside
 * its transactions, and the member's lists. Every point write locks the member's balance row first (an upsert),
 * then writes one ledger row and changes the balance by the same amount, so Σ ledger = balance at every commit.
 */
export function createBenefitsService(deps: { db: Database; orderNumbers?: OrderNumberLookup }) {
  const { db } = deps;
  const orderNumbers: OrderNumberLookup = deps.orderNumbers ?? (async () => new Map());

  /** Why a coupon the member asked for cannot be used, read after a refusal (or before, by couponForOrder). */
  function refusal(
    row: (MemberCouponRow & { usable: boolean }) | undefined,
    userSeqNo: number
  ): 'NOT_OWNED' | 'USED' | 'EXPIRED' | null {
    if (!row || row.userSeqNo !== userSeqNo) return 'NOT_OWNED';
    if (row.status === 'USED') return 'USED';
    if (!row.usable) return 'EXPIRED';
    return null;
  }

  /**
   * Credits (+) or debits (−) points under the member's lock: one ledger row and the balance, or nothing.
   * `locked`: the balance a caller already holding the lock in `tx` read; otherwise the lock is taken here.
   */
  async function post(
    tx: Executor,
    userSeqNo: number,
    entry: {
      kind: LedgerRow['kind'];
      reverses?: LedgerRow['reverses'];
      amount: number;
      orderId?: number | null;
      returnId?: number | null;
      reason: PointReason;
      expiresAt?: Date | null;
    },
    locked?: number
  ): Promise<LedgerRow | null> {
    const repository = createBenefitsRepository(tx);
    const before = locked ?? (await repository.lockBalance(userSeqNo));
    if (before + entry.amount < 0) return null;
    const row = await repository.append({
      userSeqNo,
      kind: entry.kind,
      reverses: entry.reverses ?? '',
      amount: entry.amount,
      balanceAfter: before + entry.amount,
      orderId: entry.orderId ?? null,
      returnId: entry.returnId ?? null,
      reason: entry.reason,
      expiresAt: entry.expiresAt ?? null
    });
    // The order already has this kind of row: nothing moves.
    if (!row) return null;
    const after = await repository.addToBalance(userSeqNo, entry.amount);
    // Under the lock the guard cannot refuse; if it ever did, the transaction must not commit a ledger row alone.
    if (after !== before + entry.amount)
      throw new Error(`point balance of ${userSeqNo} moved under its lock`);
    return row;
  }

  /**
   * What is left of credits lapsing by `horizon`: every debit takes the credits that lapse first (FIFO by expiry),
   * so it is Σ lapsing credits − Σ debits (returned points count back), between 0 and the balance.
   */
  function lapsingLeft(sums: { lapsing: number; consumed: number }, balance: number): number {
    return Math.max(0, Math.min(balance, sums.lapsing - sums.consumed));
  }

  const benefits: OrderBenefits = {
    async couponForOrder(userSeqNo, memberCouponId, language, tx = db): Promise<CouponForOrder> {
      const row = await createBenefitsRepository(tx).memberCoupon(memberCouponId);
      const reason = refusal(row, userSeqNo);
      if (reason || !row)
        throw new DomainError('COUPON_NOT_APPLICABLE', { reason: reason ?? 'NOT_OWNED', memberCouponId });
      return { memberCouponId, couponName: couponName(row, language), terms: couponTerms(row) };
    },

    async useCoupon(tx, userSeqNo, memberCouponId, orderId) {
      const repository = createBenefitsRepository(tx);
      if (await repository.markUsed(userSeqNo, memberCouponId, orderId)) return;
      const reason = refusal(await repository.memberCoupon(memberCouponId), userSeqNo) ?? 'USED';
      throw new DomainError('COUPON_NOT_APPLICABLE', { reason, memberCouponId });
    },

    async restoreCoupon(tx, memberCouponId, orderId) {
      await createBenefitsRepository(tx).restore(memberCouponId, orderId);
    },

    async pointBalance(userSeqNo, tx = db) {
      return createBenefitsRepository(tx).balance(userSeqNo);
    },

    async spendPoints(tx, userSeqNo, amount, orderId) {
      if (!Number.isSafeInteger(amount) || amount < 0)
        throw new DomainError('POINT_USE_INVALID', { max: await benefits.pointBalance(userSeqNo, tx) });
      if (amount === 0) return;
      const repository = createBenefitsRepository(tx);
      const row = await post(tx, userSeqNo, { kind: 'USE', amount: -amount, orderId, reason: 'order' });
      if (row) return;
      const done = (await repository.orderEntries(userSeqNo, orderId)).find((entry) => entry.kind === 'USE');
      // The same spend again (a retried placement) is done already; another amount for the same order is a bug.
      if (done && done.amount === -amount) return;
      if (done) throw new Error(`order ${orderId} already spent ${-done.amount} points`);
      throw new DomainError('POINT_USE_INVALID', { max: await repository.balance(userSeqNo) });
    },

    async earnPoints(tx, userSeqNo, amount, orderId) {
      if (!Number.isSafeInteger(amount) || amount <= 0) return 0;
      const expiresAt = new Date(Date.now() + EARNED_POINT_VALIDITY_DAYS * DAY_MS);
      const row = await post(tx, userSeqNo, { kind: 'EARN', amount, orderId, reason: 'order', expiresAt });
      return row ? amount : 0;
    },

    async returnPoints(tx, userSeqNo, orderId, returnId, { back, takeBack }) {
      let balance = await createBenefitsRepository(tx).lockBalance(userSeqNo);
      // The used points first, so they can cover the earned points taken back.
      if (back > 0) {
        const row = await post(
          tx,
          userSeqNo,
          { kind: 'REVERSE', reverses: 'USE', amount: back, orderId, returnId, reason: 'return' },
          balance
        );
        if (row) balance = row.balanceAfter;
      }
      const take = Math.min(takeBack, balance);
      if (take > 0)
        await post(
          tx,
          userSeqNo,
          { kind: 'REVERSE', reverses: 'EARN', amount: -take, orderId, returnId, reason: 'return' },
          balance
        );
    },

    async reverseOrderPoints(tx, userSeqNo, orderId, reason = 'cancel') {
      const repository = createBenefitsRepository(tx);
      // The lock first, so two cancellations of one order see each other's rows.
      let balance = await repository.lockBalance(userSeqNo);
      const entries = await repository.orderEntries(userSeqNo, orderId);
      const reversed = (kind: 'USE' | 'EARN') =>
        entries.some((entry) => entry.kind === 'REVERSE' && entry.reverses === kind);
      // Used points come back first, so they can cover the earned points taken back.
      const used = entries.find((entry) => entry.kind === 'USE');
      if (used && !reversed('USE')) {
        const row = await post(
          tx,
          userSeqNo,
          { kind: 'REVERSE', reverses: 'USE', amount: -used.amount, orderId, reason },
          balance
        );
        if (row) balance = row.balanceAfter;
      }
      const earned = entries.find((entry) => entry.kind === 'EARN');
      if (earned && !reversed('EARN')) {
        // Taken back at most down to 0 (points already spent elsewhere stay spent); a 0 row marks it done.
        const take = Math.min(earned.amount, balance);
        await post(
          tx,
          userSeqNo,
          { kind: 'REVERSE', reverses: 'EARN', amount: -take, orderId, reason },
          balance
        );
      }
    }
  };

  function toMemberCoupon(
    row: MemberCouponRow,
    language: Language,
    numbers: Map<number, string>
  ): MemberCoupon {
    const expired =
      row.status === 'EXPIRED' || (row.status === 'ISSUED' && row.expiresAt.getTime() <= Date.now());
    const usedNumber = row.usedOrderId === null ? undefined : numbers.get(row.usedOrderId);
    return {
      memberCouponId: row.id,
      couponName: couponName(row, language),
      discountType: row.coupon.discountType,
      discountValue: row.coupon.discountValue,
      maxDiscount: row.coupon.maxDiscount,
      minOrderAmount: row.coupon.minOrderAmount,
      issuedAt: row.issuedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      status: expired ? 'EXPIRED' : row.status,
      usedAt: row.usedAt?.toISOString() ?? null,
      usedOrderNumber: usedNumber ? displayOrderNumber(usedNumber) : null
    };
  }

  return {
    ...benefits,

    /** owned (newest first), active (usable, ending soonest first) or used (used or expired, latest first). */
    async coupons(
      userSeqNo: number,
      view: CouponView,
      query: { page: number; pageSize?: number | undefined },
      language: Language
    ): Promise<CouponPage> {
      const pageSize = query.pageSize ?? PAGE_SIZES[view];
      const { rows, total } = await createBenefitsRepository(db).couponPage(
        userSeqNo,
        view,
        query.page,
        pageSize
      );
      const numbers = await orderNumbers(
        rows.flatMap((row) => (row.usedOrderId === null ? [] : [row.usedOrderId]))
      );
      return {
        list: rows.map((row) => toMemberCoupon(row, language, numbers)),
        ...page(total, query.page, pageSize)
      };
    },

    /**
     * The member's usable coupons priced for a sheet whose coupon base (lines the coupon applies to) is given:
     * applicable ones first, biggest discount first, then ending soonest.
     */
    async availableCoupons(
      userSeqNo: number,
      couponBase: number,
      language: Language
    ): Promise<AvailableCoupon[]> {
      const rows = await createBenefitsRepository(db).usableCoupons(userSeqNo);
      const priced = rows.map((row): AvailableCoupon => {
        const terms = couponTerms(row);
        const reason =
          couponBase <= 0 ? 'NO_ELIGIBLE_PRODUCT' : couponBase < terms.minOrderAmount ? 'MIN_AMOUNT' : null;
        const discount = reason ? 0 : couponDiscount(terms, couponBase);
        return { ...toMemberCoupon(row, language, new Map()), applicable: reason === null, discount, reason };
      });
      // A stable sort keeps "ending soonest" among equals.
      return priced.sort((a, b) => Number(b.applicable) - Number(a.applicable) || b.discount - a.discount);
    },

    /** How many coupons the member can use now (my page's summary, docs/decisions/054). */
    usableCouponCount: (userSeqNo: number): Promise<number> =>
      createBenefitsRepository(db).usableCouponCount(userSeqNo),

    async pointSummary(userSeqNo: number): Promise<PointSummary> {
      const repository = createBenefitsRepository(db);
      const [balance, sums] = await Promise.all([
        repository.balance(userSeqNo),
        repository.sums(userSeqNo, new Date(Date.now() + POINT_EXPIRY_NOTICE_DAYS * DAY_MS))
      ]);
      return {
        balance,
        earnedTotal: Math.max(0, sums.earned),
        usedTotal: Math.max(0, sums.used),
        expiringSoon: lapsingLeft(sums, balance)
      };
    },

    /** Newest first; fromDate..toDate are Seoul calendar days, inclusive. */
    async pointHistory(
      userSeqNo: number,
      query: { page: number; pageSize: number; fromDate?: string | undefined; toDate?: string | undefined }
    ): Promise<PointHistoryPage> {
      const range = {
        from: query.fromDate ? seoulDayStart(query.fromDate) : null,
        to: query.toDate ? seoulDayStart(query.toDate, 1) : null
      };
      const { rows, total } = await createBenefitsRepository(db).history(
        userSeqNo,
        range,
        query.page,
        query.pageSize
      );
      const numbers = await orderNumbers([
        ...new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))
      ]);
      const list = rows.map((row): PointEntry => {
        const number = row.orderId === null ? undefined : numbers.get(row.orderId);
        return {
          pointEntryId: row.id,
          kind: row.kind,
          amount: row.amount,
          balanceAfter: row.balanceAfter,
          orderNumber: number ?? null,
          displayOrderNumber: number ? displayOrderNumber(number) : null,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt?.toISOString() ?? null
        };
      });
      return { list, ...page(total, query.page, query.pageSize) };
    },

    /** Welcome or event points (seed, back office): a GRANT row lapsing at `expiresAt`. */
    async grantPoints(
      tx: Executor,
      userSeqNo: number,
      amount: number,
      reason: 'welcome' | 'event',
      expiresAt: Date
    ): Promise<void> {
      if (!Number.isSafeInteger(amount) || amount <= 0)
        throw new Error(`a grant must be positive whole won, not ${amount}`);
      await post(tx, userSeqNo, { kind: 'GRANT', amount, reason, expiresAt });
    },

    /**
     * Points for a product review (docs/decisions/090), in the reviews module's transaction: a GRANT row (reason
     * `review`) lapsing like earned points. The reviews module keeps what it granted on the review, once.
     */
    async grantReviewPoints(tx: Executor, userSeqNo: number, amount: number): Promise<number> {
      if (!Number.isSafeInteger(amount) || amount <= 0) return 0;
      const expiresAt = new Date(Date.now() + EARNED_POINT_VALIDITY_DAYS * DAY_MS);
      const row = await post(tx, userSeqNo, { kind: 'GRANT', amount, reason: 'review', expiresAt });
      return row ? amount : 0;
    },

    /**
     * A review's points taken back (REVERSE of GRANT): its line refunded by a return (`reviewReturn`) or the review
     * hidden by the desk (`reviewHidden`), at most down to 0 like an order's earned points. Answers what was taken.
     */
    async takeBackReviewPoints(
      tx: Executor,
      userSeqNo: number,
      amount: number,
      why: 'reviewReturn' | 'reviewHidden'
    ): Promise<number> {
      const balance = await createBenefitsRepository(tx).lockBalance(userSeqNo);
      const take = Math.min(Math.max(0, amount), balance);
      if (take <= 0) return 0;
      await post(tx, userSeqNo, { kind: 'REVERSE', reverses: 'GRANT', amount: -take, reason: why }, balance);
      return take;
    },

    /**
     * The expiry job: ISSUED coupons past expiry → EXPIRED; for each member with lapsed EARN/GRANT credits an
     * EXPIRE row for what is left of them (lapsingLeft, FIFO by expiry). Safe to run again: a second run finds
     * nothing left. One transaction per member.
     */
    async sweepExpired(): Promise<{ coupons: number; pointMembers: number; points: number }> {
      const expiredCoupons = await createBenefitsRepository(db).expireCoupons();
      let pointMembers = 0;
      let points = 0;
      const now = new Date();
      for (const userSeqNo of await createBenefitsRepository(db).membersWithLapsedCredits(now)) {
        const expired = await db.transaction(async (tx) => {
          const repository = createBenefitsRepository(tx);
          const balance = await repository.lockBalance(userSeqNo);
          const left = lapsingLeft(await repository.sums(userSeqNo, now), balance);
          if (left <= 0) return 0;
          await post(tx, userSeqNo, { kind: 'EXPIRE', amount: -left, reason: 'expiry' }, balance);
          return left;
        });
        if (expired > 0) {
          pointMembers += 1;
          points += expired;
        }
      }
      return { coupons: expiredCoupons, pointMembers, points };
    }
  };
}

export type BenefitsService = ReturnType<typeof createBenefitsService>;

/** How often the expiry sweep runs in a serving process (and once at start). */
const EXPIRY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `sweepExpired` at start and every hour; answers a stop function. Several processes may sweep at once:
 * every step is a guarded update or runs under the member's balance lock, so a second sweep finds nothing left.
 */
export function startExpirySweep(
  service: Pick<BenefitsService, 'sweepExpired'>,
  log: { error(object: unknown, message: string): void }
) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = service
      .sweepExpired()
      .catch((error: unknown) => log.error({ err: error }, 'coupon and point expiry sweep failed'));
  };
  run();
  const timer = setInterval(run, EXPIRY_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
