import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EasyBag, ProductPage, ProductSearchPage, ProductSummary } from '@mall/domain';
import { createAuthRepository } from '../src/modules/auth/auth.repository.ts';
import { seedProducts } from '../seed/catalogue-data.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { WEB_CLIENT } from './members.ts';
import { signedInStaff } from './staff-fixtures.ts';

/**
 * SPEC §7's calls that depend on who asks: the internal on-sale check (back office or staff only), the list's
 * userId (the asker's own easy-bag products) and search among productIds (public and member search).
 */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let officeClient: string;
let planner: { id: number; token: string };
let customer: { id: number; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  call = cartApi(ctx);
  const secret = await createAuthRepository(ctx.database.db).secret('back-office-sandbox-client-secret');
  officeClient = `Basic ${Buffer.from(`mall-office:${secret}`).toString('base64')}`;
  planner = await cartMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
  customer = await cartMember(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const statusOf = (id: number) => seedProducts.find((p) => p.id === id)!.salesStatus;

describe('POST /api/product/v1/internal/products/on-sale', () => {
  const url = '/api/product/v1/internal/products/on-sale';
  const asked = [1012, 1003, 99_999_999, 1014, 1001];
  const post = (headers: Record<string, string>, payload: unknown = { productIds: asked }) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'ko-KR', ...headers },
      payload: payload as object
    });

  it('[200] the back office learns which asked products are on sale, in the asked order, with SP/BP', async () => {
    expect([statusOf(1012), statusOf(1003), statusOf(1014), statusOf(1001)]).toEqual([
      'SOLD_OUT',
      'ALMOST_SOLD_OUT',
      'PAUSE',
      'ON_SALE'
    ]);
    const response = await post({ authorization: officeClient });
    expect(response.statusCode, response.body).toBe(200);
    const list = (response.json() as { data: ProductSummary[] }).data;
    expect(list.map((item) => item.productId)).toEqual([1003, 1001]);
    expect(list[1]!.spOriginal).toBe(seedProducts.find((p) => p.id === 1001)!.sp);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('[200] staff who may read orders make the same call with their session', async () => {
    const desk = await signedInStaff(ctx, ['ORDER_DESK']);
    const response = await post({ cookie: desk.cookie, 'content-type': 'application/json' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: ProductSummary[] }).data.map((p) => p.productId)).toEqual([
      1003, 1001
    ]);
  });

  it('[401] guests, members and a wrong office secret are refused', async () => {
    const wrong = `Basic ${Buffer.from('mall-office:not-the-secret').toString('base64')}`;
    const callers: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${customer.token}` },
      { authorization: wrong }
    ];
    for (const headers of callers) {
      const response = await post(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it('[403] the storefront client and staff without orders.read are refused', async () => {
    expect((await post({ authorization: WEB_CLIENT })).statusCode).toBe(403);
    const content = await signedInStaff(ctx, ['CONTENT']);
    const response = await post({ cookie: content.cookie });
    expect(response.statusCode).toBe(403);
    expect((response.json() as { code: string }).code).toBe('FORBIDDEN');
  });

  it('[400] VALIDATION_FAILED for a bad body, after the caller is known', async () => {
    for (const payload of [{}, { productIds: [] }, { productIds: ['x'] }]) {
      const response = await post({ authorization: officeClient }, payload);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { code: string }).code).toBe('VALIDATION_FAILED');
    }
    expect((await post({}, {})).statusCode).toBe(401);
  });
});

describe('GET /api/product/v1/public/products?userId= (the asker’s easy-bag products)', () => {
  const listUrl = (userId: number, more = '') =>
    `/api/product/v1/public/products?userId=${userId}&pageSize=100${more}`;
  const pageOf = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: ProductPage }).data;
  };

  it('[200] a planner sees only the products of their live bags, with the list’s other filters', async () => {
    const bagged = await makeProduct(ctx, { autoShip: false });
    const bag = await call('POST', `/api/personal/v1/users/${planner.id}/easy-bags`, planner.token, {
      name: '봄 세트',
      note: '',
      lines: [
        { productId: 1001, quantity: 1 },
        { productId: bagged.id, quantity: 2 }
      ]
    });
    expect(bag.statusCode, bag.body).toBe(200);
    const response = await call('GET', listUrl(planner.id), planner.token);
    const page = pageOf(response);
    expect(page.list.map((p) => p.productId).sort()).toEqual([1001, bagged.id].sort());
    expect(page.totalSize).toBe(2);
    expect(page.list.every((p) => p.spOriginal !== null)).toBe(true);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const autoship = pageOf(
      await call('GET', listUrl(planner.id, '&autoShipYn=Y&exposureBagYn=Y'), planner.token)
    );
    expect(autoship.list.map((p) => p.productId)).toEqual([1001]);
    // A deleted bag's products leave the list at once (no cache in between).
    const bagId = (bag.json() as { data: EasyBag }).data.bagId;
    await call('DELETE', `/api/personal/v1/users/${planner.id}/easy-bags/${bagId}`, planner.token);
    expect(pageOf(await call('GET', listUrl(planner.id), planner.token)).totalSize).toBe(0);
  });

  it('[200] a member without bags gets an empty page', async () => {
    expect(pageOf(await call('GET', listUrl(customer.id), customer.token)).list).toEqual([]);
  });

  it('[401] without a token; [403] for another member’s id', async () => {
    expect((await call('GET', listUrl(planner.id))).statusCode).toBe(401);
    const response = await call('GET', listUrl(planner.id), customer.token);
    expect(response.statusCode).toBe(403);
    expect((response.json() as { code: string }).code).toBe('FORBIDDEN');
  });

  it('[400] VALIDATION_FAILED for a userId that is not a positive number', async () => {
    for (const userId of ['0', 'abc']) {
      const response = await call('GET', `/api/product/v1/public/products?userId=${userId}`, planner.token);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/product/v1/public/products?exposureBagYn=', () => {
  it('[200] Y lists only products planners may bag and that are not paused', async () => {
    const response = await call('GET', '/api/product/v1/public/products?exposureBagYn=Y&pageSize=100');
    const ids = (response.json() as { data: ProductPage }).data.list.map((p) => p.productId);
    const baggable = seedProducts.filter((p) => !p.buyPeriod && p.salesStatus !== 'PAUSE').map((p) => p.id);
    for (const id of ids.filter((id) => id < 900_000)) expect(baggable).toContain(id);
    expect(ids).not.toContain(seedProducts.find((p) => p.buyPeriod)!.id);
  });
});

describe('GET /api/product/v1/public/products/search and /api/product/v1/products/search with productIds', () => {
  const cream = seedProducts.filter((p) => p.name['en-US'].toLowerCase().includes('cream')).map((p) => p.id);
  const searchOf = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: ProductSearchPage }).data;
  };

  it('[200] the search looks only among the given products', async () => {
    expect(cream.length).toBeGreaterThan(2);
    const all = searchOf(
      await call('GET', '/api/product/v1/public/products/search?keyword=cream&pageSize=100')
    );
    expect(all.totalSize).toBeGreaterThan(2);
    const among = [cream[0]!, cream[1]!, 1003];
    const some = searchOf(
      await call('GET', `/api/product/v1/public/products/search?keyword=cream&productIds=${among.join(',')}`)
    );
    expect(some.list.map((p) => p.productId).sort()).toEqual(
      among.filter((id) => all.list.some((p) => p.productId === id)).sort()
    );
    expect(some.totalSize).toBeLessThan(all.totalSize);
  });

  it('[200] members search at the member path, with SP/BP for a planner; [401] without a token', async () => {
    const url = `/api/product/v1/products/search?keyword=cream&productIds=${cream[0]}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    const page = searchOf(await call('GET', url, planner.token));
    expect(page.list.map((p) => p.productId)).toEqual([cream[0]]);
    expect(page.list[0]!.spOriginal).not.toBeNull();
  });

  it('[400] VALIDATION_FAILED for productIds that are not ids or more than 50', async () => {
    const many = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
    for (const ids of ['abc', '0', many]) {
      const response = await call(
        'GET',
        `/api/product/v1/public/products/search?keyword=cream&productIds=${ids}`
      );
      expect(response.statusCode).toBe(400);
      expect((response.json() as { code: string }).code).toBe('VALIDATION_FAILED');
    }
  });
});
