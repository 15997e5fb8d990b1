import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { feedbackBodyFingerprint, type FeedbackCategory, type FeedbackVisibility } from '@mall/domain';
import type { Database } from '../src/db/client.ts';
import { hashSecret } from '../src/lib/password.ts';
import { feedbackPosts } from '../src/modules/feedback/feedback.table.ts';
import { users } from '../src/modules/member/member.table.ts';

const FEEDBACK_SEED_LOCK = 72707081;
const DAY_MS = 86_400_000;
/** The demo guest posts' password (README): a reviewer opens, edits and deletes them with it. */
export const DEMO_FEEDBACK_PASSWORD = 'demo1234';

type SeedPost = {
  category: FeedbackCategory;
  title: string;
  body: string;
  visibility: FeedbackVisibility;
  /** A guest's name and email; absent: the demo member customer1 wrote it. */
  guest?: { name: string; email: string };
  daysAgo: number;
  reply?: { html: string; daysAgo: number };
};

const POSTS: SeedPost[] = [
  {
    category: 'PRAISE',
    title: '비타 세럼 덕분에 피부결이 달라졌어요',
    body: '한 달째 아침저녁으로 쓰고 있는데 피부결이 눈에 띄게 부드러워졌어요.\n향도 은은해서 좋아요. 대용량도 나오면 좋겠습니다!',
    visibility: 'PUBLIC',
    guest: { name: '김서연', email: 'seoyeon.demo@example.com' },
    daysAgo: 9,
    reply: {
      html: '<p>김서연 고객님, 따뜻한 후기 정말 감사합니다.</p><p>대용량 제품은 하반기 출시를 준비하고 있으니 <strong>공지사항</strong>으로 가장 먼저 알려 드리겠습니다.</p>',
      daysAgo: 8
    }
  },
  {
    category: 'DELIVERY',
    title: 'Delivery took longer than expected',
    body: 'My order arrived five days after payment. The box was fine, but a tracking update in between would have helped a lot.',
    visibility: 'PUBLIC',
    guest: { name: 'Emily Park', email: 'emily.demo@example.com' },
    daysAgo: 6
  },
  {
    category: 'SUGGESTION',
    title: '정기배송 주기를 3주로도 선택하고 싶어요',
    body: '지금은 2주, 4주만 고를 수 있어서 클렌저가 조금 남거나 모자라요. 3주 주기도 추가해 주시면 좋겠습니다.',
    visibility: 'PUBLIC',
    daysAgo: 4
  },
  {
    category: 'PRODUCT',
    title: '선크림 사용 후 트러블 문의',
    body: '선크림을 바른 뒤 턱 주변에 작은 트러블이 생겼어요. 제 피부 타입에 맞는 제품을 추천받고 싶습니다.',
    visibility: 'PRIVATE',
    guest: { name: '이하늘', email: 'haneul.demo@example.com' },
    daysAgo: 2
  },
  {
    category: 'SERVICE',
    title: '門市店員的服務非常親切',
    body: '上週到門市諮詢保養品，店員很有耐心地介紹每一款產品，還送了試用品，體驗非常好，謝謝！',
    visibility: 'PUBLIC',
    guest: { name: '陳怡君', email: 'yijun.demo@example.com' },
    daysAgo: 1
  }
];

/**
 * A handful of feedback posts (issue 19 item 5): guests' (password DEMO_FEEDBACK_PASSWORD) and one by customer1,
 * public and private, one with staff's reply. Skipped when the board has any post.
 */
export async function seedFeedbackIfEmpty(db: Database, now = new Date()): Promise<{ seeded: boolean }> {
  const [any] = await db.select({ id: feedbackPosts.id }).from(feedbackPosts).limit(1);
  if (any) return { seeded: false };
  const passwordHash = await hashSecret(DEMO_FEEDBACK_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FEEDBACK_SEED_LOCK})`);
    const [existing] = await tx.select({ id: feedbackPosts.id }).from(feedbackPosts).limit(1);
    if (existing) return false;
    const [member] = await tx
      .select({ id: users.userSeqNo, lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.loginId, 'customer1'))
      .limit(1);
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const rows = POSTS.filter((post) => post.guest || member).map((post) => ({
      category: post.category,
      title: post.title,
      body: post.body,
      visibility: post.visibility,
      userSeqNo: post.guest ? null : member!.id,
      writerName: post.guest ? post.guest.name : `${member!.lastName}${member!.firstName}`,
      guestEmail: post.guest?.email ?? null,
      passwordHash: post.guest ? passwordHash : null,
      addressKey: 'seed',
      bodyKey: createHash('sha256').update(feedbackBodyFingerprint(post.body)).digest('base64url'),
      replyHtml: post.reply?.html ?? null,
      repliedAt: post.reply ? ago(post.reply.daysAgo) : null,
      createdAt: ago(post.daysAgo)
    }));
    await tx.insert(feedbackPosts).values(rows);
    return true;
  });
  return { seeded };
}
