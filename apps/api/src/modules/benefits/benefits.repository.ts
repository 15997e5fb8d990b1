import { and, asc, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coupons, memberCoupons, pointBalances, pointLedger } from './benefits.table.ts';

export type MemberCouponRow = typeof memberCoupons.$inferSelect & { coupon: typeof coupons.$inferSelect };
export type LedgerRow = typeof pointLedger.$inferSelect;

/** The coupon lists of SPEC §7: everything, the usable ones, the used or expired ones. */
export type CouponView = 'owned' | 'active' | 'used';

/** An ISSUED row is usable while the database clock is before its expiry (one clock for every server). */
const usable = and(eq(memberCoupons.status, 'ISSUED'), gt(memberCoupons.expiresAt, sql`now()`));
const usedOrExpired = or(
  eq(memberCoupons.status, 'USED'),
  eq(memberCoupons.status, 'EXPIRED'),
  and(eq(memberCoupons.status, 'ISSUED'), lte(memberCoupons.expiresAt, sql`now()`))
);

const VIEW_FILTER: Record<CouponView, SQL | undefined> = {
  owned: undefined,
  active: usable,
  used: usedOrExpired
};
/** owned: newest first; active: the one ending soonest first (use it before it lapses); used: latest event first. */
const VIEW_ORDER: Record<CouponView, SQL[]> = {
  owned: [desc(memberCoupons.issuedAt), desc(memberCoupons.id)],
  active: [asc(memberCoupons.expiresAt), asc(memberCoupons.id)],
  used: [desc(sql`coalesce(${memberCoupons.usedAt}, ${memberCoupons.expiresAt})`), desc(memberCoupons.id)]
};

const couponColumns = {
  id: memberCoupons.id,
  userSeqNo: memberCoupons.userSeqNo,
  couponId: memberCoupons.couponId,
  status: memberCoupons.status,
  issuedAt: memberCoupons.issuedAt,
  expiresAt: memberCoupons.expiresAt,
  usedAt: memberCoupons.usedAt,
  usedOrderId: memberCoupons.usedOrderId,
  coupon: coupons
};

/**
 * Σ EARN/GRANT credits lapsing by `horizon`; earned points taken back by a cancellation leave their own EARN
 * (when that one lapses by then), not the other credits (docs/decisions/037).
 */
const lapsingBy = (horizon: Date) => {
  const at = horizon.toISOString();
  return sql<string>`coalesce(sum(${pointLedger.amount}) FILTER (WHERE (${pointLedger.kind} IN ('EARN', 'GRANT') AND ${pointLedger.expiresAt} <= ${at}::timestamptz) OR (${pointLedger.kind} = 'REVERSE' AND ${pointLedger.reverses} = 'EARN' AND EXISTS (SELECT 1 FROM point_ledger earn WHERE earn.user_seq_no = ${pointLedger.userSeqNo} AND earn.order_id = ${pointLedger.orderId} AND earn.kind = 'EARN' AND earn.expires_at <= ${at}::timestamptz))), 0)`;
};
/**
 * What debits consumed: used and expired points, review points taken back (REVERSE of GRANT, docs/decisions/090:
 * they take the credits lapsing first, like a use), less the used points a cancellation gave back.
 */
const CONSUMED = sql<string>`coalesce(-sum(${pointLedger.amount}) FILTER (WHERE ${pointLedger.kind} IN ('USE', 'EXPIRE') OR (${pointLedger.kind} = 'REVERSE' AND ${pointLedger.reverses} IN ('USE', 'GRANT'))), 0)`;

/** Coupons and points queries; each takes the executor it runs on (the caller's transaction where there is one). */
export function createBenefitsRepository(db: Executor) {
  return {
    // ── Coupons ───────────────────────────────────────────────────────────────────────────────────────────

    /** One member coupon with its coupon, whoever holds it (the service tells NOT_OWNED apart). */
    async memberCoupon(memberCouponId: number): Promise<(MemberCouponRow & { usable: boolean }) | undefined> {
      const [row] = await db
        .select({ ...couponColumns, usable: sql<boolean>`(${usable})` })
        .from(memberCoupons)
        .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
        .where(eq(memberCoupons.id, memberCouponId))
        .limit(1);
      return row;
    },

    async couponPage(userSeqNo: number, view: CouponView, page: number, pageSize: number) {
      const where = and(eq(memberCoupons.userSeqNo, userSeqNo), VIEW_FILTER[view]);
      const [rows, [total]] = await Promise.all([
        db
          .select(couponColumns)
          .from(memberCoupons)
          .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
          .where(where)
          .orderBy(...VIEW_ORDER[view])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(memberCoupons).where(where)
      ]);
      return { rows: rows as MemberCouponRow[], total: total?.n ?? 0 };
    },

    /** The member's usable coupons, ending soonest first. */
    async usableCoupons(userSeqNo: number): Promise<MemberCouponRow[]> {
      return db
        .select(couponColumns)
        .from(memberCoupons)
        .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
        .where(and(eq(memberCoupons.userSeqNo, userSeqNo), usable))
        .orderBy(...VIEW_ORDER.active);
    },

    /** How many of the member's coupons are usable now. */
    async usableCouponCount(userSeqNo: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberCoupons)
        .where(and(eq(memberCoupons.userSeqNo, userSeqNo), usable));
      return row?.n ?? 0;
    },

    /** ISSUED → USED, guarded: only the holder's, still ISSUED and unexpired. False: refused (0 rows). */
    async markUsed(userSeqNo: number, memberCouponId: number, orderId: number): Promise<boolean> {
      const rows = await db
        .update(memberCoupons)
        .set({ status: 'USED', usedAt: sql`now()`, usedOrderId: orderId })
        .where(and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.userSeqNo, userSeqNo), usable))
        .returning({ id: memberCoupons.id });
      return rows.length === 1;
    },

    /** USED by this order → ISSUED, or EXPIRED when past its expiry; nothing when not used by it. */
    async restore(memberCouponId: number, orderId: number): Promise<void> {
      await db
        .update(memberCoupons)
        .set({
          status: sql`CASE WHEN ${memberCoupons.expiresAt} > now() THEN 'ISSUED' ELSE 'EXPIRED' END`,
          usedAt: null,
          usedOrderId: null
        })
        .where(
          and(
            eq(memberCoupons.id, memberCouponId),
            eq(memberCoupons.status, 'USED'),
            eq(memberCoupons.usedOrderId, orderId)
          )
        );
    },

    /** The expiry sweep's coupon half: ISSUED past expiry → EXPIRED. Answers how many. */
    async expireCoupons(): Promise<number> {
      const rows = await db
        .update(memberCoupons)
        .set({ status: 'EXPIRED' })
        .where(and(eq(memberCoupons.status, 'ISSUED'), lte(memberCoupons.expiresAt, sql`now()`)))
        .returning({ id: memberCoupons.id });
      return rows.length;
    },

    // ── Points ────────────────────────────────────────────────────────────────────────────────────────────

    async balance(userSeqNo: number): Promise<number> {
      const [row] = await db
        .select({ balance: pointBalances.balance })
        .from(pointBalances)
        .where(eq(pointBalances.userSeqNo, userSeqNo));
      return row?.balance ?? 0;
    },

    /**
     * Creates the member's balance row when missing and locks it until the transaction ends (an upsert that
     * changes nothing): every point write of one member runs one at a time behind it. Answers the balance.
     */
    async lockBalance(userSeqNo: number): Promise<number> {
      const [row] = await db
        .insert(pointBalances)
        .values({ userSeqNo, balance: 0 })
        .onConflictDoUpdate({
          target: pointBalances.userSeqNo,
          set: { balance: sql`${pointBalances.balance}` }
        })
        .returning({ balance: pointBalances.balance });
      if (!row) throw new Error('point balance upsert returned no row');
      return row.balance;
    },

    /** balance + delta (a credit, or a debit guarded by `balance >= x`); null when the guard refused it. */
    async addToBalance(userSeqNo: number, delta: number): Promise<number | null> {
      const [row] = await db
        .update(pointBalances)
        .set({ balance: sql`${pointBalances.balance} + ${delta}`, updatedAt: sql`now()` })
        .where(and(eq(pointBalances.userSeqNo, userSeqNo), sql`${pointBalances.balance} + ${delta} >= 0`))
        .returning({ balance: pointBalances.balance });
      return row ? row.balance : null;
    },

    /**
     * Appends a ledger row; an order's second row of the same kind (unique index) is not written: null.
     */
    async append(entry: typeof pointLedger.$inferInsert): Promise<LedgerRow | null> {
      const [row] = await db.insert(pointLedger).values(entry).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The order's own rows of one member (at most one per kind and reversed kind; its returns' rows apart). */
    async orderEntries(userSeqNo: number, orderId: number): Promise<LedgerRow[]> {
      return db
        .select()
        .from(pointLedger)
        .where(
          and(
            eq(pointLedger.userSeqNo, userSeqNo),
            eq(pointLedger.orderId, orderId),
            isNull(pointLedger.returnId)
          )
        );
    },

    /**
     * The sums the summary and the expiry rule need (docs/decisions/037):
     * credits lapsing by `horizon`, what debits consumed, earned and used totals.
     */
    async sums(userSeqNo: number, horizon: Date) {
      const [row] = await db
        .select({
          lapsing: lapsingBy(horizon),
          consumed: CONSUMED,
          earned: sql<string>`coalesce(sum(${pointLedger.amount}) FILTER (WHERE ${pointLedger.kind} IN ('EARN', 'GRANT') OR (${pointLedger.kind} = 'REVERSE' AND ${pointLedger.reverses} IN ('EARN', 'GRANT'))), 0)`,
          used: sql<string>`coalesce(-sum(${pointLedger.amount}) FILTER (WHERE ${pointLedger.kind} = 'USE' OR (${pointLedger.kind} = 'REVERSE' AND ${pointLedger.reverses} = 'USE')), 0)`
        })
        .from(pointLedger)
        .where(eq(pointLedger.userSeqNo, userSeqNo));
      return {
        lapsing: Number(row?.lapsing ?? 0),
        consumed: Number(row?.consumed ?? 0),
        earned: Number(row?.earned ?? 0),
        used: Number(row?.used ?? 0)
      };
    },

    /**
     * Members the sweep has work for: a positive balance and more lapsed credit than their debits consumed
     * (one grouped read; members whose lapsed credits were spent or expired already are not visited again).
     */
    async membersWithLapsedCredits(now: Date): Promise<number[]> {
      const rows = await db
        .select({ userSeqNo: pointLedger.userSeqNo })
        .from(pointLedger)
        .innerJoin(pointBalances, eq(pointBalances.userSeqNo, pointLedger.userSeqNo))
        .where(gt(pointBalances.balance, 0))
        .groupBy(pointLedger.userSeqNo)
        .having(sql`${lapsingBy(now)} > ${CONSUMED}`);
      return rows.map((row) => row.userSeqNo);
    },

    async history(
      userSeqNo: number,
      range: { from: Date | null; to: Date | null },
      page: number,
      pageSize: number
    ) {
      const where = and(
        eq(pointLedger.userSeqNo, userSeqNo),
        range.from ? sql`${pointLedger.createdAt} >= ${range.from.toISOString()}::timestamptz` : undefined,
        range.to ? sql`${pointLedger.createdAt} < ${range.to.toISOString()}::timestamptz` : undefined
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointLedger)
          .where(where)
          .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(pointLedger).where(where)
      ]);
      return { rows, total: total?.n ?? 0 };
    }
  };
}
