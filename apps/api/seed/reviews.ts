import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/modules/member/member.table.ts';
import { salesOrderLines, salesOrders } from '../src/modules/order/order.table.ts';
import { beautyProfiles, productReviews } from '../src/modules/reviews/reviews.table.ts';
import { moveFigures } from '../src/modules/reviews/reviews.service.ts';

const TEXTS = [
  { rating: 5, text: '건조한 피부인데 하루 종일 촉촉해요. 향도 은은해서 아침저녁으로 잘 쓰고 있어요.' },
  { rating: 4, text: '발림성이 좋고 흡수가 빨라요. 용량이 조금 더 컸으면 좋겠어요.' }
];

/**
 * A few reviews so product pages look alive (docs/decisions/090): customer1's beauty profile and reviews of two of
 * her delivered lines (the oldest delivered order's first line and the autoship one). Her other delivered lines
 * stay open for the review journey. Points are not granted here: the seed writes no ledger rows of its own.
 */
export async function seedDemoReviewsIfEmpty(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: productReviews.id }).from(productReviews).limit(1);
    if (existing) return;
    const [member] = await tx.select().from(users).where(eq(users.loginId, 'customer1'));
    if (!member) return;
    const lines = await tx
      .select({ id: salesOrderLines.id, productId: salesOrderLines.productId, orderId: salesOrders.id })
      .from(salesOrderLines)
      .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
      .where(and(eq(salesOrders.userSeqNo, member.userSeqNo), inArray(salesOrders.status, ['DELIVERED'])))
      .orderBy(asc(salesOrders.createdAt), asc(salesOrderLines.id));
    const profile = {
      skinType: 'DRY' as const,
      skinTone: 'LIGHT' as const,
      skinConcerns: ['DRYNESS' as const]
    };
    await tx
      .insert(beautyProfiles)
      .values({ userSeqNo: member.userSeqNo, ...profile })
      .onConflictDoNothing();
    // The oldest order's first line and the newest delivered order's (the autoship one).
    const chosen = [lines[0], lines.at(-1)].filter((line, index, all) => line && all.indexOf(line) === index);
    for (const [index, line] of chosen.entries()) {
      if (!line?.productId) continue;
      const [row] = await tx
        .insert(productReviews)
        .values({
          productId: line.productId,
          orderLineId: line.id,
          userSeqNo: member.userSeqNo,
          ...TEXTS[index % TEXTS.length]!,
          photoUrls: [],
          photoCount: 0,
          reviewer: `${member.lastName}**`,
          optionValue: null,
          ...profile
        })
        .returning();
      await moveFigures(tx, row!, 1);
    }
  });
}
