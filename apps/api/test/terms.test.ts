import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate, type DeskTermsVersion, type TermsDocument, type TermsKind } from '@mall/domain';
import { seedTermsIfEmpty } from '../seed/terms-seed.ts';
import { termsAgreements, users } from '../src/modules/member/member.table.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { termsConsents, termsDocuments } from '../src/modules/terms/terms.table.ts';
import { subscribe, subscriber, initBody as autoshipBody, dayAfter } from './autoship-fixtures.ts';
import { makeProduct } from './cart-fixtures.ts';
import { checkoutApi, GUEST_INIT, guestPieceBody, type OrderInitAnswer } from './checkout-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, mailedCode, nextAddress, sandboxVerification } from './members.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** Terms as versioned documents (docs/decisions/077). */
let ctx: TestContext;
let content: { cookie: string };
const DAY = 24 * 60 * 60 * 1000;
const PUBLIC = '/api/etc/v1/public/terms';
const DESK = '/api/staff/v1/terms';

const get = (url: string, language = 'ko-KR') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
const desk = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = content.cookie) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> })
  });
const dataOf = <T>(response: { statusCode: number; body: string; json(): unknown }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
};

async function documentId(kind: TermsKind, version: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: termsDocuments.id })
    .from(termsDocuments)
    .where(and(eq(termsDocuments.kind, kind), eq(termsDocuments.version, version)));
  return row!.id;
}

/** A new draft of `kind` with this text, published effective at `effectiveAt`. */
async function publishNew(kind: TermsKind, html: string, effectiveAt: Date): Promise<DeskTermsVersion> {
  const draft = dataOf<DeskTermsVersion>(await desk('POST', `${DESK}/${kind}/versions`, {}), 201);
  dataOf(
    await desk('PUT', `${DESK}/${kind}/versions/${draft.version}`, {
      title: { 'ko-KR': `새 ${kind}`, 'en-US': `New ${kind}` },
      html: { 'ko-KR': html, 'en-US': html }
    })
  );
  return dataOf<DeskTermsVersion>(
    await desk('POST', `${DESK}/${kind}/versions/${draft.version}/publish`, {
      effectiveAt: effectiveAt.toISOString()
    })
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedTermsIfEmpty(ctx.database.db);
  content = await signedInStaff(ctx, ['CONTENT']);
  // Version 3 of the terms of use, published to take effect in ten days.
  await publishNew('USE', '<h2>제1조</h2><p>미래 약관</p>', new Date(Date.now() + 10 * DAY));
}, 240_000);
afterAll(async () => ctx.close());

describe('GET /etc/v1/public/terms/{kind}', () => {
  it('[200] answers the version in effect now, not the one published for next week, with the earlier ones', async () => {
    const use = dataOf<TermsDocument>(await get(`${PUBLIC}/USE`));
    expect(use).toMatchObject({ kind: 'USE', version: 2, title: '이용약관', current: true });
    expect(use.versions.map((item) => [item.version, item.current])).toEqual([
      [2, true],
      [1, false]
    ]);
    expect(use.html).toContain('<h2 id="article-6">제6조 (정기배송)</h2>');
  });

  it('[200] answers in the asked language', async () => {
    const response = await get(`${PUBLIC}/PRIVACY`, 'zh-TW');
    expect(response.headers['cache-control']).toContain('public');
    expect(dataOf<TermsDocument>(response).title).toBe('隱私權政策');
    expect(dataOf<TermsDocument>(await get(`${PUBLIC}/PRIVACY`, 'en-US')).title).toBe('Privacy Policy');
  });

  it('[200] serves staff HTML sanitised, with an id on every heading for anchors', async () => {
    await publishNew(
      'HISTORY',
      '<h2 onclick="steal()">조회</h2><script>alert(1)</script><p><a href="javascript:alert(1)">x</a><img src="https://evil.example/x.png"></p><h3>둘</h3>',
      new Date()
    );
    const history = dataOf<TermsDocument>(await get(`${PUBLIC}/HISTORY`));
    expect(history.version).toBe(2);
    expect(history.html).not.toMatch(/script|onclick|javascript:|evil\.example/);
    expect(history.html).toContain('<h2 id="section-1">조회</h2>');
    expect(history.html).toContain('<h3 id="section-2">둘</h3>');
    // Stored as written: only the answer is cleaned.
    const [row] = await ctx.database.db
      .select({ html: termsDocuments.html })
      .from(termsDocuments)
      .where(eq(termsDocuments.id, await documentId('HISTORY', 2)));
    expect(row!.html['ko-KR']).toContain('<script>');
  });

  it('[400] refuses a kind that does not exist', async () => {
    const response = await get(`${PUBLIC}/NOPE`);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /etc/v1/public/terms/{kind}/versions/{version}', () => {
  it('[200] answers an earlier version, marked not current', async () => {
    const first = dataOf<TermsDocument>(await get(`${PUBLIC}/USE/versions/1`, 'en-US'));
    expect(first).toMatchObject({ version: 1, current: false, title: 'Terms of Use' });
    expect(first.html).not.toContain('Autoship');
    expect(first.versions).toHaveLength(2);
  });

  it('[404] hides a version not yet in effect and a draft', async () => {
    expect((await get(`${PUBLIC}/USE/versions/3`)).json()).toMatchObject({ code: 'TERMS_NOT_FOUND' });
    dataOf(await desk('POST', `${DESK}/PRIVACY/versions`, {}), 201);
    const draft = await get(`${PUBLIC}/PRIVACY/versions/2`);
    expect(draft.statusCode).toBe(404);
    expect((await get(`${PUBLIC}/USE/versions/99`)).statusCode).toBe(404);
  });
});

describe('staff terms desk /staff/v1/terms', () => {
  it('[200] lists every kind with its current, scheduled and draft versions', async () => {
    const { list } = dataOf<{ list: { kind: string }[] }>(await desk('GET', DESK));
    expect(list).toHaveLength(11);
    expect(list.find((row) => row.kind === 'USE')).toMatchObject({
      currentVersion: 2,
      scheduledVersion: 3,
      draftVersion: null
    });
    const versions = dataOf<{ list: DeskTermsVersion[] }>(await desk('GET', `${DESK}/USE`)).list;
    expect(versions.map((row) => [row.version, row.status, row.current])).toEqual([
      [3, 'PUBLISHED', false],
      [2, 'PUBLISHED', true],
      [1, 'PUBLISHED', false]
    ]);
  });

  it('[201] a new draft starts from the latest published text; a second draft is 409 TERMS_DRAFT_EXISTS', async () => {
    const draft = dataOf<DeskTermsVersion>(await desk('POST', `${DESK}/AUTOSHIP/versions`, {}), 201);
    expect(draft).toMatchObject({ version: 2, status: 'DRAFT', effectiveAt: null });
    expect(draft.title['ko-KR']).toBe('정기배송 이용약관');
    const again = await desk('POST', `${DESK}/AUTOSHIP/versions`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TERMS_DRAFT_EXISTS' });
  });

  it('[409] a published version is never edited nor published again', async () => {
    const edit = await desk('PUT', `${DESK}/USE/versions/2`, {
      title: { 'ko-KR': '바꿈' },
      html: { 'ko-KR': '<p>바꿈</p>' }
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'TERMS_PUBLISHED_IMMUTABLE' });
    const publish = await desk('POST', `${DESK}/USE/versions/1/publish`, {
      effectiveAt: new Date(Date.now() + 30 * DAY).toISOString()
    });
    expect(publish.json()).toMatchObject({ code: 'TERMS_PUBLISHED_IMMUTABLE' });
    expect(dataOf<TermsDocument>(await get(`${PUBLIC}/USE/versions/2`)).title).toBe('이용약관');
  });

  it('[400] refuses an effective date in the past or before a published version, and an empty Korean text', async () => {
    dataOf(await desk('POST', `${DESK}/MARKETING/versions`, {}), 201);
    const past = await desk('POST', `${DESK}/MARKETING/versions/2/publish`, {
      effectiveAt: new Date(Date.now() - DAY).toISOString()
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'TERMS_EFFECTIVE_AT_INVALID' });
    dataOf(await desk('POST', `${DESK}/USE/versions`, {}), 201);
    const beforeScheduled = await desk('POST', `${DESK}/USE/versions/4/publish`, {
      effectiveAt: new Date(Date.now() + 5 * DAY).toISOString()
    });
    expect(beforeScheduled.json()).toMatchObject({ code: 'TERMS_EFFECTIVE_AT_INVALID' });
    const empty = await desk('PUT', `${DESK}/MARKETING/versions/2`, {
      title: { 'ko-KR': ' ' },
      html: { 'ko-KR': '<p>x</p>' }
    });
    expect(empty.statusCode).toBe(400);
  });

  it('[200] every write is in the audit log with its before and after', async () => {
    const rows = await ctx.database.db
      .select({ action: staffAuditLog.action, targetId: staffAuditLog.targetId })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetType, 'terms'));
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'terms.create', targetId: 'USE:3' },
        { action: 'terms.edit', targetId: 'USE:3' },
        { action: 'terms.publish', targetId: 'USE:3' }
      ])
    );
  });

  it('[401] [403] asks for a signed-in staff member with content.manage', async () => {
    const cs = await signedInStaff(ctx, ['CS']);
    expect((await desk('GET', DESK, undefined, cs.cookie)).statusCode).toBe(403);
    expect((await desk('POST', `${DESK}/USE/versions`, {}, cs.cookie)).statusCode).toBe(403);
    expect((await desk('GET', DESK, undefined, '')).statusCode).toBe(401);
  });
});

describe('the version agreed is recorded', () => {
  it('[201] sign-up records the version in effect of each consent with a document', async () => {
    const email = 'terms-signup@example.com';
    const post = (url: string, payload: unknown, cookie = '') =>
      ctx.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { cookie },
        remoteAddress: nextAddress()
      });
    await post('/api/abo/mail/v1/public/sendAuthenticationMail', { email, purpose: 'SIGNUP' });
    const checked = await post('/api/abo/mail/v1/public/checkAuthenticationNumber', {
      email,
      purpose: 'SIGNUP',
      authNumber: await mailedCode(ctx, email)
    });
    const { requestId, cookie } = await sandboxVerification(ctx, {
      purpose: 'SIGNUP',
      person: { name: '한약관', mobile: '01055554444', birth: '19910305' }
    });
    const response = await post(
      '/api/member/v1/public/register/init',
      {
        certificationRequestId: requestId,
        userType: 'BEAUTY_CONSUMER',
        loginId: 'termsagree1',
        password: 'Newbie123!',
        passwordConfirm: 'Newbie123!',
        lastName: '한',
        firstName: '약관',
        email,
        emailVerificationToken: checked.json().data.verificationToken,
        mobileNumber: '01055554444',
        referralUserNumber: (
          await createMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null })
        ).userNumber,
        agreements: { SERVICE: true, PRIVACY: true, AGE_14: true, MARKETING_EMAIL: true }
      },
      cookie
    );
    expect(response.statusCode, response.body).toBe(201);
    const [member] = await ctx.database.db.select().from(users).where(eq(users.loginId, 'termsagree1'));
    const rows = await ctx.database.db
      .select({ code: termsAgreements.termsCode, documentId: termsAgreements.termsDocumentId })
      .from(termsAgreements)
      .where(eq(termsAgreements.userSeqNo, member!.userSeqNo));
    const byCode = Object.fromEntries(rows.map((row) => [row.code, row.documentId]));
    expect(byCode).toEqual({
      SERVICE: await documentId('USE', 2),
      PRIVACY: await documentId('SIGN_UP', 1),
      AGE_14: null,
      MARKETING_EMAIL: await documentId('MARKETING', 1),
      MARKETING_SMS: await documentId('MARKETING', 1)
    });
  });

  it('[200] a guest order records the guest payment terms in effect', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const response = await checkoutApi(ctx).post(GUEST_INIT, guestPieceBody(product.id, 20_000));
    const init = dataOf<OrderInitAnswer>(response);
    const rows = await ctx.database.db
      .select({ subject: termsConsents.subjectType, documentId: termsConsents.termsDocumentId })
      .from(termsConsents)
      .where(eq(termsConsents.subjectType, 'ORDER'));
    expect(init.orderNumber).toBeTruthy();
    expect(rows).toContainEqual({ subject: 'ORDER', documentId: await documentId('PAYMENT_NONUSER', 1) });
  });

  it('[200] an autoship subscription records the autoship terms in effect', async () => {
    const product = await makeProduct(ctx, { stock: 20 });
    const who = await subscriber(ctx);
    const made = await subscribe(
      ctx.app,
      who,
      autoshipBody(who, dayAfter(seoulDate(new Date()), 7), [{ productId: product.id, quantity: 1 }])
    );
    const rows = await ctx.database.db
      .select({ documentId: termsConsents.termsDocumentId })
      .from(termsConsents)
      .where(
        and(eq(termsConsents.subjectType, 'AUTOSHIP'), eq(termsConsents.subjectId, String(made.autoshipId)))
      );
    expect(rows).toEqual([{ documentId: await documentId('AUTOSHIP', 1) }]);
  });
});
