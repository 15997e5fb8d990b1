import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHOP_REFERRER_COOKIE,
  type HeaderPersonal,
  type PersonalMall,
  type PersonalMallSummary
} from '@mall/domain';
import type { NewUser } from '../src/modules/member/member.repository.ts';
import { salesOrderLines, salesOrders } from '../src/modules/order/order.table.ts';
import { personalMalls } from '../src/modules/personal/personal.table.ts';
import { DEMO_PASSWORD, seedDemoMembersIfEmpty } from '../seed/members.ts';
import { DEMO_PERSONAL_MALL, seedDemoPersonalMallIfEmpty } from '../seed/personal-malls.ts';
import { makeProduct } from './cart-fixtures.ts';
import {
  checkoutApi,
  codeOf,
  CONFIRM,
  confirmOf,
  dataOf,
  FakeProvider,
  GUEST_INIT,
  guestPieceBody,
  INIT,
  initBody,
  SHEET,
  type OrderInitAnswer,
  type OrderSheet
} from './checkout-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, login, nextAddress } from './members.ts';

let ctx: TestContext;
const provider = new FakeProvider();
let plannerSerial = 0;

beforeAll(async () => {
  ctx = await createTestContext({
    withWeb: true,
    env: { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_ROUTE_SCALE: '1000' },
    app: { payments: provider }
  });
  await seedDemoMembersIfEmpty(ctx.database.db);
  await seedDemoPersonalMallIfEmpty(ctx.database.db, ctx.config.mediaDir);
});
afterAll(async () => {
  await ctx.close();
});

/** A fresh planner (member number 17xxxxxxxx) with a token. */
async function planner(overrides: Partial<NewUser> = {}) {
  plannerSerial += 1;
  const row = await createMember(ctx, {
    userType: 'SOLE_PROPRIETORSHIP',
    userNumber: String(1_700_000_000 + plannerSerial),
    referralUserNumber: null,
    lastName: '김',
    firstName: '서연',
    beautyPlannerDatetime: new Date(),
    ...overrides
  });
  return { row, id: row.userSeqNo, number: row.userNumber, token: (await login(ctx, row.loginId)).access };
}

async function customer(overrides: Partial<NewUser> = {}) {
  const row = await createMember(ctx, overrides);
  return { row, id: row.userSeqNo, number: row.userNumber, token: (await login(ctx, row.loginId)).access };
}

function call(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; cookie?: string; payload?: unknown; headers?: Record<string, string> } = {}
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers
    },
    remoteAddress: nextAddress(),
    ...(options.payload === undefined ? {} : { payload: options.payload as object })
  });
}

const mallUrl = (id: number) => `/api/personal/v1/users/${id}/personalMall`;

type Upload = { field: string; name: string; bytes: Buffer; type?: string };

function save(id: number, token: string | undefined, request: Record<string, unknown>, files: Upload[] = []) {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  for (const file of files)
    form.append(file.field, new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  return ctx.app.inject({
    method: 'POST',
    url: mallUrl(id),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextAddress(),
    payload: form
  });
}

const png = (width: number, height: number, color = '#c06c84') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

const mediaFile = (url: string) => path.join(ctx.config.mediaDir, url.replace(/^\/media\//, ''));
const shopCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === SHOP_REFERRER_COOKIE);

async function header(query: string, options: { token?: string; cookie?: string } = {}) {
  const response = await call('GET', `/api/personal/v1/users/public/headerPersonal${query}`, options);
  return { response, data: dataOf<HeaderPersonal>(response) };
}

async function orderOf(orderNumber: string) {
  const [row] = await ctx.database.db
    .select({ referrer: salesOrders.referrerUserNumber, id: salesOrders.id, status: salesOrders.status })
    .from(salesOrders)
    .where(eq(salesOrders.orderNumber, orderNumber));
  return row!;
}

const api = () => checkoutApi(ctx);

/** A member's DIRECT order of `quantity` pieces, initialised with the given cookie. */
async function memberInit(token: string, productId: number, quantity: number, cookie?: string) {
  const sheet = dataOf<OrderSheet>(
    await api().post(SHEET, { source: 'DIRECT', cartType: 'normal', lines: [{ productId, quantity }] }, token)
  );
  const response = await call('POST', INIT, { token, cookie, payload: initBody(sheet) });
  return dataOf<OrderInitAnswer>(response);
}

async function guestInit(productId: number, price: number, cookie?: string) {
  return dataOf<OrderInitAnswer>(
    await call('POST', GUEST_INIT, { cookie, payload: guestPieceBody(productId, price) })
  );
}

describe('GET /api/personal/v1/users/{id}/personalMall', () => {
  it('[200] the owner sees an unsaved mall with links and QR names', async () => {
    const owner = await planner();
    const mall = dataOf<PersonalMall>(await call('GET', mallUrl(owner.id), { token: owner.token }));
    expect(mall).toMatchObject({
      userSeqNo: owner.id,
      mallName: null,
      message1: '',
      siteUrl: null,
      profileUrl: null,
      userInfo: {
        fullName: '김서연',
        globalRefererRegionCode: { code: 'KR' },
        globalRefererUserNumber: owner.number
      },
      referralInfoResponse: {
        userNumber: owner.number,
        userLink: `http://localhost:80/signup/selectType?referrer=${owner.number}`,
        qrCodeFileName: `${owner.number}-signup.png`
      },
      referralShoppingInfoResponse: {
        userLink: `http://localhost:80/?referrer=${owner.number}`,
        qrCodeFileName: `${owner.number}-shopping.png`
      }
    });
  });

  it('[403] another planner cannot read a mall nor its summary; a customer gets ALT_PlannerOnly; a guest 401', async () => {
    const owner = await planner();
    const other = await planner();
    for (const url of [mallUrl(owner.id), `${mallUrl(owner.id)}/summary`]) {
      const foreign = await call('GET', url, { token: other.token });
      expect(foreign.statusCode).toBe(403);
      expect(codeOf(foreign)).toBe('FORBIDDEN');
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    const buyer = await customer();
    for (const url of [mallUrl(buyer.id), `${mallUrl(buyer.id)}/summary`]) {
      const refused = await call('GET', url, { token: buyer.token });
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('ALT_PlannerOnly');
    }
    // A planner who is a customer again is refused at once (the member is read on each call).
    const former = await planner();
    await ctx.database.db.execute(
      sql`UPDATE member_user SET user_type = 'BEAUTY_CONSUMER' WHERE user_seq_no = ${former.id}`
    );
    const refused = await call('GET', mallUrl(former.id), { token: former.token });
    expect(codeOf(refused)).toBe('ALT_PlannerOnly');
  });
});

describe('POST /api/personal/v1/users/{id}/personalMall', () => {
  it('[200] saves texts and pictures resized to web sizes, served from /media with a year’s cache', async () => {
    const owner = await planner();
    const saved = await save(
      owner.id,
      owner.token,
      { mallName: ' 나의 몰 ', message1: '안녕하세요', siteUrl: 'MyShop1', nickname: '나의닉' },
      [
        { field: 'profile', name: 'C:\\photos\\me.png', bytes: await png(900, 600) },
        { field: 'backgroundMobile', name: 'bg-m.png', bytes: await png(2400, 1200) },
        { field: 'backgroundPc', name: 'bg-pc.jpg', bytes: await png(1000, 300), type: 'image/jpeg' }
      ]
    );
    const mall = dataOf<PersonalMall>(saved);
    expect(mall).toMatchObject({
      mallName: '나의 몰',
      message1: '안녕하세요',
      message2: '',
      siteUrl: 'myshop1',
      nickname: '나의닉',
      profileOriginFileName: 'me.png',
      backgroundMobileOriginFileName: 'bg-m.png',
      backgroundPcOriginFileName: 'bg-pc.jpg',
      referralShoppingInfoResponse: { userLink: 'http://localhost:80/?referrer=myshop1' }
    });
    for (const url of [mall.profileUrl, mall.backgroundMobileUrl, mall.backgroundPcUrl])
      expect(url).toMatch(/^\/media\/personal\/[A-Za-z0-9_-]{22}\.jpg$/);
    const sizes = await Promise.all(
      [mall.profileUrl!, mall.backgroundMobileUrl!, mall.backgroundPcUrl!].map((url) =>
        sharp(mediaFile(url)).metadata()
      )
    );
    expect(sizes.map(({ width, height, format }) => ({ width, height, format }))).toEqual([
      { width: 400, height: 400, format: 'jpeg' },
      { width: 1080, height: 540, format: 'jpeg' },
      // Never enlarged.
      { width: 1000, height: 300, format: 'jpeg' }
    ]);
    const served = await call('GET', mall.profileUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/jpeg');

    // Replacing the profile and removing the PC background removes their files; the rest stays.
    const again = dataOf<PersonalMall>(
      await save(
        owner.id,
        owner.token,
        { mallName: '나의 몰', siteUrl: 'myshop1', nickname: '나의닉', removeBackgroundPc: true },
        [{ field: 'profile', name: 'new.png', bytes: await png(400, 400, '#336699') }]
      )
    );
    expect(again.profileUrl).not.toBe(mall.profileUrl);
    expect(again.profileOriginFileName).toBe('new.png');
    expect(again.backgroundMobileUrl).toBe(mall.backgroundMobileUrl);
    expect(again.backgroundPcUrl).toBeNull();
    expect(again.backgroundPcOriginFileName).toBeNull();
    expect(fs.existsSync(mediaFile(mall.profileUrl!))).toBe(false);
    expect(fs.existsSync(mediaFile(mall.backgroundPcUrl!))).toBe(false);
    expect(fs.existsSync(mediaFile(again.profileUrl!))).toBe(true);
    expect(fs.existsSync(mediaFile(again.backgroundMobileUrl!))).toBe(true);
    // GET answers what was saved.
    expect(dataOf<PersonalMall>(await call('GET', mallUrl(owner.id), { token: owner.token }))).toEqual(again);
  });

  it('[400] refuses a file by its content, a second file in a field and an unknown field; nothing is kept', async () => {
    const owner = await planner();
    const before = fs.existsSync(path.join(ctx.config.mediaDir, 'personal'))
      ? fs.readdirSync(path.join(ctx.config.mediaDir, 'personal')).length
      : 0;
    const request = { mallName: '몰' };
    const fake = await save(owner.id, owner.token, request, [
      { field: 'profile', name: 'photo.png', bytes: Buffer.from('just some text, not a picture\n') }
    ]);
    expect(fake.statusCode).toBe(400);
    expect(codeOf(fake)).toBe('ALT_FileError');
    const truncated = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64)
    ]);
    const broken = await save(owner.id, owner.token, request, [
      { field: 'backgroundPc', name: 'x.png', bytes: truncated }
    ]);
    expect(codeOf(broken)).toBe('ALT_FileError');
    // A good picture beside a bad one: the whole save is refused and the good one is not left behind.
    const mixed = await save(owner.id, owner.token, request, [
      { field: 'profile', name: 'ok.png', bytes: await png(50, 50) },
      { field: 'backgroundMobile', name: 'bad.png', bytes: Buffer.from('nope') }
    ]);
    expect(codeOf(mixed)).toBe('ALT_FileError');
    const twice = await save(owner.id, owner.token, request, [
      { field: 'profile', name: 'a.png', bytes: await png(10, 10) },
      { field: 'profile', name: 'b.png', bytes: await png(10, 10) }
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'ALT_FileError', data: { field: 'profile' } });
    const unknown = await save(owner.id, owner.token, request, [
      { field: 'avatar', name: 'a.png', bytes: await png(10, 10) }
    ]);
    expect(codeOf(unknown)).toBe('ALT_FileError');
    const noJson = await save(owner.id, owner.token, { mallName: '' });
    expect(noJson.statusCode).toBe(400);
    expect(noJson.json().fields).toEqual([
      expect.objectContaining({ field: 'mallName', code: 'PM_MallNameRequired' })
    ]);
    const after = fs.existsSync(path.join(ctx.config.mediaDir, 'personal'))
      ? fs.readdirSync(path.join(ctx.config.mediaDir, 'personal')).length
      : 0;
    expect(after).toBe(before);
    const [row] = await ctx.database.db
      .select()
      .from(personalMalls)
      .where(eq(personalMalls.userSeqNo, owner.id));
    expect(row).toBeUndefined();
  });

  it('[413] refuses a picture over 20 MB while it streams', async () => {
    const owner = await planner();
    const big = await save(owner.id, owner.token, { mallName: '몰' }, [
      { field: 'backgroundPc', name: 'big.jpg', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0xff) }
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'ALT_ImageValidation', data: { maxMb: 20 } });
  });

  it('[403] another planner cannot save someone’s mall; a customer gets ALT_PlannerOnly; a guest 401', async () => {
    const owner = await planner();
    const other = await planner();
    const foreign = await save(owner.id, other.token, { mallName: '남의 몰' }, [
      { field: 'profile', name: 'p.png', bytes: await png(20, 20) }
    ]);
    expect(foreign.statusCode).toBe(403);
    expect(codeOf(foreign)).toBe('FORBIDDEN');
    const buyer = await customer();
    const refused = await save(buyer.id, buyer.token, { mallName: '내 몰' });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('ALT_PlannerOnly');
    expect((await save(owner.id, undefined, { mallName: '몰' })).statusCode).toBe(401);
    const rows = await ctx.database.db
      .select()
      .from(personalMalls)
      .where(sql`${personalMalls.userSeqNo} IN (${owner.id}, ${buyer.id})`);
    expect(rows).toEqual([]);
  });

  it('[400/409] site URL and nickname rules; duplicates are found without regard to case', async () => {
    const first = await planner();
    const second = await planner();
    for (const [siteUrl, field, code] of [
      ['abc', 'siteUrl', 'PM_SiteUrlRule'],
      ['1234567890', 'siteUrl', 'PM_SiteUrlRule'],
      ['my-shop', 'siteUrl', 'PM_SiteUrlRule']
    ] as const) {
      const bad = await save(first.id, first.token, { mallName: '몰', siteUrl });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual([expect.objectContaining({ field, code })]);
    }
    const badNick = await save(first.id, first.token, { mallName: '몰', nickname: 'a b' });
    expect(badNick.json().fields).toEqual([
      expect.objectContaining({ field: 'nickname', code: 'PM_NicknameRule' })
    ]);

    dataOf<PersonalMall>(
      await save(first.id, first.token, { mallName: '몰', siteUrl: 'DupShop', nickname: 'DupNick' })
    );
    const takenUrl = await save(second.id, second.token, { mallName: '몰', siteUrl: 'dupshop' });
    expect(takenUrl.statusCode).toBe(409);
    expect(takenUrl.json()).toMatchObject({
      code: 'PERSONAL_MALL_SITE_URL_TAKEN',
      data: { field: 'siteUrl' }
    });
    const takenNick = await save(second.id, second.token, { mallName: '몰', nickname: 'dupNICK' });
    expect(takenNick.statusCode).toBe(409);
    expect(takenNick.json()).toMatchObject({
      code: 'PERSONAL_MALL_NICKNAME_TAKEN',
      data: { field: 'nickname' }
    });
    // The owner saving the same handles again is no conflict.
    expect(
      (await save(first.id, first.token, { mallName: '몰2', siteUrl: 'dupshop', nickname: 'DupNick' }))
        .statusCode
    ).toBe(200);

    const siteCheck = (siteUrl: string, token?: string) =>
      call('POST', '/api/member/v1/public/findExistUserSiteUrl', { token, payload: { siteUrl } });
    expect(dataOf<{ duplicate: boolean }>(await siteCheck('DUPSHOP'))).toEqual({ duplicate: true });
    expect(dataOf<{ duplicate: boolean }>(await siteCheck('DUPSHOP', second.token))).toEqual({
      duplicate: true
    });
    expect(dataOf<{ duplicate: boolean }>(await siteCheck('DupShop', first.token))).toEqual({
      duplicate: false
    });
    expect(dataOf<{ duplicate: boolean }>(await siteCheck('freeshop'))).toEqual({ duplicate: false });
    const badCheck = await siteCheck('ab');
    expect(badCheck.json().fields[0]).toMatchObject({ field: 'siteUrl', code: 'PM_SiteUrlRule' });

    const nickCheck = (nickName: string, token?: string) =>
      call('POST', '/api/member/v1/public/findExistUserNickNm', { token, payload: { nickName } });
    expect(dataOf<{ duplicate: boolean }>(await nickCheck('dupnick'))).toEqual({ duplicate: true });
    expect(dataOf<{ duplicate: boolean }>(await nickCheck('DUPNICK', first.token))).toEqual({
      duplicate: false
    });
    expect(dataOf<{ duplicate: boolean }>(await nickCheck('새닉네임'))).toEqual({ duplicate: false });
    expect((await nickCheck('x')).statusCode).toBe(400);
    // The same path still answers sign-up's login id check.
    const loginCheck = await call('POST', '/api/member/v1/public/findExistUserNickNm', {
      payload: { loginId: 'PLANNER1' }
    });
    expect(dataOf<{ duplicate: boolean }>(loginCheck)).toEqual({ duplicate: true });
    const both = await call('POST', '/api/member/v1/public/findExistUserNickNm', {
      payload: { loginId: 'someone', nickName: 'someone' }
    });
    expect(both.statusCode).toBe(400);
  });
});

describe('GET /api/personal/v1/users/public/headerPersonal', () => {
  it('[200] SHOWN by number or site URL sets the shop-referrer cookie; NONE, COMPANY and INACTIVE set nothing', async () => {
    const shown = await header('?referrerCode=1000000001');
    expect(shown.data).toMatchObject({
      state: 'SHOWN',
      referrerCode: DEMO_PERSONAL_MALL.siteUrl,
      memberReferrerCode: null,
      mall: {
        userNumber: '1000000001',
        mallName: DEMO_PERSONAL_MALL.mallName,
        nickname: DEMO_PERSONAL_MALL.nickname,
        shoppingLink: `http://localhost:80/?referrer=${DEMO_PERSONAL_MALL.siteUrl}`,
        userInfo: { globalRefererUserNumber: '1000000001' }
      }
    });
    expect(shown.data.mall?.profileUrl).toMatch(/^\/media\/personal\//);
    const cookie = shopCookie(shown.response);
    expect(cookie).toMatchObject({
      value: '1000000001',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 60 * 60
    });
    expect(shown.response.headers['cache-control']).toBe('private, no-store');

    const bySite = await header('?referrerCode=BloomKim');
    expect(bySite.data.state).toBe('SHOWN');
    expect(shopCookie(bySite.response)?.value).toBe('1000000001');

    for (const code of ['', '?referrerCode=9999999999', '?referrerCode=nosuchmall', '?referrerCode=../x']) {
      const none = await header(code);
      expect(none.data).toEqual({ state: 'NONE', referrerCode: null, mall: null, memberReferrerCode: null });
      expect(shopCookie(none.response)).toBeUndefined();
    }
    const company = await header('?referrerCode=1000000000');
    expect(company.data.state).toBe('COMPANY');
    expect(shopCookie(company.response)).toBeUndefined();

    const gone = await planner();
    await ctx.database.db.execute(
      sql`UPDATE member_user SET status = 'WITHDRAWN' WHERE user_seq_no = ${gone.id}`
    );
    const inactive = await header(`?referrerCode=${gone.number}`);
    expect(inactive.data).toMatchObject({ state: 'INACTIVE', mall: null });
    expect(shopCookie(inactive.response)).toBeUndefined();
    // A customer's number is no mall at all.
    const buyer = await customer();
    expect((await header(`?referrerCode=${buyer.number}`)).data.state).toBe('NONE');
  });

  it('[200] MISMATCH for a customer of another planner; the cookie, the member’s planner and a planner’s own mall', async () => {
    const other = await planner();
    const customer1 = await login(ctx, 'customer1', DEMO_PASSWORD);
    const mismatch = await header(`?referrerCode=${other.number}`, { token: customer1.access });
    expect(mismatch.data).toMatchObject({
      state: 'MISMATCH',
      referrerCode: DEMO_PERSONAL_MALL.siteUrl,
      memberReferrerCode: DEMO_PERSONAL_MALL.siteUrl,
      mall: { userNumber: '1000000001' }
    });
    expect(shopCookie(mismatch.response)).toBeUndefined();
    // No code: the customer's own planner, whatever cookie the browser has.
    const own = await header('', {
      token: customer1.access,
      cookie: `${SHOP_REFERRER_COOKIE}=${other.number}`
    });
    expect(own.data).toMatchObject({ state: 'SHOWN', mall: { userNumber: '1000000001' } });
    // A guest with the cookie sees its planner (what sign-up pre-fills), and no new cookie is set.
    const guest = await header('', { cookie: `${SHOP_REFERRER_COOKIE}=${other.number}` });
    expect(guest.data).toMatchObject({
      state: 'SHOWN',
      referrerCode: other.number,
      mall: { userNumber: other.number }
    });
    expect(shopCookie(guest.response)).toBeUndefined();
    // A forged cookie is looked up like any code.
    expect((await header('', { cookie: `${SHOP_REFERRER_COOKIE}=1000000000` })).data.state).toBe('COMPANY');
    // A planner sees their own mall without a code, and another's with one.
    const planner1 = await login(ctx, 'planner1', DEMO_PASSWORD);
    expect((await header('', { token: planner1.access })).data.mall?.userNumber).toBe('1000000001');
    expect((await header(`?referrerCode=${other.number}`, { token: planner1.access })).data.state).toBe(
      'SHOWN'
    );
    // A customer without a referrer (customer2) opening a link: shown.
    const customer2 = await login(ctx, 'customer2', DEMO_PASSWORD);
    expect((await header(`?referrerCode=${other.number}`, { token: customer2.access })).data.state).toBe(
      'SHOWN'
    );
  });
});

describe('the storefront page with ?referrer=', () => {
  it('sets the cookie for an active planner’s link (number or site URL); an unknown or inactive code sets nothing', async () => {
    const page = await call('GET', '/?referrer=bloomkim');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(shopCookie(page)).toMatchObject({
      value: '1000000001',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/'
    });
    expect(shopCookie(await call('GET', '/product/skin?referrer=1000000001'))?.value).toBe('1000000001');
    const gone = await planner();
    await ctx.database.db.execute(
      sql`UPDATE member_user SET status = 'WITHDRAWN' WHERE user_seq_no = ${gone.id}`
    );
    for (const code of ['nosuchmall', gone.number, '1000000000', '<script>'])
      expect(shopCookie(await call('GET', `/?referrer=${encodeURIComponent(code)}`))).toBeUndefined();
    expect(shopCookie(await call('GET', '/'))).toBeUndefined();
  });
});

describe('order attribution (sales_order.referrer_user_number)', () => {
  it('a customer without a referrer buying with the cookie is credited to its planner; a forged cookie credits nobody', async () => {
    const product = await makeProduct(ctx, { stock: 50 });
    const cookiePlanner = await planner();
    const noRef = await customer({ userType: 'NON_REF_CUSTOMER', referralUserNumber: null });
    const credited = await memberInit(
      noRef.token,
      product.id,
      1,
      `${SHOP_REFERRER_COOKIE}=${cookiePlanner.number}`
    );
    expect((await orderOf(credited.orderNumber)).referrer).toBe(cookiePlanner.number);
    for (const forged of ['1000000000', noRef.number, 'bloomkim', '12345']) {
      const init = await memberInit(noRef.token, product.id, 1, `${SHOP_REFERRER_COOKIE}=${forged}`);
      expect((await orderOf(init.orderNumber)).referrer).toBeNull();
    }
    const none = await memberInit(noRef.token, product.id, 1);
    expect((await orderOf(none.orderNumber)).referrer).toBeNull();
  });

  it('customer1 buying with another planner’s cookie is credited to planner1; a planner’s own purchase to nobody', async () => {
    const product = await makeProduct(ctx, { stock: 50 });
    const other = await planner();
    const customer1 = await login(ctx, 'customer1', DEMO_PASSWORD);
    const init = await memberInit(customer1.access, product.id, 1, `${SHOP_REFERRER_COOKIE}=${other.number}`);
    expect((await orderOf(init.orderNumber)).referrer).toBe('1000000001');
    const planner1 = await login(ctx, 'planner1', DEMO_PASSWORD);
    const own = await memberInit(planner1.access, product.id, 1, `${SHOP_REFERRER_COOKIE}=${other.number}`);
    expect((await orderOf(own.orderNumber)).referrer).toBeNull();
    // A customer whose planner left: the link's planner is credited.
    const gone = await planner();
    const orphan = await customer({ referralUserNumber: gone.number });
    await ctx.database.db.execute(
      sql`UPDATE member_user SET status = 'WITHDRAWN' WHERE user_seq_no = ${gone.id}`
    );
    const relinked = await memberInit(orphan.token, product.id, 1, `${SHOP_REFERRER_COOKIE}=${other.number}`);
    expect((await orderOf(relinked.orderNumber)).referrer).toBe(other.number);
  });

  it('a guest checkout with the cookie is credited; the cookie set by the link page is the one checkout reads', async () => {
    const product = await makeProduct(ctx, { stock: 50, price: 20_000 });
    const link = await call('GET', '/?referrer=bloomkim');
    const cookie = shopCookie(link)!;
    const init = await guestInit(product.id, 20_000, `${cookie.name}=${cookie.value}`);
    expect((await orderOf(init.orderNumber)).referrer).toBe('1000000001');
    const anonymous = await guestInit(product.id, 20_000);
    expect((await orderOf(anonymous.orderNumber)).referrer).toBeNull();
  });
});

describe('GET /api/personal/v1/users/{id}/personalMall/summary', () => {
  it('[200] counts referred members and this month’s credited orders with SP/BP; cancelled and pending left out', async () => {
    const owner = await planner();
    const product = await makeProduct(ctx, { stock: 50, price: 20_000, sp: 16_000, bp: 14_000 });
    const cookie = `${SHOP_REFERRER_COOKIE}=${owner.number}`;
    // Two referred members, one of whom joined long ago.
    const recent = await customer({ referralUserNumber: owner.number });
    await customer({ referralUserNumber: owner.number, joinDatetime: new Date('2020-01-15T00:00:00Z') });

    // A referred customer's order of 2 (credited by their referrer), a guest's of 1 (by the cookie): both placed.
    const member = await memberInit(recent.token, product.id, 2);
    const guest = await guestInit(product.id, 20_000, cookie);
    for (const [init, token] of [
      [member, recent.token],
      [guest, undefined]
    ] as const) {
      const placed = await api().post(CONFIRM, confirmOf(init), token);
      expect(placed.statusCode, placed.body).toBe(200);
    }
    // A placed order later cancelled, and one never paid: neither counts.
    const cancelled = await guestInit(product.id, 20_000, cookie);
    await api().post(CONFIRM, confirmOf(cancelled), undefined);
    await ctx.database.db
      .update(salesOrders)
      .set({ status: 'CANCELLED', cancelledAt: new Date() })
      .where(eq(salesOrders.orderNumber, cancelled.orderNumber));
    await guestInit(product.id, 20_000, cookie);
    // The lines keep SP/BP of the time of order, whatever the catalogue says later.
    await ctx.database.db.execute(sql`UPDATE product SET sp = 1, bp = 1 WHERE id = ${product.id}`);
    const lines = await ctx.database.db
      .select({ sp: salesOrderLines.sp, bp: salesOrderLines.bp })
      .from(salesOrderLines)
      .where(eq(salesOrderLines.orderId, (await orderOf(guest.orderNumber)).id));
    expect(lines).toEqual([{ sp: 16_000, bp: 14_000 }]);

    const summary = dataOf<PersonalMallSummary>(
      await call('GET', `${mallUrl(owner.id)}/summary`, { token: owner.token })
    );
    const now = new Date(Date.now() + 9 * 3600_000);
    expect(summary).toEqual({
      month: now.toISOString().slice(0, 7),
      referredMembers: { total: 2, joinedThisMonth: 1 },
      orders: {
        count: 2,
        amount: member.amount + guest.amount,
        sp: 16_000 * 3,
        bp: 14_000 * 3
      }
    });
  });

  it('SP/BP stay out of the order sheet a customer sees', async () => {
    const product = await makeProduct(ctx, { stock: 5 });
    const buyer = await customer();
    const sheet = await api().post(
      SHEET,
      { source: 'DIRECT', cartType: 'normal', lines: [{ productId: product.id, quantity: 1 }] },
      buyer.token
    );
    const line = dataOf<OrderSheet>(sheet).lines[0]!;
    expect(Object.keys(line)).not.toContain('sp');
    expect(Object.keys(line)).not.toContain('bp');
    expect(sheet.body).not.toContain('"sp"');
  });
});

describe('GET /api/member/v1/public/qrcode/download', () => {
  const qr = (name: string) =>
    call('GET', `/api/member/v1/public/qrcode/download?qrcodeFileName=${encodeURIComponent(name)}`);

  it('[200] PNG and SVG of both links, as attachments with a day’s cache', async () => {
    const pngAnswer = await qr('1000000001-shopping.png');
    expect(pngAnswer.statusCode).toBe(200);
    expect(pngAnswer.headers['content-type']).toBe('image/png');
    expect(pngAnswer.headers['content-disposition']).toBe('attachment; filename="1000000001-shopping.png"');
    expect(pngAnswer.headers['cache-control']).toBe('public, max-age=86400');
    expect(pngAnswer.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    );
    const meta = await sharp(pngAnswer.rawPayload).metadata();
    expect(meta.width).toBe(meta.height);
    const svgAnswer = await qr('1000000001-signup.svg');
    expect(svgAnswer.statusCode).toBe(200);
    expect(svgAnswer.headers['content-type']).toContain('image/svg+xml');
    expect(svgAnswer.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
    expect(svgAnswer.body.trim().endsWith('</svg>')).toBe(true);
    // Both links draw different codes.
    expect((await qr('1000000001-signup.png')).rawPayload.equals(pngAnswer.rawPayload)).toBe(false);
  });

  it('[404] an unknown, inactive or company number, a customer, and any other name', async () => {
    const gone = await planner();
    await ctx.database.db.execute(
      sql`UPDATE member_user SET status = 'WITHDRAWN' WHERE user_seq_no = ${gone.id}`
    );
    const buyer = await customer();
    for (const name of [
      '9999999999-signup.png',
      `${gone.number}-signup.png`,
      '1000000000-shopping.png',
      `${buyer.number}-shopping.svg`,
      '1000000001-other.png',
      '1000000001-signup.gif',
      '../1000000001-signup.png',
      '1000000001-signup.png/../x'
    ]) {
      const answer = await qr(name);
      expect(answer.statusCode, name).toBe(404);
      expect(codeOf(answer)).toBe('NOT_FOUND');
    }
    expect((await call('GET', '/api/member/v1/public/qrcode/download')).statusCode).toBe(400);
  });
});

describe('GET /api/share/v1/messenger/personal-malls/{userNumber}', () => {
  const feedOf = (shareUrl: string) =>
    JSON.parse(new URL(shareUrl, 'http://shop.test').searchParams.get('validation_params')!).template_object;

  it('[200] the sharer page of a planner’s shopping or sign-up link, built from the mall', async () => {
    const owner = await planner();
    const saved = await save(owner.id, owner.token, {
      mallName: '공유 라운지',
      message1: '피부 상담 환영',
      message2: '',
      siteUrl: `share${plannerSerial}x`,
      nickname: null
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shopping = await call(
      'GET',
      `/api/share/v1/messenger/personal-malls/${owner.number}?kind=shopping`,
      {
        headers: { host: 'shop.test', 'accept-language': 'ko-KR' }
      }
    );
    const feed = feedOf(dataOf<{ shareUrl: string }>(shopping).shareUrl);
    expect(feed.content.title).toBe('공유 라운지');
    expect(feed.content.description).toBe('피부 상담 환영');
    expect(feed.content.link.webUrl).toBe(`http://shop.test/?referrer=share${plannerSerial}x`);
    expect(feed.buttons[0].title).toBe('쇼핑하러 가기');

    const signup = await call('GET', `/api/share/v1/messenger/personal-malls/${owner.number}?kind=signup`, {
      headers: { host: 'shop.test', 'accept-language': 'en-US' }
    });
    const invite = feedOf(dataOf<{ shareUrl: string }>(signup).shareUrl);
    expect(invite.content.link.webUrl).toBe(`http://shop.test/signup/selectType?referrer=${owner.number}`);
    expect(invite.buttons[0].title).toBe('Sign up');
  });

  it('[404/400] a customer’s number, an inactive planner or a bad kind', async () => {
    const buyer = await customer();
    const gone = await planner();
    await ctx.database.db.execute(
      sql`UPDATE member_user SET status = 'WITHDRAWN' WHERE user_seq_no = ${gone.id}`
    );
    for (const number of [buyer.number, gone.number]) {
      const response = await call('GET', `/api/share/v1/messenger/personal-malls/${number}?kind=shopping`);
      expect(response.statusCode).toBe(404);
    }
    const bad = await call('GET', `/api/share/v1/messenger/personal-malls/${gone.number}?kind=other`);
    expect(bad.statusCode).toBe(400);
  });
});
