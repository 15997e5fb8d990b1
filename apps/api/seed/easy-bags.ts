import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { demoMemberId } from './members.ts';
import { easyBagLines, easyBags } from '../src/modules/personal/personal.table.ts';

const EASY_BAG_LOCK = 72707075;

/**
 * planner1's demo easy bag (docs/decisions/075): a cleansing foam, a sunscreen and the sold-out sun essence, so
 * /beauty-planner shows a line left out with its reason. Its id is random like every bag's (the link is the secret):
 * planner1 finds it at /mypage/easybag.
 */
export const DEMO_EASY_BAG = {
  name: '데일리 선케어 세트',
  note: '세안 후 선크림까지 한 번에! 외출 30분 전에 선크림을 충분히 발라 주세요.',
  lines: [
    { productId: 1001, quantity: 1 },
    { productId: 1011, quantity: 2 },
    // Sold out in the seed (products-a): shown greyed and left out of the order.
    { productId: 1012, quantity: 1 }
  ]
} as const;

/** Adds planner1's demo bag when planner1 exists and has none; never touches other bags. */
export async function seedDemoEasyBagIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${EASY_BAG_LOCK})`);
    const plannerId = await demoMemberId(tx, 'planner1');
    if (plannerId === null) return false;
    const [existing] = await tx
      .select({ id: easyBags.id })
      .from(easyBags)
      .where(eq(easyBags.userSeqNo, plannerId))
      .limit(1);
    if (existing) return false;
    const id = randomBytes(16).toString('base64url');
    await tx.insert(easyBags).values({
      id,
      userSeqNo: plannerId,
      name: DEMO_EASY_BAG.name,
      note: DEMO_EASY_BAG.note
    });
    await tx
      .insert(easyBagLines)
      .values(DEMO_EASY_BAG.lines.map((line, position) => ({ bagId: id, position, ...line })));
    return true;
  });
}
