import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { coupons, memberCoupons, pointBalances, pointLedger, users } from '../src/db/schema.ts';
import type { PointReason } from '../src/modules/benefits/benefits.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const COMPENSATION_LOCK = 72707004;

type CouponTemplate = typeof coupons.$inferInsert & { key: string };

/** The brand's demo coupons (names in the three languages). */
const TEMPLATES: CouponTemplate[] = [
  {
    key: 'won5000',
    nameKo: '5,000원 할인 쿠폰',
    nameEn: '5,000 won off',
    nameZh: '折抵5,000韓元優惠券',
    discountType: 'AMOUNT',
    discountValue: 5000,
    minOrderAmount: 30000
  },
  {
    key: 'rate10',
    nameKo: '10% 할인 쿠폰 (최대 10,000원)',
    nameEn: '10% off (up to 10,000 won)',
    nameZh: '9折優惠券（最高折抵10,000韓元）',
    discountType: 'RATE',
    discountValue: 10,
    maxDiscount: 10000,
    minOrderAmount: 0
  },
  {
    key: 'welcome3000',
    nameKo: '신규 가입 3,000원 쿠폰',
    nameEn: 'Welcome coupon: 3,000 won off',
    nameZh: '新會員折抵3,000韓元優惠券',
    discountType: 'AMOUNT',
    discountValue: 3000,
    minOrderAmount: 20000
  },
  {
    key: 'birthday15',
    nameKo: '생일 축하 15% 쿠폰 (최대 20,000원)',
    nameEn: 'Birthday 15% off (up to 20,000 won)',
    nameZh: '生日85折優惠券（最高折抵20,000韓元）',
    discountType: 'RATE',
    discountValue: 15,
    maxDiscount: 20000,
    minOrderAmount: 50000
  },
  {
    key: 'planner7000',
    nameKo: '플래너 전용 7,000원 쿠폰',
    nameEn: 'Planner coupon: 7,000 won off',
    nameZh: '美容顧問專屬折抵7,000韓元優惠券',
    discountType: 'AMOUNT',
    discountValue: 7000,
    minOrderAmount: 50000
  }
];

/**
 * Who holds what (days relative to the seed): customer1 a usable 5,000 won coupon, a 10% coupon ending within a
 * week (D-day), one used and one expired; customer2 a welcome coupon; planner1 a planner coupon and an expired one.
 * A used demo coupon names order id 0 (no order has it: identities start at 1), so it shows no order number.
 */
const HOLDINGS: Record<
  string,
  {
    key: string;
    issuedDaysAgo: number;
    expiresInDays: number;
    status?: 'USED' | 'EXPIRED';
    usedDaysAgo?: number;
  }[]
> = {
  customer1: [
    { key: 'won5000', issuedDaysAgo: 3, expiresInDays: 60 },
    { key: 'rate10', issuedDaysAgo: 10, expiresInDays: 5 },
    { key: 'welcome3000', issuedDaysAgo: 120, expiresInDays: 60, status: 'USED', usedDaysAgo: 40 },
    { key: 'birthday15', issuedDaysAgo: 70, expiresInDays: -10, status: 'EXPIRED' }
  ],
  customer2: [{ key: 'welcome3000', issuedDaysAgo: 1, expiresInDays: 30 }],
  planner1: [
    { key: 'planner7000', issuedDaysAgo: 7, expiresInDays: 90 },
    { key: 'rate10', issuedDaysAgo: 60, expiresInDays: -1, status: 'EXPIRED' }
  ]
};

type Entry = {
  kind: 'GRANT' | 'EXPIRE';
  amount: number;
  reason: PointReason;
  daysAgo: number;
  expiresInDays?: number;
};

/**
 * Points: a 3,000 welcome GRANT for every demo member; customer1 has 12,000 with some history (an event grant
 * that lapsed and was expired, one ending within 30 days).
 */
const POINTS: Record<string, Entry[]> = {
  customer1: [
    { kind: 'GRANT', amount: 1000, reason: 'event', daysAgo: 400, expiresInDays: -35 },
    { kind: 'GRANT', amount: 3000, reason: 'welcome', daysAgo: 180, expiresInDays: 185 },
    { kind: 'EXPIRE', amount: -1000, reason: 'expiry', daysAgo: 35 },
    { kind: 'GRANT', amount: 5000, reason: 'event', daysAgo: 20, expiresInDays: 20 },
    { kind: 'GRANT', amount: 4000, reason: 'event', daysAgo: 2, expiresInDays: 363 }
  ],
  customer2: [{ kind: 'GRANT', amount: 3000, reason: 'welcome', daysAgo: 1, expiresInDays: 364 }],
  planner1: [{ kind: 'GRANT', amount: 3000, reason: 'welcome', daysAgo: 300, expiresInDays: 65 }]
};

const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Demo coupons and points for the demo members (docs/decisions/037), once: a database that already has a coupon
 * is left alone; concurrent starters wait on a lock. Members missing from the database are skipped.
 */
export async function seedDemoBenefitsIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${COMPENSATION_LOCK})`);
    const [existing] = await tx.select({ id: coupons.id }).from(coupons).limit(1);
    if (existing) return false;
    const members = await tx
      .select({ userSeqNo: users.userSeqNo, loginId: users.loginId })
      .from(users)
      .where(inArray(users.loginId, Object.keys({ ...HOLDINGS, ...POINTS })));
    const idOf = new Map(members.map((member) => [member.loginId, member.userSeqNo]));

    const made = await tx
      .insert(coupons)
      .values(TEMPLATES.map(({ key: _key, ...template }) => ({ ...template, createdAt: at(now, -400) })))
      .returning({ id: coupons.id });
    const templateId = new Map(TEMPLATES.map((template, index) => [template.key, made[index]!.id]));

    const held = Object.entries(HOLDINGS).flatMap(([loginId, list]) => {
      const userSeqNo = idOf.get(loginId);
      if (userSeqNo === undefined) return [];
      return list.map((holding): typeof memberCoupons.$inferInsert => ({
        userSeqNo,
        couponId: templateId.get(holding.key)!,
        status: holding.status ?? 'ISSUED',
        issuedAt: at(now, -holding.issuedDaysAgo),
        expiresAt: at(now, holding.expiresInDays),
        usedAt: holding.status === 'USED' ? at(now, -(holding.usedDaysAgo ?? 0)) : null,
        usedOrderId: holding.status === 'USED' ? 0 : null
      }));
    });
    if (held.length > 0) await tx.insert(memberCoupons).values(held);

    // A member who already has points (orders placed before this seed ran) keeps their ledger as it is.
    const withPoints = new Set(
      (
        await tx
          .selectDistinct({ userSeqNo: pointLedger.userSeqNo })
          .from(pointLedger)
          .where(inArray(pointLedger.userSeqNo, [...idOf.values(), -1]))
      ).map((row) => row.userSeqNo)
    );
    for (const [loginId, entries] of Object.entries(POINTS)) {
      const userSeqNo = idOf.get(loginId);
      if (userSeqNo === undefined || withPoints.has(userSeqNo)) continue;
      let balance = 0;
      const rows = entries.map((entry) => {
        balance += entry.amount;
        return {
          userSeqNo,
          kind: entry.kind,
          amount: entry.amount,
          balanceAfter: balance,
          reason: entry.reason,
          createdAt: at(now, -entry.daysAgo),
          expiresAt: entry.expiresInDays === undefined ? null : at(now, entry.expiresInDays)
        };
      });
      await tx.insert(pointLedger).values(rows);
      await tx
        .insert(pointBalances)
        .values({ userSeqNo, balance, updatedAt: now })
        .onConflictDoUpdate({ target: pointBalances.userSeqNo, set: { balance, updatedAt: now } });
    }
    return true;
  });
}
