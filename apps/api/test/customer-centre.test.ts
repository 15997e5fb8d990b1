import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CentreDocument,
  CentrePage,
  DeskFaq,
  DeskPartnership,
  DeskPartnershipPage,
  FaqCategory,
  FaqPage
} from '@mall/domain';
import { seedCustomerCentreIfEmpty, simplePdf } from '../seed/customer-centre-seed.ts';
import { fieldSecrets } from '../src/areas/secrets.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { sandboxMails } from '../src/providers/mail/sandbox-mail.table.ts';
import { cartApi, cartMember } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { nextAddress } from './members.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** The customer centre (issue 19, docs/decisions/079). */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let content: Awaited<ReturnType<typeof signedInStaff>>;
let cs: Awaited<ReturnType<typeof signedInStaff>>;
let orders: Awaited<ReturnType<typeof signedInStaff>>;

const MB = 1024 * 1024;
const PUBLIC = '/api/etc/v1/public';
const DESK = '/api/staff/v1/centre';

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { RATE_LIMIT_ROUTE_SCALE: '20' } });
  await seedCustomerCentreIfEmpty(
    ctx.database.db,
    ctx.config.mediaDir,
    await fieldSecrets(ctx.config, ctx.database)
  );
  call = cartApi(ctx);
  [content, cs, orders] = await Promise.all([
    signedInStaff(ctx, ['CONTENT']),
    signedInStaff(ctx, ['CS']),
    signedInStaff(ctx, ['ORDER_DESK'])
  ]);
}, 240_000);
afterAll(async () => ctx.close());

const data = <T>(response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};
const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const padded = (head: number[] | string, size = 2048) => {
  const start = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
  const bytes = Buffer.alloc(Math.max(size, start.length), 0x20);
  start.copy(bytes);
  return bytes;
};
const PNG = padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = simplePdf(['Company profile']);
const EXE = padded('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode');

type Sent = { name: string; bytes: Buffer };
const application = (overrides: Record<string, unknown> = {}) => ({
  company: '맑은숲 주식회사',
  contactName: '김하늘',
  email: `partner${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '01012345678',
  category: 'SUPPLY',
  message: '천연 원료 공급 제휴를 제안드립니다.\n자료를 첨부합니다.',
  agree: true,
  ...overrides
});
function apply(body: object, files: Sent[], headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('request', JSON.stringify(body));
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  return ctx.app.inject({
    method: 'POST',
    url: `${PUBLIC}/partnership`,
    headers: { 'accept-language': 'en-US', ...headers },
    remoteAddress: nextAddress(),
    payload: form
  });
}

describe('GET /api/etc/v1/public/faq', () => {
  it('[200] pages the questions, filters by category and finds a keyword in any language', async () => {
    const categories = data<FaqCategory[]>(
      await call('GET', `${PUBLIC}/faq/categories`, undefined, undefined, 'en-US')
    );
    expect(categories.map((category) => category.name)).toEqual([
      'Membership',
      'Orders & payment',
      'Delivery',
      'Returns & exchanges',
      'Planners'
    ]);
    const first = data<FaqPage>(await call('GET', `${PUBLIC}/faq?size=10`));
    expect(first).toMatchObject({ pageNumber: 1, totalPageNumber: 2, totalSize: 20 });
    expect(first.list).toHaveLength(10);
    const delivery = categories.find((category) => category.code === 'DELIVERY')!;
    const byCategory = data<FaqPage>(await call('GET', `${PUBLIC}/faq?categoryId=${delivery.categoryId}`));
    expect(byCategory.totalSize).toBe(4);
    expect(byCategory.list.every((item) => item.categoryId === delivery.categoryId)).toBe(true);
    const korean = data<FaqPage>(
      await call('GET', `${PUBLIC}/faq?keyword=${encodeURIComponent('환불')}`, undefined, undefined, 'zh-TW')
    );
    expect(korean.totalSize).toBeGreaterThan(0);
    expect(korean.list[0]!.question).toMatch(/[\u4e00-\u9fff]/);
    const wildcard = data<FaqPage>(await call('GET', `${PUBLIC}/faq?keyword=${encodeURIComponent('%_')}`));
    expect(wildcard.totalSize).toBe(0);
  });

  it('[400] a keyword over 40 characters or a page of letters is refused', async () => {
    expect((await call('GET', `${PUBLIC}/faq?keyword=${'a'.repeat(41)}`)).statusCode).toBe(400);
    expect((await call('GET', `${PUBLIC}/faq?page=abc`)).statusCode).toBe(400);
  });

  it('[200] a draft, a question not yet started and one ended are invisible; answers are sanitised', async () => {
    const [category] = data<FaqCategory[]>(await call('GET', `${PUBLIC}/faq/categories`));
    const body = (question: string, extra: object) => ({
      categoryId: category!.categoryId,
      question: { 'ko-KR': question },
      answer: {
        'ko-KR': '<p onclick="x()">답변<script>alert(1)</script><img src="https://evil.example/x.png"></p>'
      },
      top: false,
      sortOrder: 0,
      display: true,
      startAt: null,
      endAt: null,
      ...extra
    });
    const hour = 3600_000;
    const made = await Promise.all([
      staff('POST', `${DESK}/faqs`, content.cookie, body('게시숨김질문', { display: false })),
      staff(
        'POST',
        `${DESK}/faqs`,
        content.cookie,
        body('예정숨김질문', { startAt: new Date(Date.now() + hour).toISOString() })
      ),
      staff(
        'POST',
        `${DESK}/faqs`,
        content.cookie,
        body('종료숨김질문', { endAt: new Date(Date.now() - hour).toISOString() })
      ),
      staff('POST', `${DESK}/faqs`, content.cookie, body('공개보임질문', {}))
    ]);
    for (const response of made) expect(response.statusCode, response.body).toBe(200);
    const hidden = data<FaqPage>(
      await call('GET', `${PUBLIC}/faq?keyword=${encodeURIComponent('숨김질문')}`)
    );
    expect(hidden.totalSize).toBe(0);
    const shown = data<FaqPage>(await call('GET', `${PUBLIC}/faq?keyword=${encodeURIComponent('공개보임')}`));
    expect(shown.list).toHaveLength(1);
    expect(shown.list[0]!.answer).toBe('<p>답변</p>');
    // Staff see every row, drafts included.
    const desk = data<{ list: DeskFaq[] }>(
      await staff('GET', `${DESK}/faqs?categoryId=${category!.categoryId}`, content.cookie)
    );
    expect(desk.list.map((row) => row.question['ko-KR'])).toContain('게시숨김질문');
    // Unpublishing hides it at once.
    const id = made[3]!.json<{ data: DeskFaq }>().data.faqId;
    const off = await staff(
      'PUT',
      `${DESK}/faqs/${id}`,
      content.cookie,
      body('공개보임질문', { display: false })
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(
      data<FaqPage>(await call('GET', `${PUBLIC}/faq?keyword=${encodeURIComponent('공개보임')}`)).totalSize
    ).toBe(0);
  });
});

describe('GET /api/etc/v1/public/centers', () => {
  it('[200] centres by region and by keyword in any language; [400] an unknown region', async () => {
    const seoul = data<CentrePage>(
      await call('GET', `${PUBLIC}/centers?region=SEOUL`, undefined, undefined, 'en-US')
    );
    expect(seoul.totalSize).toBe(3);
    expect(seoul.list[0]).toMatchObject({ region: 'SEOUL', regionName: 'Seoul', name: 'Gangnam Centre' });
    const haeundae = data<CentrePage>(
      await call('GET', `${PUBLIC}/centers?keyword=${encodeURIComponent('해운대')}`)
    );
    expect(haeundae.list.map((centre) => centre.name)).toEqual(['해운대 센터']);
    const all = data<CentrePage>(await call('GET', `${PUBLIC}/centers?page=2`));
    expect(all).toMatchObject({ pageNumber: 2, totalSize: 12, totalPageNumber: 2 });
    expect((await call('GET', `${PUBLIC}/centers?region=MARS`)).statusCode).toBe(400);
  });
});

describe('resources and certificates', () => {
  it('[200] a resource downloads publicly as a PDF with its name', async () => {
    const list = data<CentreDocument[]>(await call('GET', `${PUBLIC}/resources`));
    expect(list).toHaveLength(3);
    const file = await call('GET', `${PUBLIC}/resources/${list[0]!.documentId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toContain(`filename="${list[0]!.fileName}"`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('[401/200/404] certificates need a login; a certificate is not a resource', async () => {
    expect((await call('GET', '/api/etc/v1/certificates')).statusCode).toBe(401);
    const member = await cartMember(ctx);
    const list = data<CentreDocument[]>(await call('GET', '/api/etc/v1/certificates', member.token));
    expect(list).toHaveLength(2);
    const id = list[0]!.documentId;
    expect((await call('GET', `/api/etc/v1/certificates/${id}/file`)).statusCode).toBe(401);
    expect((await call('GET', `/api/etc/v1/certificates/${id}/file`, member.token)).statusCode).toBe(200);
    expect((await call('GET', `${PUBLIC}/resources/${id}/file`)).statusCode).toBe(404);
    expect((await call('GET', `${PUBLIC}/resources/999999/file`)).statusCode).toBe(404);
  });
});

describe('POST /api/etc/v1/public/partnership', () => {
  it('[200] takes an application with a PDF and an image, seals them and mails the sender', async () => {
    const body = application();
    const answer = data<{ applicationId: number }>(
      await apply(body, [
        { name: 'company-profile.pdf', bytes: PDF },
        { name: 'product.png', bytes: PNG }
      ])
    );
    expect(answer.applicationId).toBeGreaterThan(0);
    const mails = await ctx.database.db
      .select()
      .from(sandboxMails)
      .where(eq(sandboxMails.recipient, body.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Partnership');
  });

  it('[400] field codes for a bad body; nothing is stored', async () => {
    const response = await apply(application({ company: '', phone: '010-1234', agree: false }), []);
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ fields: { field: string; code: string }[] }>().fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'company', code: 'CC_CompanyRequired' }),
        expect.objectContaining({ field: 'phone', code: 'VA_MobileOnlyNumber' }),
        expect.objectContaining({ field: 'agree', code: 'CC_AgreeRequired' })
      ])
    );
  });

  it('[400] refused by content: a .pdf name with PNG bytes, an executable', async () => {
    const disguised = await apply(application(), [{ name: 'profile.pdf', bytes: PNG }]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().code).toBe('ALT_FileError');
    const exe = await apply(application(), [{ name: 'setup.pdf', bytes: EXE }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().code).toBe('ALT_FileError');
  });

  it('[413/400] refused by size (a PDF over 10 MB) and by count (4 files)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB, 0x20)]);
    const tooBig = await apply(application(), [{ name: 'big.pdf', bytes: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'ALT_ImageValidation', data: { maxMb: 10 } });
    const four = await apply(
      application(),
      Array.from({ length: 4 }, (_, index) => ({ name: `f${index}.pdf`, bytes: PDF }))
    );
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ code: 'RETURN_PHOTO_TOO_MANY', data: { max: 3 } });
  });
});

describe('partnership applications on the desk', () => {
  it('[403/200] readable only with inquiries.answer; every read and file is audited', async () => {
    const body = application({ company: '감사테스트상사' });
    const { applicationId } = data<{ applicationId: number }>(
      await apply(body, [{ name: 'profile.pdf', bytes: PDF }])
    );
    expect((await staff('GET', `${DESK}/partnerships`, content.cookie)).statusCode).toBe(403);
    expect((await staff('GET', `${DESK}/partnerships/${applicationId}`, orders.cookie)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${DESK}/partnerships` })).statusCode).toBe(401);
    const page = data<DeskPartnershipPage>(await staff('GET', `${DESK}/partnerships`, cs.cookie));
    expect(page.list[0]).toMatchObject({ applicationId, company: '감사테스트상사', fileCount: 1 });
    const detail = data<DeskPartnership>(
      await staff('GET', `${DESK}/partnerships/${applicationId}`, cs.cookie)
    );
    expect(detail.message).toBe(body.message);
    const file = await staff(
      'GET',
      `${DESK}/partnerships/${applicationId}/files/${detail.files[0]!.fileId}`,
      cs.cookie
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await staff('GET', `${DESK}/partnerships/${applicationId}/files/999999`, cs.cookie)).statusCode
    ).toBe(404);
    expect((await staff('GET', `${DESK}/partnerships/999999`, cs.cookie)).statusCode).toBe(404);
    const audited = await ctx.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.staffId, cs.id), eq(staffAuditLog.targetId, String(applicationId))));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'centre.partnership.file',
      'centre.partnership.read'
    ]);
  });
});

describe('the content desk', () => {
  it('[403/200] content.manage writes centres and documents; a CS desk may not; writes are audited', async () => {
    const centre = {
      name: { 'ko-KR': '세종 센터', 'en-US': 'Sejong Centre' },
      region: 'SEJONG',
      address: { 'ko-KR': '세종특별자치시 한누리대로 2130' },
      phone: '044-850-0113',
      hours: { 'ko-KR': '평일 10:00-18:00' },
      latitude: 36.48,
      longitude: 127.29,
      services: ['CONSULTING'],
      sortOrder: 20,
      display: true
    };
    expect((await staff('POST', `${DESK}/centers`, cs.cookie, centre)).statusCode).toBe(403);
    const made = await staff('POST', `${DESK}/centers`, content.cookie, centre);
    expect(made.statusCode, made.body).toBe(200);
    const sejong = data<CentrePage>(
      await call('GET', `${PUBLIC}/centers?region=SEJONG`, undefined, undefined, 'zh-TW')
    );
    expect(sejong.list[0]).toMatchObject({ name: 'Sejong Centre', regionName: '世宗' });

    const form = new FormData();
    form.append(
      'request',
      JSON.stringify({
        kind: 'RESOURCE',
        title: { 'ko-KR': '새 자료' },
        description: { 'ko-KR': '' },
        sortOrder: 9,
        display: true,
        startAt: null,
        endAt: null
      })
    );
    form.append('file', new Blob([new Uint8Array(PNG)]), 'disguised.pdf');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${DESK}/documents`,
      headers: { cookie: content.cookie, origin: 'http://localhost' },
      payload: form
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('ALT_FileError');
    const good = new FormData();
    good.append('request', form.get('request') as string);
    good.append('file', new Blob([new Uint8Array(PDF)]), '새 자료.pdf');
    const stored = await ctx.app.inject({
      method: 'POST',
      url: `${DESK}/documents`,
      headers: { cookie: content.cookie, origin: 'http://localhost' },
      payload: good
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: `${DESK}/documents`,
      headers: { cookie: content.cookie, origin: 'https://evil.example' },
      payload: good
    });
    expect(crossSite.statusCode).toBe(403);
    const listed = data<CentreDocument[]>(await call('GET', `${PUBLIC}/resources`));
    const added = listed.find((document) => document.title === '새 자료')!;
    const file = await call('GET', `${PUBLIC}/resources/${added.documentId}/file`);
    expect(file.headers['content-disposition']).toContain(
      "filename*=UTF-8''%EC%83%88%20%EC%9E%90%EB%A3%8C.pdf"
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const audited = await ctx.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffId, content.id));
    expect(audited.map((row) => row.action)).toContain('centre.location.create');
  });
});
