import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { inquiries } from '../src/modules/inquiry/inquiry.table.ts';
import { memberMemoComments, memberMemos } from '../src/modules/member-desk/member-memo.table.ts';
import { users } from '../src/modules/member/member.table.ts';
import { staffUsers } from '../src/modules/staff/staff.table.ts';

const INQUIRY_SEED_LOCK = 72707080;
const DAY_MS = 86_400_000;

/**
 * customer1's 1:1 inquiries (one answered by cs1, one waiting) and a pinned memo about her with a comment
 * (issue 19, docs/decisions/080): what a reviewer sees at once on /customer/inquiry/list and the console's desks.
 * Runs after the demo members and staff; does nothing when any inquiry exists or either is missing.
 */
export async function seedInquiriesIfEmpty(db: Database, now = new Date()): Promise<{ seeded: boolean }> {
  const [any] = await db.select({ id: inquiries.id }).from(inquiries).limit(1);
  if (any) return { seeded: false };
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INQUIRY_SEED_LOCK})`);
    const [existing] = await tx.select({ id: inquiries.id }).from(inquiries).limit(1);
    if (existing) return false;
    const [member] = await tx
      .select({ id: users.userSeqNo })
      .from(users)
      .where(eq(users.loginId, 'customer1'))
      .limit(1);
    const [cs] = await tx
      .select({ id: staffUsers.id, department: staffUsers.department })
      .from(staffUsers)
      .where(eq(staffUsers.loginId, 'cs1'))
      .limit(1);
    if (!member || !cs) return false;
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await tx.insert(inquiries).values([
      {
        userSeqNo: member.id,
        category: 'PRODUCT',
        title: '비타 세럼과 크림 사용 순서가 궁금해요',
        body: '비타 세럼을 새로 샀는데 수분 크림보다 먼저 바르는 게 맞나요?\n아침에도 써도 되는지 알려 주세요.',
        state: 'ANSWERED',
        answer:
          '<p>안녕하세요, 고객님. 루미에르 비타 고객센터입니다.</p><p>비타 세럼은 <strong>토너 다음, 크림 전</strong>에 사용해 주세요. 아침에 사용하실 때는 자외선 차단제를 꼭 함께 발라 주세요.</p>',
        answeredBy: cs.id,
        answeredAt: ago(4),
        answerUpdatedAt: ago(4),
        createdAt: ago(5),
        updatedAt: ago(4)
      },
      {
        userSeqNo: member.id,
        category: 'ORDER_DELIVERY',
        title: '배송지 변경이 가능한가요?',
        body: '어제 주문한 상품의 배송지를 회사 주소로 바꾸고 싶습니다.',
        createdAt: ago(1),
        updatedAt: ago(1)
      }
    ]);
    const [memo] = await tx
      .insert(memberMemos)
      .values({
        userSeqNo: member.id,
        content: '정기배송 고객: 배송일 변경 요청이 잦음. 통화 선호 시간 오후 2시 이후.',
        fixed: true,
        createdBy: cs.id,
        createdUserDepartment: cs.department,
        createdAt: ago(3)
      })
      .returning({ id: memberMemos.id });
    await tx.insert(memberMemoComments).values({
      memoId: memo!.id,
      content: '11월 배송일 변경 처리 완료.',
      createdBy: cs.id,
      createdUserDepartment: cs.department,
      createdAt: ago(2)
    });
    return true;
  });
  return { seeded };
}
