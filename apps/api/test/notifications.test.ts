import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayOrderNumber, type NotificationCheck, type NotificationPage } from '@mall/domain';
import { createJobQueue } from '../src/modules/jobs/job-queue.ts';
import { runDueJobs } from '../src/modules/jobs/job-runner.ts';
import { jobs } from '../src/modules/jobs/job.table.ts';
import { createNotificationService, NOTIFY_JOB } from '../src/modules/notification/notification.service.ts';
import { users } from '../src/modules/member/member.table.ts';
import { notifications } from '../src/modules/notification/notification.table.ts';
import { createSandboxMailProvider } from '../src/providers/mail/sandbox-mail.ts';
import { sandboxMails } from '../src/providers/mail/sandbox-mail.table.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { fakeBenefits, fakePaymentProvider, insertOrder } from './order-fixtures.ts';
import { signedInStaff } from './staff-fixtures.ts';

/** The notification centre and the mails of order events (issue 16 item 7). */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let product: number;
const payments = fakePaymentProvider();
const CENTER = '/api/etc/etc/v1/noti-center';

beforeAll(async () => {
  ctx = await createTestContext({
    env: { RATE_LIMIT_ROUTE_SCALE: '20', PUBLIC_ORIGIN: 'https://shop.example.test' },
    app: { payments: payments.provider, benefits: fakeBenefits().benefits }
  });
  call = cartApi(ctx);
  product = (await makeProduct(ctx, { stock: 50 })).id;
});
afterAll(async () => ctx.close());

/** The app's notify jobs, run as the jobs worker would (the app queued them). */
async function deliverNotices() {
  const queue = createJobQueue(ctx.database.db);
  const service = createNotificationService({
    db: ctx.database.db,
    mail: createSandboxMailProvider(ctx.database.db),
    publicOrigin: 'https://shop.example.test'
  });
  await runDueJobs(queue, service.handlers, new Date(Date.now() + 1000));
}
const emailOf = async (id: number) =>
  (await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.userSeqNo, id)))[0]!
    .email!;
const mailsTo = (to: string) =>
  ctx.database.db.select().from(sandboxMails).where(eq(sandboxMails.recipient, to));
const list = async (token: string, query = '', language = 'ko-KR') =>
  (await call('GET', `${CENTER}/list${query}`, token, undefined, language)).json<{ data: NotificationPage }>()
    .data;
const check = async (token: string) =>
  (await call('GET', `${CENTER}/check`, token)).json<{ data: NotificationCheck }>().data;

describe('order events become notices and mails, once', () => {
  it('ships, then delivers: a notice each in the member’s centre and a mail each, worded in the reader’s language', async () => {
    const member = await cartMember(ctx);
    const desk = await signedInStaff(ctx, ['ORDER_DESK']);
    const { order } = await insertOrder(ctx, {
      userSeqNo: member.id,
      status: 'PREPARING',
      lines: [{ productId: product }]
    });
    const number = displayOrderNumber(order.orderNumber);
    const staff = (url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie: desk.cookie }, payload });
    await staff('/api/staff/v1/orders/shipments', {
      shipments: [{ orderNumber: number, courier: 'CJ', trackingNumber: '612300001111' }]
    });
    await staff('/api/staff/v1/orders/moves', { event: 'deliver', orderIds: [order.id] });
    await deliverNotices();
    await deliverNotices();

    const page = await list(member.token);
    expect(page.totalSize).toBe(2);
    expect(page.list.map((notice) => [notice.notiCenterType, notice.isReadYn])).toEqual([
      ['ORDER_DELIVERED', 'N'],
      ['ORDER_SHIPPED', 'N']
    ]);
    expect(page.list[1]).toMatchObject({
      title: '상품이 발송되었습니다',
      body: `주문번호 ${number}: CJ대한통운 612300001111로 발송되었습니다.`,
      linkUrl: `/mypage/orderDetail?orderNumber=${number}`,
      notiCenterCategory: 'COMMERCE'
    });
    expect((await list(member.token, '', 'en-US')).list[1]!.body).toBe(
      `Order ${number} shipped with CJ Logistics, tracking number 612300001111.`
    );
    expect((await list(member.token, '', 'zh-TW')).list[0]!.title).toBe('商品已送達');
    const mails = await mailsTo(await emailOf(member.id));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      '[Lumière Vita] 배송이 완료되었습니다',
      '[Lumière Vita] 상품이 발송되었습니다'
    ]);
    expect(mails[0]!.body).toContain(`https://shop.example.test/mypage/orderDetail?orderNumber=${number}`);
  });

  it('queues the cancel refund with its amount; a guest gets the mail and no centre', async () => {
    const member = await cartMember(ctx);
    const { order } = await insertOrder(ctx, { userSeqNo: member.id, lines: [{ productId: product }] });
    const cancel = await call(
      'POST',
      `/api/order/v1/sales/cancel/${displayOrderNumber(order.orderNumber)}`,
      member.token,
      { reason: '단순 변심' }
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `ORDER_CANCEL_REFUNDED:${order.id}`));
    expect(job).toMatchObject({
      kind: NOTIFY_JOB,
      payload: { event: 'ORDER_CANCEL_REFUNDED', orderId: order.id, amount: order.amount }
    });

    const guest = await insertOrder(ctx, {
      guest: { name: '게스트', mobileNumber: '01077776666', password: 'guest1234' },
      lines: [{ productId: product }]
    });
    await createNotificationService({
      db: ctx.database.db,
      mail: createSandboxMailProvider(ctx.database.db),
      publicOrigin: null
    }).notify('ORDER_PLACED', guest.order.id);
    await deliverNotices();
    const guestMails = await mailsTo('buyer@example.com');
    expect(guestMails.some((mail) => mail.body.includes(displayOrderNumber(guest.order.orderNumber)))).toBe(
      true
    );
    expect(
      await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.eventKey, `ORDER_PLACED:${guest.order.id}`))
    ).toEqual([]);
    expect((await list(member.token)).list[0]).toMatchObject({
      notiCenterType: 'ORDER_CANCEL_REFUNDED',
      body: expect.stringContaining(`${order.amount.toLocaleString('ko-KR')}원`)
    });
  });
});

describe('the centre', () => {
  async function memberWithNotices(count: number) {
    const member = await cartMember(ctx);
    const rows = Array.from({ length: count }, (_, index) => ({
      userSeqNo: member.id,
      category: 'COMMERCE' as const,
      event: 'ORDER_PLACED' as const,
      eventKey: `test:${member.id}:${index}`,
      facts: { orderNumber: `TP2611260000${String(index).padStart(2, '0')}` },
      linkUrl: null,
      createdAt: new Date(Date.now() - (count - index) * 60_000)
    }));
    const inserted = await ctx.database.db
      .insert(notifications)
      .values(rows)
      .returning({ id: notifications.id });
    return { ...member, ids: inserted.map((row) => row.id) };
  }

  it('lists five a page, newest first; the dot is lit until all are read', async () => {
    const member = await memberWithNotices(7);
    const first = await list(member.token, '?category=COMMERCE&page=1');
    expect(first).toMatchObject({ pageNumber: 1, totalPageNumber: 2, totalSize: 7 });
    expect(first.list).toHaveLength(5);
    expect(first.list[0]!.body).toContain('TP261126000006');
    expect((await list(member.token, '?page=2')).list).toHaveLength(2);
    expect((await list(member.token, '?category=RBO')).totalSize).toBe(0);
    expect(await check(member.token)).toEqual({ commerceNonReadExists: true, rboNonReadExists: false });

    expect(
      (await call('POST', `${CENTER}/read`, member.token, { notiCenterId: member.ids[0] })).statusCode
    ).toBe(204);
    expect((await list(member.token, '?page=2')).list.at(-1)!.isReadYn).toBe('Y');
    expect(
      (await call('POST', `${CENTER}/read/all`, member.token, { category: 'COMMERCE' })).statusCode
    ).toBe(204);
    expect(await check(member.token)).toEqual({ commerceNonReadExists: false, rboNonReadExists: false });
  });

  it('deletes one or all of the asker’s own, and refuses another member’s ids and strangers', async () => {
    const owner = await memberWithNotices(3);
    const other = await memberWithNotices(1);
    expect(
      (await call('POST', `${CENTER}/read`, owner.token, { notiCenterId: other.ids[0] })).statusCode
    ).toBe(404);
    expect((await call('DELETE', `${CENTER}/${other.ids[0]}`, owner.token)).statusCode).toBe(404);
    expect((await list(other.token)).totalSize).toBe(1);
    expect((await call('DELETE', `${CENTER}/${owner.ids[1]}`, owner.token)).statusCode).toBe(204);
    expect((await list(owner.token)).totalSize).toBe(2);
    expect((await call('DELETE', `${CENTER}/all?category=ALL`, owner.token)).statusCode).toBe(204);
    expect((await list(owner.token)).totalSize).toBe(0);
    expect((await list(other.token)).totalSize).toBe(1);
    expect((await call('GET', `${CENTER}/check`)).statusCode).toBe(401);
    expect((await call('GET', `${CENTER}/list?page=0`, owner.token)).statusCode).toBe(400);
  });
});
