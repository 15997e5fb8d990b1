import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  displayOrderNumber,
  type DeskInquiryDetail,
  type DeskInquiryList,
  type InquiryDetail,
  type InquiryPage,
  type NotificationPage
} from '@mall/domain';
import { jobs } from '../src/modules/jobs/job.table.ts';
import { inquiries } from '../src/modules/inquiry/inquiry.table.ts';
import { users } from '../src/modules/member/member.table.ts';
import { createNotificationService, NOTIFY_JOB } from '../src/modules/notification/notification.service.ts';
import { createSandboxMailProvider } from '../src/providers/mail/sandbox-mail.ts';
import { sandboxMails } from '../src/providers/mail/sandbox-mail.table.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { nextAddress } from './members.ts';
import { insertOrder } from './order-fixtures.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** 1:1 inquiries (issue 19, docs/decisions/080): who may read one, photos, the lifecycle, the answer's notice. */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let cs: Awaited<ReturnType<typeof signedInStaff>>;
let content: Awaited<ReturnType<typeof signedInStaff>>;
let jpeg: Buffer;

const BASE = '/api/etc/v1/inquiries';
const DESK = '/api/staff/v1/inquiries';
const MB = 1024 * 1024;
const valid = {
  category: 'PRODUCT',
  title: '세럼 사용 순서 문의',
  body: '토너 다음에 쓰면 되나요?\n감사합니다.'
};

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { RATE_LIMIT_ROUTE_SCALE: '20' } });
  call = cartApi(ctx);
  cs = await signedInStaff(ctx, ['CS']);
  content = await signedInStaff(ctx, ['CONTENT']);
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8a2c8' } })
    .png()
    .toBuffer();
});
afterAll(async () => ctx.close());

type Photo = { name: string; bytes: Buffer; type?: string };
function write(token: string | undefined, request: object | string, photos: Photo[] = []) {
  const form = new FormData();
  form.append('request', typeof request === 'string' ? request : JSON.stringify(request));
  for (const photo of photos)
    form.append('photos', new Blob([photo.bytes], { type: photo.type ?? 'image/jpeg' }), photo.name);
  return ctx.app.inject({
    method: 'POST',
    url: BASE,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextAddress(),
    payload: form
  });
}
async function written(token: string, request: object = valid, photos: Photo[] = []) {
  const response = await write(token, request, photos);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: InquiryDetail }>().data;
}
const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = cs.cookie) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function deliverTwice() {
  const service = createNotificationService({
    db: ctx.database.db,
    mail: createSandboxMailProvider(ctx.database.db),
    publicOrigin: 'https://shop.example.test'
  });
  const rows = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, NOTIFY_JOB));
  for (const row of rows) {
    await service.handlers[NOTIFY_JOB]!(row, new Date());
    await service.handlers[NOTIFY_JOB]!(row, new Date());
  }
}

describe('POST /api/etc/v1/inquiries', () => {
  it('[200] writes an inquiry with a photo about one of the writer’s orders; the photo is re-encoded and sealed', async () => {
    const member = await cartMember(ctx);
    const product = (await makeProduct(ctx, { stock: 5 })).id;
    const { order } = await insertOrder(ctx, { userSeqNo: member.id, lines: [{ productId: product }] });
    const shown = displayOrderNumber(order.orderNumber);
    const inquiry = await written(member.token, { ...valid, orderNumber: shown }, [
      { name: 'photo.png', bytes: jpeg, type: 'image/png' }
    ]);
    expect(inquiry).toMatchObject({
      category: 'PRODUCT',
      title: valid.title,
      body: valid.body,
      state: 'RECEIVED',
      orderNumber: shown,
      photoCount: 1,
      answerHtml: null,
      events: ['edit', 'delete']
    });
    const photo = await call('GET', inquiry.photos[0]!, member.token);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('[401] a guest cannot write', async () => {
    const response = await write(undefined, valid);
    expect(response.statusCode).toBe(401);
  });

  it('[400] the fields are refused with their message keys; an order of someone else is INQ_OrderNumber', async () => {
    const member = await cartMember(ctx);
    const empty = await write(member.token, { category: 'NOPE', title: ' ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.map((f: { field: string; code: string }) => [f.field, f.code])).toEqual([
      ['category', 'INQ_SelectCategory'],
      ['title', 'INQ_EnterTitle'],
      ['body', 'INQ_EnterContent']
    ]);
    const other = await cartMember(ctx);
    const product = (await makeProduct(ctx, { stock: 5 })).id;
    const { order } = await insertOrder(ctx, { userSeqNo: other.id, lines: [{ productId: product }] });
    const theirs = await write(member.token, { ...valid, orderNumber: order.orderNumber });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fields).toEqual([
      expect.objectContaining({ field: 'orderNumber', code: 'INQ_OrderNumber' })
    ]);
  });

  it('[400/413] photos are judged by content and size: text named .jpg, a fake JPEG, 21 MB, a fourth photo', async () => {
    const member = await cartMember(ctx);
    const text = await write(member.token, valid, [
      { name: 'a.jpg', bytes: Buffer.from('not an image at all') }
    ]);
    expect([text.statusCode, text.json().code]).toEqual([400, 'ALT_FileError']);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    const broken = await write(member.token, valid, [{ name: 'b.jpg', bytes: fake }]);
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'ALT_FileError']);
    const big = Buffer.concat([jpeg, Buffer.alloc(21 * MB)]);
    const large = await write(member.token, valid, [{ name: 'c.png', bytes: big }]);
    expect([large.statusCode, large.json().code, large.json().data]).toEqual([
      413,
      'ALT_ImageValidation',
      { maxMb: 20 }
    ]);
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, bytes: jpeg }));
    const many = await write(member.token, valid, four);
    expect([many.statusCode, many.json().code]).toEqual([400, 'RETURN_PHOTO_TOO_MANY']);
    const page = (await call('GET', BASE, member.token)).json<{ data: InquiryPage }>().data;
    expect(page.totalSize).toBe(0);
  });
});

describe('GET /api/etc/v1/inquiries and /{inquiryId}', () => {
  it('[200] lists the asker’s own only, newest first', async () => {
    const member = await cartMember(ctx);
    const other = await cartMember(ctx);
    await written(member.token, { ...valid, title: '첫 문의' });
    await written(member.token, { ...valid, title: '둘째 문의' });
    await written(other.token);
    const page = (await call('GET', BASE, member.token)).json<{ data: InquiryPage }>().data;
    expect(page.list.map((row) => row.title)).toEqual(['둘째 문의', '첫 문의']);
    expect(page.totalSize).toBe(2);
  });

  it('[404/401] another member’s inquiry and its photo are 404 (never 403); a guest 401', async () => {
    const writer = await cartMember(ctx);
    const other = await cartMember(ctx);
    const inquiry = await written(writer.token, valid, [{ name: 'p.png', bytes: jpeg }]);
    const url = `${BASE}/${inquiry.inquiryId}`;
    expect((await call('GET', url, writer.token)).statusCode).toBe(200);
    const theirs = await call('GET', url, other.token);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'INQUIRY_NOT_FOUND']);
    expect((await call('GET', `${BASE}/999999999`, other.token)).json().code).toBe('INQUIRY_NOT_FOUND');
    expect((await call('GET', `${url}/photos/0`, other.token)).statusCode).toBe(404);
    expect((await call('PUT', url, other.token, valid)).statusCode).toBe(404);
    expect((await call('DELETE', url, other.token)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', `${url}/photos/0`)).statusCode).toBe(401);
  });
});

describe('staff: /api/staff/v1/inquiries', () => {
  it('[403] staff without inquiries.answer are refused; [401] without a session', async () => {
    const member = await cartMember(ctx);
    const inquiry = await written(member.token);
    expect((await staff('GET', `${DESK}/${inquiry.inquiryId}`, undefined, content.cookie)).statusCode).toBe(
      403
    );
    expect((await staff('GET', DESK, undefined, content.cookie)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `${DESK}/${inquiry.inquiryId}` })).statusCode).toBe(
      401
    );
  });

  it('[200] the queue filters by state, category and words; the detail shows the writer and is audited', async () => {
    const member = await cartMember(ctx, { lastName: '문', firstName: '의왕' });
    const inquiry = await written(
      member.token,
      { ...valid, category: 'PAYMENT', title: '카드 결제 오류 질문' },
      [{ name: 'p.png', bytes: jpeg }]
    );
    const queue = (
      await staff('GET', `${DESK}?state=RECEIVED&category=PAYMENT&search=${encodeURIComponent('문의왕')}`)
    ).json<{ data: DeskInquiryList }>().data;
    expect(queue.list.map((row) => row.inquiryId)).toEqual([inquiry.inquiryId]);
    expect(queue.list[0]!.writer.name).toBe('문의왕');
    const detail = await staff('GET', `${DESK}/${inquiry.inquiryId}`);
    expect(detail.statusCode).toBe(200);
    const data = detail.json<{ data: DeskInquiryDetail }>().data;
    expect(data.writer).toMatchObject({ userSeqNo: member.id, name: '문의왕' });
    expect(data.events).toEqual(['answer']);
    const photo = await staff('GET', data.photos[0]!);
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const audited = await ctx.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.staffId, cs.id), eq(staffAuditLog.targetId, String(member.id))));
    expect(audited.map((row) => row.action).sort()).toEqual(['inquiries.photo', 'inquiries.read']);
  });

  it('[200/409] answer once: sanitised, the writer noticed and mailed once even when the job runs twice; then no edit or delete', async () => {
    const member = await cartMember(ctx);
    const inquiry = await written(member.token);
    const url = `${DESK}/${inquiry.inquiryId}/answer`;
    const answered = await staff('POST', url, {
      answer: '<p>토너 다음에 사용하세요.</p><script>alert(1)</script><img src="https://evil.example/x.png">'
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.state).toBe('ANSWERED');
    expect((await staff('POST', url, { answer: '<p>두 번째</p>' })).json().code).toBe('INQUIRY_MOVE_REFUSED');
    expect((await staff('PUT', url, { answer: '<p>토너 다음, 크림 전에 사용하세요.</p>' })).statusCode).toBe(
      200
    );
    expect((await staff('POST', url, { answer: '<p> </p>' })).json().fields[0].code).toBe('INQ_EnterAnswer');

    await deliverTwice();
    const detail = (await call('GET', `${BASE}/${inquiry.inquiryId}`, member.token)).json<{
      data: InquiryDetail;
    }>().data;
    expect(detail.answerHtml).toBe('<p>토너 다음, 크림 전에 사용하세요.</p>');
    expect(detail.answeredAt).not.toBeNull();
    expect(detail.events).toEqual([]);

    const [{ email }] = (await ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.userSeqNo, member.id))) as [{ email: string }];
    const mails = await ctx.database.db.select().from(sandboxMails).where(eq(sandboxMails.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('1:1 문의에 답변이 등록되었습니다');
    const notices = (
      await call('GET', '/api/etc/etc/v1/noti-center/list', member.token, undefined, 'en-US')
    ).json<{ data: NotificationPage }>().data;
    expect(notices.list).toHaveLength(1);
    expect(notices.list[0]).toMatchObject({
      notiCenterType: 'INQUIRY_ANSWERED',
      title: 'Your inquiry has been answered',
      linkUrl: `/customer/inquiry/detail/${inquiry.inquiryId}`
    });

    const edit = await call('PUT', `${BASE}/${inquiry.inquiryId}`, member.token, valid);
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'INQUIRY_MOVE_REFUSED']);
    expect((await call('DELETE', `${BASE}/${inquiry.inquiryId}`, member.token)).statusCode).toBe(409);
  });

  it('[409] an answer cannot be corrected before it exists', async () => {
    const member = await cartMember(ctx);
    const inquiry = await written(member.token);
    const response = await staff('PUT', `${DESK}/${inquiry.inquiryId}/answer`, { answer: '<p>x</p>' });
    expect([response.statusCode, response.json().code]).toEqual([409, 'INQUIRY_MOVE_REFUSED']);
  });
});

describe('PUT and DELETE /api/etc/v1/inquiries/{inquiryId}', () => {
  it('[200/204] the writer edits and deletes while unanswered; a deleted one is gone for everyone', async () => {
    const member = await cartMember(ctx);
    const inquiry = await written(member.token, valid, [{ name: 'p.png', bytes: jpeg }]);
    const url = `${BASE}/${inquiry.inquiryId}`;
    const edited = await call('PUT', url, member.token, { ...valid, title: '고친 제목', category: 'OTHER' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: '고친 제목', category: 'OTHER', photoCount: 1 });
    expect((await call('DELETE', url, member.token)).statusCode).toBe(204);
    expect((await call('GET', url, member.token)).statusCode).toBe(404);
    expect((await staff('GET', `${DESK}/${inquiry.inquiryId}`)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.id, inquiry.inquiryId));
    expect([row!.state, row!.photoCount]).toEqual(['DELETED', 0]);
  });
});
