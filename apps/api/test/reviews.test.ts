import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEW_POINTS_PHOTO,
  REVIEW_POINTS_TEXT,
  type BeautyProfile,
  type HelpfulAnswer,
  type OrderDetail,
  type OrderHistoryPage,
  type OwnReview,
  type OwnReviewPage,
  type ProductPage,
  type ReviewableLine,
  type ReviewPage,
  type ReviewSummary
} from '@mall/domain';
import { pointLedger } from '../src/modules/benefits/benefits.table.ts';
import { createJobQueue } from '../src/modules/jobs/job-queue.ts';
import { runDueJobs } from '../src/modules/jobs/job-runner.ts';
import { salesOrderLines, salesOrders } from '../src/modules/order/order.table.ts';
import { products } from '../src/modules/product/product.table.ts';
import { staffAuditLog } from '../src/modules/staff/staff.table.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { insertOrder } from './order-fixtures.ts';
import { signedInStaff } from './staff-fixtures.ts';

/**
 * Reviews through the API (issue 21 item 1, docs/decisions/090): who may write, photos judged by content, points
 * through the real ledger and back on a refunded return, the product page's figures and filter, helpful votes,
 * the desk's hide with a reason, and the catalogue's sorts by rating and review count.
 */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let content: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_ROUTE_SCALE: '50' } });
  call = cartApi(ctx);
  content = await signedInStaff(ctx, ['CONTENT']);
});
afterAll(async () => ctx.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'secret-camera-owner' } } })
    .toBuffer();

/** A member's order of one line of `productId`, in `status` (DELIVERED unless said). */
async function orderLine(
  userSeqNo: number | null,
  productId: number,
  status: 'DELIVERED' | 'SHIPPING' = 'DELIVERED'
) {
  const placed = await insertOrder(ctx, {
    ...(userSeqNo === null
      ? { guest: { name: '김게스트', mobileNumber: '01055554444', password: 'guest1234' } }
      : { userSeqNo }),
    status,
    inSandbox: true,
    lines: [{ productId, quantity: 1 }]
  });
  if (status === 'DELIVERED')
    await ctx.database.db
      .update(salesOrders)
      .set({ deliveredAt: new Date(Date.now() - 86_400_000) })
      .where(eq(salesOrders.id, placed.order.id));
  const [line] = await ctx.database.db
    .select({ id: salesOrderLines.id })
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, placed.order.id));
  return { ...placed, lineId: line!.id };
}

function write(
  token: string | undefined,
  request: Record<string, unknown>,
  files: { name: string; bytes: Buffer; type?: string }[] = []
) {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  for (const file of files)
    form.append('photos', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/etc/v1/reviews',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: form
  });
}

const text = '촉촉하고 순해서 매일 아침 써요. 향도 은은해요.';

async function ledgerOf(userSeqNo: number) {
  return ctx.database.db.select().from(pointLedger).where(eq(pointLedger.userSeqNo, userSeqNo));
}

const summaryOf = async (productId: number) =>
  (await call('GET', `/api/product/v1/public/products/${productId}/reviews/summary`)).json<{
    data: ReviewSummary;
  }>().data;

describe('POST /api/etc/v1/reviews (who may review)', () => {
  it('[201] the buyer of a delivered line writes once; the second try is 409', async () => {
    const member = await cartMember(ctx);
    const product = (await makeProduct(ctx)).id;
    const { lineId, order } = await orderLine(member.id, product);
    // The order screens offer the line for a review until it has one, then say it was written.
    const reviewedOnDetail = async () =>
      (await call('GET', `/api/order/v1/sales/detail/${order.orderNumber}`, member.token)).json<{
        data: OrderDetail;
      }>().data.lines[0]!.reviewed;
    expect(await reviewedOnDetail()).toBe(false);
    const created = await write(member.token, { orderLineId: lineId, rating: 5, text });
    expect(created.statusCode, created.body).toBe(201);
    const review = created.json<{ data: OwnReview }>().data;
    expect(review).toMatchObject({
      rating: 5,
      text,
      photos: [],
      status: 'VISIBLE',
      pointsGranted: REVIEW_POINTS_TEXT
    });
    expect(review.reviewer).toBe('이**');
    const again = await write(member.token, { orderLineId: lineId, rating: 4, text });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REVIEW_ALREADY_WRITTEN' });
    const line = await call('GET', `/api/etc/v1/reviews/lines/${lineId}`, member.token);
    expect(line.json<{ data: ReviewableLine }>().data.refusal).toBe('REVIEW_ALREADY_WRITTEN');
    expect(await reviewedOnDetail()).toBe(true);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const listed = await call(
      'GET',
      `/api/order/v1/sales/history?fromDate=${day(-30)}&toDate=${day(1)}`,
      member.token
    );
    expect(listed.json<{ data: OrderHistoryPage }>().data.list[0]!.lines[0]).toMatchObject({
      salesOrderLineId: lineId,
      reviewed: true
    });
  });

  it('[401] a guest; [403] another member’s line; [409] a line not delivered', async () => {
    const buyer = await cartMember(ctx);
    const other = await cartMember(ctx);
    const product = (await makeProduct(ctx)).id;
    const { lineId } = await orderLine(buyer.id, product);
    expect((await write(undefined, { orderLineId: lineId, rating: 5, text })).statusCode).toBe(401);
    const foreign = await write(other.token, { orderLineId: lineId, rating: 5, text });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'REVIEW_LINE_NOT_YOURS' });
    expect((await call('GET', `/api/etc/v1/reviews/lines/${lineId}`, other.token)).statusCode).toBe(403);
    const guestLine = await orderLine(null, product);
    expect((await write(other.token, { orderLineId: guestLine.lineId, rating: 5, text })).statusCode).toBe(
      403
    );
    const shipping = await orderLine(buyer.id, product, 'SHIPPING');
    const early = await write(buyer.token, { orderLineId: shipping.lineId, rating: 5, text });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'REVIEW_NOT_DELIVERED' });
    expect(await ledgerOf(buyer.id)).toHaveLength(0);
  });

  it('[400] stars out of 1–5 or a text too short, with the fields', async () => {
    const member = await cartMember(ctx);
    const { lineId } = await orderLine(member.id, (await makeProduct(ctx)).id);
    const bad = await write(member.token, { orderLineId: lineId, rating: 6, text: '짧아요' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string; code: string }) => [f.field, f.code])).toEqual([
      ['rating', 'RV_SelectRating'],
      ['text', 'RV_TextLength']
    ]);
  });

  it('[201] two racing writes of one line: one review, one grant', async () => {
    const member = await cartMember(ctx);
    const { lineId } = await orderLine(member.id, (await makeProduct(ctx)).id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => write(member.token, { orderLineId: lineId, rating: 4, text }))
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await ledgerOf(member.id)).map((row) => row.amount)).toEqual([REVIEW_POINTS_TEXT]);
  });
});

describe('photos and points', () => {
  it('[201] a photo review: the photo re-encoded without its metadata, public; more points than text', async () => {
    const member = await cartMember(ctx);
    const { lineId } = await orderLine(member.id, (await makeProduct(ctx)).id);
    const created = await write(member.token, { orderLineId: lineId, rating: 5, text }, [
      { name: 'a.png', bytes: await png() }
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const review = created.json<{ data: OwnReview }>().data;
    expect(review.photos).toHaveLength(1);
    expect(review.photos[0]).toMatch(/^\/media\/reviews\/[A-Za-z0-9_-]{22}\.jpg$/);
    const file = await fs.readFile(path.join(ctx.config.mediaDir, review.photos[0]!.slice('/media/'.length)));
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(file.includes('secret-camera-owner')).toBe(false);
    const ledger = await ledgerOf(member.id);
    expect(ledger).toMatchObject([{ kind: 'GRANT', amount: REVIEW_POINTS_PHOTO, reason: 'review' }]);
    expect(REVIEW_POINTS_PHOTO).toBeGreaterThan(REVIEW_POINTS_TEXT);
  });

  it('[400] a file that only claims to be an image is refused by its content, nothing kept or granted', async () => {
    const member = await cartMember(ctx);
    const { lineId } = await orderLine(member.id, (await makeProduct(ctx)).id);
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not a png')
    ]);
    const answer = await write(member.token, { orderLineId: lineId, rating: 5, text }, [
      { name: 'photo.png', bytes: fake }
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'ALT_FileError' });
    const script = await write(member.token, { orderLineId: lineId, rating: 5, text }, [
      { name: 'photo.jpg', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' }
    ]);
    expect(script.statusCode).toBe(400);
    const four = await write(
      member.token,
      { orderLineId: lineId, rating: 5, text },
      await Promise.all([1, 2, 3, 4].map(async (n) => ({ name: `${n}.png`, bytes: await png() })))
    );
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ code: 'RETURN_PHOTO_TOO_MANY' });
    expect(await ledgerOf(member.id)).toHaveLength(0);
    expect(
      (await call('GET', `/api/etc/v1/reviews/lines/${lineId}`, member.token)).json<{
        data: ReviewableLine;
      }>().data.refusal
    ).toBeNull();
  });

  it('[200] a refunded return of the reviewed line takes the review’s points back, once', async () => {
    const desk = await signedInStaff(ctx, ['ORDER_DESK']);
    const member = await cartMember(ctx);
    const product = (await makeProduct(ctx, { stock: 10 })).id;
    const { order, lineId } = await orderLine(member.id, product);
    expect(
      (
        await write(member.token, { orderLineId: lineId, rating: 2, text }, [
          { name: 'a.png', bytes: await png() }
        ])
      ).statusCode
    ).toBe(201);
    const form = new FormData();
    form.append(
      'request',
      JSON.stringify({
        lines: [{ salesOrderLineId: lineId, quantity: 1 }],
        reason: 'DEFECT',
        orderNumber: order.orderNumber,
        pickup: {
          source: 'TYPED',
          address: {
            lastName: '이',
            firstName: '민준',
            mobileNumber: '010-1234-5678',
            zipcode: '06159',
            address1: '서울특별시 강남구 테헤란로 427',
            address2: '12층'
          }
        },
        agreed: true
      })
    );
    form.append('photos', new Blob([await png()], { type: 'image/png' }), 'defect.png');
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/v1/return',
      headers: { authorization: `Bearer ${member.token}` },
      payload: form
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const { returnId } = requested.json<{ data: { returnId: number } }>().data;
    for (const event of ['approve', 'collect'])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/staff/v1/returns/${returnId}/moves`,
            headers: { cookie: desk.cookie },
            payload: { event }
          })
        ).statusCode
      ).toBe(200);
    await runDueJobs(createJobQueue(ctx.database.db), ctx.app.jobHandlers, new Date(Date.now() + 1_000));
    const review = await ctx.database.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userSeqNo, member.id), eq(pointLedger.reason, 'reviewReturn')));
    expect(review).toMatchObject([{ kind: 'REVERSE', reverses: 'GRANT', amount: -REVIEW_POINTS_PHOTO }]);
    // Run again: nothing is taken twice.
    await runDueJobs(createJobQueue(ctx.database.db), ctx.app.jobHandlers, new Date(Date.now() + 60_000));
    const mine = (await call('GET', '/api/etc/v1/reviews/mine', member.token)).json<{ data: OwnReviewPage }>()
      .data;
    expect(mine.list[0]).toMatchObject({ pointsGranted: REVIEW_POINTS_PHOTO, pointsReversed: true });
    expect((await ledgerOf(member.id)).filter((row) => row.reason === 'reviewReturn')).toHaveLength(1);
    const line = await call('GET', `/api/etc/v1/reviews/lines/${lineId}`, member.token);
    expect(line.json<{ data: ReviewableLine }>().data.refusal).toBe('REVIEW_ALREADY_WRITTEN');
  });
});

describe('the product page: figures, order, skin type, helpful votes', () => {
  let product: number;
  let writers: { id: number; token: string }[];

  beforeAll(async () => {
    product = (await makeProduct(ctx)).id;
    writers = await Promise.all([1, 2, 3].map(() => cartMember(ctx)));
    const profiles: BeautyProfile[] = [
      { skinType: 'DRY', skinTone: 'LIGHT', skinConcerns: ['DRYNESS'] },
      { skinType: 'OILY', skinTone: 'MEDIUM', skinConcerns: ['PORES', 'ACNE'] },
      { skinType: 'DRY', skinTone: null, skinConcerns: [] }
    ];
    for (const [index, writer] of writers.entries()) {
      const saved = await call('PUT', '/api/etc/v1/users/beauty-profile', writer.token, profiles[index]);
      expect(saved.statusCode, saved.body).toBe(200);
      const { lineId } = await orderLine(writer.id, product);
      const photos = index === 0 ? [{ name: 'a.png', bytes: await png() }] : [];
      expect(
        (await write(writer.token, { orderLineId: lineId, rating: [5, 3, 4][index], text }, photos))
          .statusCode
      ).toBe(201);
    }
  });

  it('[200] the summary comes from the row kept per product: count, average, by star', async () => {
    const summary = await summaryOf(product);
    expect(summary).toMatchObject({ reviewCount: 3, averageRating: 4, photoReviewCount: 1 });
    expect(summary.stars).toEqual([
      { star: 5, count: 1 },
      { star: 4, count: 1 },
      { star: 3, count: 1 },
      { star: 2, count: 0 },
      { star: 1, count: 0 }
    ]);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product));
    expect(row).toMatchObject({ reviewCount: 3, reviewRatingTenths: 40 });
  });

  it('[200] photo reviews first, then newest; filtered by skin type with the writer’s profile', async () => {
    const page = (await call('GET', `/api/product/v1/public/products/${product}/reviews`)).json<{
      data: ReviewPage;
    }>().data;
    expect(page.list.map((review) => review.rating)).toEqual([5, 4, 3]);
    expect(page.list[0]!.photos).toHaveLength(1);
    expect(page.totalSize).toBe(3);
    const dry = (await call('GET', `/api/product/v1/public/products/${product}/reviews?skinType=DRY`)).json<{
      data: ReviewPage;
    }>().data;
    expect(dry.list.map((review) => [review.rating, review.skinType])).toEqual([
      [5, 'DRY'],
      [4, 'DRY']
    ]);
    expect(dry.list[0]).toMatchObject({ skinTone: 'LIGHT', skinConcerns: ['DRYNESS'] });
    expect(
      (await call('GET', `/api/product/v1/public/products/${product}/reviews?skinType=SHINY`)).statusCode
    ).toBe(400);
  });

  it('[200] a helpful vote once per member; [409] the second; [403] one’s own; [401] a guest', async () => {
    const page = (await call('GET', `/api/product/v1/public/products/${product}/reviews`)).json<{
      data: ReviewPage;
    }>().data;
    const first = page.list[0]!;
    const voter = writers[1]!;
    const url = `/api/etc/v1/reviews/${first.reviewId}/helpful`;
    const voted = await call('POST', url, voter.token);
    expect(voted.statusCode, voted.body).toBe(200);
    expect(voted.json<{ data: HelpfulAnswer }>().data).toEqual({ helpfulCount: 1, votedHelpful: true });
    const twice = await call('POST', url, voter.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'REVIEW_HELPFUL_TWICE' });
    const own = await call('POST', url, writers[0]!.token);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'REVIEW_OWN_HELPFUL' });
    expect((await call('POST', url)).statusCode).toBe(401);
    const seen = (await call('GET', `/api/product/v1/public/products/${product}/reviews`, voter.token)).json<{
      data: ReviewPage;
    }>().data;
    expect(seen.list[0]).toMatchObject({ helpfulCount: 1, votedHelpful: true, mine: false });
    const theirs = (
      await call('GET', `/api/product/v1/public/products/${product}/reviews`, writers[0]!.token)
    ).json<{ data: ReviewPage }>().data;
    expect(theirs.list[0]).toMatchObject({ mine: true, votedHelpful: false });
  });

  it('[200] the desk hides a review with a reason (audited); it leaves the page, the figures and its points', async () => {
    const page = (await call('GET', `/api/product/v1/public/products/${product}/reviews`)).json<{
      data: ReviewPage;
    }>().data;
    const target = page.list.find((review) => review.rating === 3)!;
    const move = (body: Record<string, string>, cookie = content.cookie) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/v1/reviews/${target.reviewId}/moves`,
        headers: { cookie },
        payload: body
      });
    expect((await move({ move: 'HIDE' })).statusCode).toBe(400);
    const orderDesk = await signedInStaff(ctx, ['ORDER_DESK']);
    expect((await move({ move: 'HIDE', reason: '욕설' }, orderDesk.cookie)).statusCode).toBe(403);
    const hidden = await move({ move: 'HIDE', reason: '욕설이 담긴 리뷰' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<{ data: OwnReview }>().data).toMatchObject({
      status: 'HIDDEN',
      hiddenReason: '욕설이 담긴 리뷰'
    });
    expect((await move({ move: 'HIDE', reason: '다시' })).json()).toMatchObject({
      code: 'REVIEW_MOVE_REFUSED'
    });
    const after = (await call('GET', `/api/product/v1/public/products/${product}/reviews`)).json<{
      data: ReviewPage;
    }>().data;
    expect(after.list.map((review) => review.rating)).toEqual([5, 4]);
    expect(await summaryOf(product)).toMatchObject({ reviewCount: 2, averageRating: 4.5 });
    const audit = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, String(target.reviewId)));
    expect(audit.map((entry) => entry.action)).toContain('review.hide');
    const writer = writers[1]!;
    const mine = (await call('GET', '/api/etc/v1/reviews/mine', writer.token)).json<{ data: OwnReviewPage }>()
      .data;
    expect(mine.list[0]).toMatchObject({
      status: 'HIDDEN',
      hiddenReason: '욕설이 담긴 리뷰',
      pointsGranted: REVIEW_POINTS_TEXT,
      pointsReversed: true
    });
    const takenBack = () =>
      ledgerOf(writer.id).then((rows) => rows.filter((row) => row.reason === 'reviewHidden'));
    expect(await takenBack()).toMatchObject([
      { kind: 'REVERSE', reverses: 'GRANT', amount: -REVIEW_POINTS_TEXT }
    ]);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/v1/reviews?status=HIDDEN',
      headers: { cookie: content.cookie }
    });
    expect(queue.json<{ data: OwnReviewPage }>().data.list.map((review) => review.reviewId)).toContain(
      target.reviewId
    );
    expect((await move({ move: 'SHOW' })).statusCode).toBe(200);
    expect(await summaryOf(product)).toMatchObject({ reviewCount: 3, averageRating: 4 });
    // Shown again, it stays without its points, and hiding it again takes nothing more.
    expect((await move({ move: 'HIDE', reason: '다시 숨김' })).statusCode).toBe(200);
    expect(await takenBack()).toHaveLength(1);
    expect((await move({ move: 'SHOW' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/v1/reviews' })).statusCode).toBe(401);
  });
});

describe('GET /api/product/v1/public/products (sorts by reviews)', () => {
  it('[200] RATING: highest average first; REVIEWS: most reviews first', async () => {
    const [few, many, none] = await Promise.all([makeProduct(ctx), makeProduct(ctx), makeProduct(ctx)]);
    const ratings = { [few.id]: [5], [many.id]: [4, 4, 3] };
    for (const [productId, stars] of Object.entries(ratings))
      for (const rating of stars) {
        const member = await cartMember(ctx);
        const { lineId } = await orderLine(member.id, Number(productId));
        expect((await write(member.token, { orderLineId: lineId, rating, text })).statusCode).toBe(201);
      }
    const ids = [few.id, many.id, none.id];
    const order = async (sort: string) => {
      const answer = await call(
        'GET',
        `/api/product/v1/public/products?searchOrderType=${sort}&pageSize=100`
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json<{ data: ProductPage }>()
        .data.list.map((item) => item.productId)
        .filter((id) => ids.includes(id));
    };
    expect(await order('RATING')).toEqual([few.id, many.id, none.id]);
    expect(await order('REVIEWS')).toEqual([many.id, few.id, none.id]);
  });
});

describe('beauty profile', () => {
  it('[200] empty until kept; [400] an unknown value or four concerns; [401] a guest', async () => {
    const member = await cartMember(ctx);
    const url = '/api/etc/v1/users/beauty-profile';
    expect((await call('GET', url, member.token)).json<{ data: BeautyProfile }>().data).toEqual({
      skinType: null,
      skinTone: null,
      skinConcerns: []
    });
    expect(
      (await call('PUT', url, member.token, { skinType: 'SHINY', skinTone: null, skinConcerns: [] }))
        .statusCode
    ).toBe(400);
    expect(
      (
        await call('PUT', url, member.token, {
          skinType: null,
          skinTone: null,
          skinConcerns: ['ACNE', 'PORES', 'REDNESS', 'DULLNESS']
        })
      ).statusCode
    ).toBe(400);
    const kept = { skinType: 'SENSITIVE', skinTone: 'FAIR', skinConcerns: ['REDNESS'] };
    expect((await call('PUT', url, member.token, kept)).json<{ data: BeautyProfile }>().data).toEqual(kept);
    expect((await call('GET', url, member.token)).json<{ data: BeautyProfile }>().data).toEqual(kept);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});
