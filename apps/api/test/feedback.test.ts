import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskFeedbackDetail, DeskFeedbackList, FeedbackDetail, FeedbackList } from '@mall/domain';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { createFeedbackKeys } from '../src/modules/feedback/feedback-access.ts';
import { feedbackPosts, feedbackResetTokens } from '../src/modules/feedback/feedback.table.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { cartMember } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { nextAddress } from './members.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** The feedback board (issue 19 item 5, docs/decisions/081). */
let ctx: TestContext;
let cs: Awaited<ReturnType<typeof signedInStaff>>;
let serial = 0;

const BASE = '/api/etc/v1/public/feedback';
const DESK = '/api/staff/v1/feedback';
const PASSWORD = 'pw1234';

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { RATE_LIMIT_ROUTE_SCALE: '1' } });
  cs = await signedInStaff(ctx, ['CS']);
  // A loaded machine migrates the run's first database slowly.
}, 180_000);
afterAll(async () => ctx.close());

type Options = { token?: string; grant?: string; address?: string; language?: string };
function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  options: Options = {}
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      'accept-language': options.language ?? 'ko-KR',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.grant ? { 'x-feedback-grant': options.grant } : {})
    },
    remoteAddress: options.address ?? nextAddress(),
    ...(payload === undefined ? {} : { payload: payload as object })
  });
}
function desk(method: 'GET' | 'PUT', url: string, cookie: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object })
  });
}

/** A fresh body each time (the duplicate rule refuses a body seen within a day). */
const post = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    category: 'PRODUCT',
    title: `제품 후기 ${serial}`,
    body: `세럼을 한 달 써 봤는데 피부가 촉촉해졌어요. 글 번호 ${serial}-${Math.random()}`,
    visibility: 'PUBLIC',
    ...overrides
  };
};
const guest = (overrides: Record<string, unknown> = {}) => ({
  name: '김고객',
  email: `guest${serial}@example.com`,
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  privacyConsent: true,
  ...overrides
});

async function guestPost(
  overrides: Record<string, unknown> = {},
  guestOverrides: Record<string, unknown> = {}
) {
  const body = post(overrides);
  const response = await call('POST', BASE, { ...body, guest: guest(guestOverrides) });
  expect(response.statusCode, response.body).toBe(200);
  const { feedbackId, grant } = response.json<{ data: { feedbackId: number; grant: string } }>().data;
  return { id: feedbackId, grant, body };
}
async function memberPost(token: string, overrides: Record<string, unknown> = {}) {
  const response = await call('POST', BASE, post(overrides), { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { feedbackId: number; grant: null } }>().data.feedbackId;
}
const grantFor = async (id: number, password = PASSWORD) => {
  const response = await call('POST', `${BASE}/${id}/password`, { password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { grant: string } }>().data.grant;
};
const list = async (query = '') => {
  const response = await call('GET', `${BASE}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: FeedbackList }>().data;
};
const codeOf = (response: { json(): unknown }) => (response.json() as { code: string }).code;
const fieldsOf = (response: { json(): unknown }) =>
  ((response.json() as { fields?: { field: string; code: string }[] }).fields ?? []).map(
    (f) => `${f.field}:${f.code}`
  );

async function mailsTo(email: string): Promise<{ subject: string; body: string }[]> {
  const box = await ctx.app.inject({
    method: 'GET',
    url: `/__sandbox/mail?format=json&to=${encodeURIComponent(email)}`
  });
  return box.json().data as { subject: string; body: string }[];
}
async function resetToken(email: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(email)).length, { timeout: 5000 })
    .toBeGreaterThanOrEqual(count);
  const [latest] = await mailsTo(email);
  const link = /(https?:\/\/\S+\/feedback\/resetpw\/confirm\?token=[\w-]+)/.exec(latest!.body)?.[1];
  expect(link, 'a reset link in the mail').toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

describe('POST /etc/v1/public/feedback', () => {
  it('[200] a guest writes; the password is stored hashed; the answer carries a grant for that post', async () => {
    const { id, grant } = await guestPost();
    const [row] = await ctx.database.db.select().from(feedbackPosts).where(eq(feedbackPosts.id, id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(grant.startsWith(`${id}.`)).toBe(true);
  });

  it('[200] a member writes without a password; their name is shown masked', async () => {
    const member = await cartMember(ctx);
    const id = await memberPost(member.token);
    const detail = (await call('GET', `${BASE}/${id}`)).json<{ data: FeedbackDetail }>().data;
    expect(detail).toMatchObject({ guest: false, writerName: '이**', canEdit: false });
    const mine = (await call('GET', `${BASE}/${id}`, undefined, { token: member.token })).json<{
      data: FeedbackDetail;
    }>().data;
    expect(mine.canEdit).toBe(true);
  });

  it('[400] a guest needs a name, a contact, a 4–16 character password confirmed and consent', async () => {
    const response = await call('POST', BASE, {
      ...post(),
      guest: { name: '', email: '', password: '123', passwordConfirm: '321', privacyConsent: false }
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(
      expect.arrayContaining([
        'guest.name:FBK_NameRequired',
        'guest.password:FBK_PasswordLength',
        'guest.privacyConsent:FBK_PrivacyConsent'
      ])
    );
    const noGuest = await call('POST', BASE, post());
    expect(noGuest.statusCode).toBe(400);
    expect(fieldsOf(noGuest)).toEqual(['guest.name:FBK_NameRequired']);
    const long = await call('POST', BASE, {
      ...post(),
      guest: guest({ password: 'x'.repeat(17), passwordConfirm: 'x'.repeat(17) })
    });
    expect(fieldsOf(long)).toContain('guest.password:FBK_PasswordLength');
    const noContact = await call('POST', BASE, { ...post(), guest: guest({ email: '' }) });
    expect(fieldsOf(noContact)).toContain('guest.email:FBK_ContactRequired');
  });

  it('[400] titles, bodies and categories are bounded; more than two links are refused', async () => {
    const short = await call('POST', BASE, { ...post({ body: '짧아요' }), guest: guest() });
    expect(fieldsOf(short)).toContain('body:FBK_BodyLength');
    const long = await call('POST', BASE, {
      ...post({ title: 'x'.repeat(101), body: 'y'.repeat(3001) }),
      guest: guest()
    });
    expect(fieldsOf(long)).toEqual(expect.arrayContaining(['title:FBK_TitleLength', 'body:FBK_BodyLength']));
    const links = await call('POST', BASE, {
      ...post({ body: '싸게 팝니다 http://a.example www.b.example https://c.example 연락 주세요' }),
      guest: guest()
    });
    expect(links.statusCode).toBe(400);
    expect(fieldsOf(links)).toContain('body:FBK_TooManyLinks');
    const category = await call('POST', BASE, { ...post({ category: 'SPAM' }), guest: guest() });
    expect(fieldsOf(category)).toContain('category:FBK_Category');
  });

  it('[429] one address must wait a minute between posts; [409] the same body twice is refused', async () => {
    const address = nextAddress();
    const first = await call('POST', BASE, { ...post(), guest: guest() }, { address });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('POST', BASE, { ...post(), guest: guest() }, { address });
    expect(again.statusCode).toBe(429);
    expect(codeOf(again)).toBe('FEEDBACK_TOO_SOON');
    const body = post();
    expect((await call('POST', BASE, { ...body, guest: guest() })).statusCode).toBe(200);
    const duplicate = await call('POST', BASE, {
      ...body,
      body: `  ${body.body.toUpperCase()}  `,
      guest: guest()
    });
    expect(duplicate.statusCode).toBe(409);
    expect(codeOf(duplicate)).toBe('FEEDBACK_DUPLICATE');
  });

  it('[429] the per-address write limit answers before the service', async () => {
    const address = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 5 + 1; i += 1) codes.push((await call('POST', BASE, {}, { address })).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('GET /etc/v1/public/feedback', () => {
  it('[200] lists private posts with a lock and no body; hidden posts not at all; searches public bodies only', async () => {
    const word = `키워드${Date.now()}`;
    const open = await guestPost({ body: `공개 글 본문 ${word} 입니다` });
    const secret = await guestPost({ visibility: 'PRIVATE', body: `비밀 글 본문 ${word} 입니다` });
    const hidden = await guestPost({ body: `숨긴 글 본문 ${word} 입니다` });
    expect(
      (await desk('PUT', `${DESK}/${hidden.id}/visibility`, cs.cookie, { hidden: true, reason: '광고' }))
        .statusCode
    ).toBe(200);
    const all = await list();
    const ids = all.list.map((item) => item.feedbackId);
    expect(ids).toContain(secret.id);
    expect(ids).not.toContain(hidden.id);
    const item = all.list.find((row) => row.feedbackId === secret.id)!;
    expect(item.visibility).toBe('PRIVATE');
    expect(JSON.stringify(all)).not.toContain('비밀 글 본문');
    expect(JSON.stringify(all)).not.toContain('@example.com');
    const found = await list(`?keyword=${encodeURIComponent(word)}`);
    expect(found.list.map((row) => row.feedbackId)).toEqual([open.id]);
  });

  it('[200] filters by category, pages by 10; [400] a bad category or page', async () => {
    await guestPost({ category: 'PRAISE' });
    const praise = await list('?category=PRAISE');
    expect(praise.list.length).toBeGreaterThan(0);
    expect(praise.list.every((row) => row.category === 'PRAISE')).toBe(true);
    const first = await list('?page=1');
    expect(first.list.length).toBeLessThanOrEqual(10);
    expect((await call('GET', `${BASE}?category=NOPE`)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}?page=0`)).statusCode).toBe(400);
  });
});

describe('GET /etc/v1/public/feedback/:id', () => {
  it('[403] a private guest post needs its grant; [200] with it; a grant of another post opens nothing', async () => {
    const secret = await guestPost({ visibility: 'PRIVATE' });
    const other = await guestPost({ visibility: 'PRIVATE' });
    const bare = await call('GET', `${BASE}/${secret.id}`);
    expect(bare.statusCode).toBe(403);
    expect(codeOf(bare)).toBe('FEEDBACK_PASSWORD_REQUIRED');
    expect(bare.body).not.toContain(secret.body.body);
    const crossed = await call('GET', `${BASE}/${secret.id}`, undefined, { grant: other.grant });
    expect(crossed.statusCode).toBe(403);
    const forged = await call('GET', `${BASE}/${secret.id}`, undefined, {
      grant: `${secret.id}.${Date.now() + 600_000}.${'A'.repeat(43)}`
    });
    expect(forged.statusCode).toBe(403);
    const opened = await call('GET', `${BASE}/${secret.id}`, undefined, { grant: secret.grant });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<{ data: FeedbackDetail }>().data).toMatchObject({
      body: secret.body.body,
      canEdit: true
    });
  });

  it('[403] an expired grant opens nothing', async () => {
    const secret = await guestPost({ visibility: 'PRIVATE' });
    const [row] = await ctx.database.db.select().from(feedbackPosts).where(eq(feedbackPosts.id, secret.id));
    const keys = createFeedbackKeys(
      await createAuthRepository(ctx.database.db).secret('feedback-grant-hmac')
    );
    const stale = keys.issueGrant(secret.id, row!.passwordHash!, new Date(Date.now() - 11 * 60_000));
    expect((await call('GET', `${BASE}/${secret.id}`, undefined, { grant: stale.grant })).statusCode).toBe(
      403
    );
    const live = keys.issueGrant(secret.id, row!.passwordHash!, new Date());
    expect((await call('GET', `${BASE}/${secret.id}`, undefined, { grant: live.grant })).statusCode).toBe(
      200
    );
  });

  it('[403/401] a private member post is its writer’s alone', async () => {
    const [writer, stranger] = [await cartMember(ctx), await cartMember(ctx)];
    const id = await memberPost(writer.token, { visibility: 'PRIVATE' });
    expect((await call('GET', `${BASE}/${id}`, undefined, { token: writer.token })).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${id}`, undefined, { token: stranger.token })).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(401);
  });

  it('[404] unknown, hidden and malformed ids', async () => {
    const hidden = await guestPost();
    await desk('PUT', `${DESK}/${hidden.id}/visibility`, cs.cookie, { hidden: true, reason: '욕설' });
    expect(codeOf(await call('GET', `${BASE}/${hidden.id}`))).toBe('FEEDBACK_NOT_FOUND');
    expect((await call('GET', `${BASE}/999999999`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/abc`)).statusCode).toBe(400);
  });
});

describe('POST /etc/v1/public/feedback/:id/password', () => {
  it('[400] counts wrong passwords, [429] locks after five, [200] the right one after the lock ends', async () => {
    const { id } = await guestPost();
    for (let n = 1; n <= 4; n += 1) {
      const wrong = await call('POST', `${BASE}/${id}/password`, { password: 'nope' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: 'FEEDBACK_PASSWORD_WRONG',
        data: { failCount: n, limit: 5 }
      });
    }
    const fifth = await call('POST', `${BASE}/${id}/password`, { password: 'nope' });
    expect(fifth.statusCode).toBe(429);
    expect(codeOf(fifth)).toBe('FEEDBACK_PASSWORD_LOCKED');
    const right = await call('POST', `${BASE}/${id}/password`, { password: PASSWORD });
    expect(codeOf(right)).toBe('FEEDBACK_PASSWORD_LOCKED');
    await ctx.database.db
      .update(feedbackPosts)
      .set({ passwordLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(feedbackPosts.id, id));
    expect(await grantFor(id)).toMatch(new RegExp(`^${id}\\.`));
  });

  it('[403] a member post has no password; [404] unknown post', async () => {
    const member = await cartMember(ctx);
    const id = await memberPost(member.token);
    expect((await call('POST', `${BASE}/${id}/password`, { password: PASSWORD })).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/999999999/password`, { password: PASSWORD })).statusCode).toBe(404);
  });

  it('[429] the per-address limit on password checks', async () => {
    const { id } = await guestPost();
    const address = nextAddress();
    let last = 0;
    for (let i = 0; i < 10 + 1; i += 1)
      last = (await call('POST', `${BASE}/999999999/password`, { password: 'x' }, { address })).statusCode;
    expect(last).toBe(429);
    expect(
      (await call('POST', `${BASE}/${id}/password`, { password: PASSWORD }, { address })).statusCode
    ).toBe(429);
  });
});

describe('PUT and DELETE /etc/v1/public/feedback/:id', () => {
  it('[200] a guest edits with a grant; [403] without one or with another post’s', async () => {
    const mine = await guestPost();
    const other = await guestPost();
    const edit = post({ title: '수정한 제목' });
    expect(codeOf(await call('PUT', `${BASE}/${mine.id}`, edit))).toBe('FEEDBACK_PASSWORD_REQUIRED');
    expect((await call('PUT', `${BASE}/${mine.id}`, edit, { grant: other.grant })).statusCode).toBe(403);
    const grant = await grantFor(mine.id);
    const done = await call('PUT', `${BASE}/${mine.id}`, edit, { grant });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ data: FeedbackDetail }>().data).toMatchObject({ title: '수정한 제목', canEdit: true });
    expect(done.json<{ data: FeedbackDetail }>().data.updatedAt).not.toBeNull();
  });

  it('[200] a member edits and deletes only their own posts', async () => {
    const [writer, stranger] = [await cartMember(ctx), await cartMember(ctx)];
    const id = await memberPost(writer.token);
    expect((await call('PUT', `${BASE}/${id}`, post(), { token: stranger.token })).statusCode).toBe(403);
    expect((await call('PUT', `${BASE}/${id}`, post())).statusCode).toBe(401);
    expect((await call('DELETE', `${BASE}/${id}`, undefined, { token: stranger.token })).statusCode).toBe(
      403
    );
    expect((await call('PUT', `${BASE}/${id}`, post(), { token: writer.token })).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/${id}`, undefined, { token: writer.token })).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(404);
  });

  it('[200] a guest deletes with a grant; [403] without', async () => {
    const { id, grant } = await guestPost();
    expect((await call('DELETE', `${BASE}/${id}`)).statusCode).toBe(403);
    expect((await call('DELETE', `${BASE}/${id}`, undefined, { grant })).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/${id}`, undefined, { grant })).statusCode).toBe(404);
  });
});

describe('POST /etc/v1/public/feedback/resetpw (+ /confirm)', () => {
  it('[200] mails a one-time link; the new password works, the old one and old grants do not; the link is spent', async () => {
    const { id, grant } = await guestPost({}, { email: `reset${Date.now()}@example.com` });
    const [row] = await ctx.database.db.select().from(feedbackPosts).where(eq(feedbackPosts.id, id));
    const email = row!.guestEmail!;
    const asked = await call(
      'POST',
      `${BASE}/resetpw`,
      { feedbackId: id, email: email.toUpperCase() },
      { language: 'en-US' }
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const token = await resetToken(email);
    expect((await mailsTo(email))[0]!.subject).toContain('Reset');
    const [stored] = await ctx.database.db
      .select()
      .from(feedbackResetTokens)
      .where(eq(feedbackResetTokens.feedbackId, id));
    expect(stored!.tokenHash).not.toBe(token);
    const body = { token, password: 'new-pass', passwordConfirm: 'new-pass' };
    const done = await call('POST', `${BASE}/resetpw/confirm`, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { feedbackId: id } });
    expect(codeOf(await call('POST', `${BASE}/resetpw/confirm`, body))).toBe('FEEDBACK_RESET_INVALID');
    expect((await call('POST', `${BASE}/${id}/password`, { password: PASSWORD })).statusCode).toBe(400);
    expect(await grantFor(id, 'new-pass')).toBeTruthy();
    expect((await call('PUT', `${BASE}/${id}`, post(), { grant })).statusCode).toBe(403);
  });

  it('[200] the same answer for a wrong email or a member post, and no mail', async () => {
    const { id } = await guestPost({}, { email: `quiet${Date.now()}@example.com` });
    const wrong = await call('POST', `${BASE}/resetpw`, { feedbackId: id, email: 'someone@example.com' });
    expect(wrong.json()).toEqual({ data: { requested: true } });
    const unknown = await call('POST', `${BASE}/resetpw`, {
      feedbackId: 999999999,
      email: 'someone@example.com'
    });
    expect(unknown.json()).toEqual({ data: { requested: true } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo('someone@example.com')).toHaveLength(0);
  });

  it('[400] an expired link; a second request while a link is live mails nothing new', async () => {
    const email = `expire${Date.now()}@example.com`;
    const { id } = await guestPost({}, { email });
    await call('POST', `${BASE}/resetpw`, { feedbackId: id, email });
    const token = await resetToken(email);
    await call('POST', `${BASE}/resetpw`, { feedbackId: id, email });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(email)).toHaveLength(1);
    await ctx.database.db
      .update(feedbackResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(feedbackResetTokens.feedbackId, id));
    const late = await call('POST', `${BASE}/resetpw/confirm`, {
      token,
      password: 'later1',
      passwordConfirm: 'later1'
    });
    expect(late.statusCode).toBe(400);
    expect(codeOf(late)).toBe('FEEDBACK_RESET_INVALID');
    const mismatch = await call('POST', `${BASE}/resetpw/confirm`, {
      token,
      password: 'later1',
      passwordConfirm: 'later2'
    });
    expect(fieldsOf(mismatch)).toContain('passwordConfirm:FBK_PasswordConfirm');
  });
});

describe('staff desk /staff/v1/feedback', () => {
  it('[401/403] needs a signed-in staff member with feedback.moderate', async () => {
    const desk1 = await signedInStaff(ctx, ['ORDER_DESK']);
    expect((await desk('GET', DESK, desk1.cookie)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: DESK })).statusCode).toBe(401);
  });

  it('[200] replies once (again replaces it), sanitised when served, shown with its time; audited', async () => {
    const { id } = await guestPost();
    const html =
      '<p onclick="steal()">감사합니다 <script>alert(1)</script><a href="javascript:alert(1)">링크</a></p>';
    const first = await desk('PUT', `${DESK}/${id}/reply`, cs.cookie, { html });
    expect(first.statusCode, first.body).toBe(200);
    const served = (await call('GET', `${BASE}/${id}`)).json<{ data: FeedbackDetail }>().data;
    expect(served.reply!.html).toContain('감사합니다');
    expect(served.reply!.html).not.toMatch(/script|onclick|javascript:/);
    expect(served.reply!.repliedAt).toBeTruthy();
    const again = await desk('PUT', `${DESK}/${id}/reply`, cs.cookie, { html: '첫 줄\n둘째 줄 <b>' });
    const detail = again.json<{ data: DeskFeedbackDetail }>().data;
    expect(detail.reply!.html).toBe('첫 줄\n둘째 줄 <b>');
    const text = (await call('GET', `${BASE}/${id}`)).json<{ data: FeedbackDetail }>().data.reply!.html;
    expect(text).not.toContain('감사합니다');
    expect((await list()).list.find((row) => row.feedbackId === id)!.answered).toBe(true);
    const entries = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'feedback.reply'));
    expect(entries.filter((entry) => entry.staffId === cs.id)).toHaveLength(2);
  });

  it('[200] plain-text replies are escaped, not interpreted', async () => {
    const { id } = await guestPost();
    await desk('PUT', `${DESK}/${id}/reply`, cs.cookie, { html: '답변 드립니다.\n\n1 < 2 & 3 > 2' });
    const html = (await call('GET', `${BASE}/${id}`)).json<{ data: FeedbackDetail }>().data.reply!.html;
    expect(html).toBe('<p>답변 드립니다.</p><p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });

  it('[200] hides with a reason and shows again; lists all, hidden and unanswered; [400] hiding needs a reason', async () => {
    const { id } = await guestPost();
    const noReason = await desk('PUT', `${DESK}/${id}/visibility`, cs.cookie, { hidden: true });
    expect(fieldsOf(noReason)).toContain('reason:FBK_HideReason');
    await desk('PUT', `${DESK}/${id}/visibility`, cs.cookie, { hidden: true, reason: '개인정보 노출' });
    const hidden = (await desk('GET', `${DESK}?filter=hidden`, cs.cookie)).json<{ data: DeskFeedbackList }>()
      .data;
    expect(hidden.list.map((row) => row.feedbackId)).toContain(id);
    const unanswered = (await desk('GET', `${DESK}?filter=unanswered`, cs.cookie)).json<{
      data: DeskFeedbackList;
    }>();
    expect(unanswered.data.list.map((row) => row.feedbackId)).not.toContain(id);
    const read = await desk('GET', `${DESK}/${id}`, cs.cookie);
    expect(read.json<{ data: DeskFeedbackDetail }>().data).toMatchObject({
      hidden: true,
      hiddenReason: '개인정보 노출'
    });
    expect(read.json<{ data: DeskFeedbackDetail }>().data.email).toMatch(/@example\.com$/);
    const shown = await desk('PUT', `${DESK}/${id}/visibility`, cs.cookie, { hidden: false });
    expect(shown.json<{ data: DeskFeedbackDetail }>().data.hidden).toBe(false);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(200);
    const actions = (
      await ctx.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.targetId, String(id)))
    ).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['feedback.hide', 'feedback.read', 'feedback.show']));
  });

  it('[404] unknown post', async () => {
    expect((await desk('GET', `${DESK}/999999999`, cs.cookie)).statusCode).toBe(404);
    expect((await desk('PUT', `${DESK}/999999999/reply`, cs.cookie, { html: '답변' })).statusCode).toBe(404);
  });
});
