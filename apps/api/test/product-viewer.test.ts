import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Category, ProductDetail, ProductPage, ProductSummary } from '@mall/domain';
import { createMemberRepository } from '../src/modules/member/member.repository.ts';
import { MEMBER_CATALOGUE_CACHE, PUBLIC_CATALOGUE_CACHE } from '../src/modules/product/product.routes.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, login, TEST_PASSWORD } from './members.ts';

/** Guest / customer / planner differences of the catalogue (SPEC §6, docs/decisions/026). */
let ctx: TestContext;
let customer: string;
let nonRefCustomer: string;
let planner: string;
let withdrawnPlannerId: number;
let withdrawnPlanner: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const c = await createMember(ctx);
  const n = await createMember(ctx, { userType: 'NON_REF_CUSTOMER', referralUserNumber: null });
  const p = await createMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
  const w = await createMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
  customer = (await login(ctx, c.loginId)).access;
  nonRefCustomer = (await login(ctx, n.loginId)).access;
  planner = (await login(ctx, p.loginId)).access;
  withdrawnPlanner = (await login(ctx, w.loginId)).access;
  withdrawnPlannerId = w.userSeqNo;
});
afterAll(async () => {
  await ctx.close();
});

function ask(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: { 'accept-language': 'ko-KR', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {})
  });
}

/** Every way a product reaches the storefront: a list page, a detail and a recommended row. */
async function answersFor(token?: string): Promise<ProductSummary[]> {
  const page = await ask('GET', '/api/product/v1/public/products?pageSize=20', token);
  expect(page.statusCode, page.body).toBe(200);
  const list = (page.json().data as ProductPage).list;
  const detail = await ask('GET', `/api/product/v1/public/products/${list[0]!.productId}`, token);
  expect(detail.statusCode).toBe(200);
  const tree = (await ask('GET', '/api/product/v1/public/categories')).json().data as Category[];
  const recommended = await ask('POST', '/api/product/v1/public/products/recommendProductList', token, {
    categoryIds: [tree[0]!.categoryId]
  });
  expect(recommended.statusCode, recommended.body).toBe(200);
  const rows = recommended.json().data as ProductSummary[];
  expect(rows.length).toBeGreaterThan(0);
  return [...list, detail.json().data as ProductDetail, ...rows];
}

describe('SP/BP on the public product routes', () => {
  it('[200] a guest gets no SP/BP anywhere, and a public cache header', async () => {
    for (const product of await answersFor()) {
      expect(product.spOriginal).toBeNull();
      expect(product.bpOriginal).toBeNull();
    }
    const response = await ask('GET', '/api/product/v1/public/products');
    expect(response.headers['cache-control']).toBe(PUBLIC_CATALOGUE_CACHE);
    expect(response.headers.vary).toBe('Accept-Language, Authorization, Accept-Encoding');
  });

  it('[200] customers (with or without a referrer) get no SP/BP', async () => {
    for (const token of [customer, nonRefCustomer]) {
      for (const product of await answersFor(token)) {
        expect(product.spOriginal).toBeNull();
        expect(product.bpOriginal).toBeNull();
      }
    }
  });

  it('[200] an active planner gets SP/BP everywhere, privately', async () => {
    const products = await answersFor(planner);
    for (const product of products) {
      expect(product.spOriginal).toEqual(expect.any(Number));
      expect(product.bpOriginal).toEqual(expect.any(Number));
    }
    expect(products.some((product) => (product.spOriginal ?? 0) > 0)).toBe(true);
    const response = await ask('GET', `/api/product/v1/public/products/${products[0]!.productId}`, planner);
    expect(response.headers['cache-control']).toBe(MEMBER_CATALOGUE_CACHE);
  });

  it('[200] the planner and guest answers are cached apart (a guest asking after a planner sees none)', async () => {
    const url = '/api/product/v1/public/products?pageSize=3&searchOrderType=PRICE_DESC';
    const first = (await ask('GET', url, planner)).json().data as ProductPage;
    const second = (await ask('GET', url)).json().data as ProductPage;
    expect(first.list[0]!.spOriginal).not.toBeNull();
    expect(second.list[0]!.spOriginal).toBeNull();
  });

  it('[200] a planner asking after guests is never handed the guest answer kept for replay (ADR 072)', async () => {
    const url = '/api/product/v1/public/products?pageSize=3&searchOrderType=PRICE_ASC';
    for (let i = 0; i < 2; i += 1) expect((await ask('GET', url)).json().data.list[0].spOriginal).toBeNull();
    const member = await ask('GET', url, planner);
    expect((member.json().data as ProductPage).list[0]!.spOriginal).not.toBeNull();
    expect(member.headers['cache-control']).toBe(MEMBER_CATALOGUE_CACHE);
    const guest = await ask('GET', url);
    expect((guest.json().data as ProductPage).list[0]!.spOriginal).toBeNull();
    expect(guest.headers['cache-control']).toBe(PUBLIC_CATALOGUE_CACHE);
  });

  it('[200] a locked planner still sees SP/BP, a withdrawn one none from the next request (not per token)', async () => {
    await createMemberRepository(ctx.database.db).update(withdrawnPlannerId, {
      status: 'LOCK_LOGIN_PASSWORD_FAIL'
    });
    const locked = (await ask('GET', '/api/product/v1/public/products?pageSize=2', withdrawnPlanner)).json()
      .data as ProductPage;
    expect(locked.list[0]!.spOriginal).not.toBeNull();
    await createMemberRepository(ctx.database.db).update(withdrawnPlannerId, { status: 'ACTIVATED' });
    const withdrawal = await ask('POST', '/api/member/v1/users/withdrawal', withdrawnPlanner, {
      password: TEST_PASSWORD,
      reason: 'NOT_USING'
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const withdrawn = await ask('GET', '/api/product/v1/public/products?pageSize=2', withdrawnPlanner);
    expect(withdrawn.statusCode).toBe(200);
    expect((withdrawn.json().data as ProductPage).list[0]!.spOriginal).toBeNull();
  });

  it('[200] an invalid token is answered as a guest (public pages never fail on it)', async () => {
    const response = await ask('GET', '/api/product/v1/public/products?pageSize=2', 'not-a-real-token');
    expect(response.statusCode).toBe(200);
    expect((response.json().data as ProductPage).list[0]!.spOriginal).toBeNull();
    expect(response.headers['cache-control']).toBe(MEMBER_CATALOGUE_CACHE);
  });

  it('[403] an expired token is TOKEN_EXPIRED, so the storefront refreshes and keeps the figures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.now() + 16 * 60 * 1000));
      const response = await ask('GET', '/api/product/v1/public/products?pageSize=2', planner);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/product/v1/categories (member tree)', () => {
  it('[401] without a token, or with a bad one', async () => {
    const none = await ask('GET', '/api/product/v1/categories');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
    expect(none.json().message).toEqual(expect.any(String));
    const bad = await ask('GET', '/api/product/v1/categories', 'x.y.z');
    expect(bad.statusCode).toBe(401);
  });

  it('[200] a customer and a planner get the public tree in their language, privately', async () => {
    const guest = (await ask('GET', '/api/product/v1/public/categories')).json().data as Category[];
    for (const token of [customer, planner]) {
      const response = await ask('GET', '/api/product/v1/categories', token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(guest);
      expect(response.headers['cache-control']).toBe(MEMBER_CATALOGUE_CACHE);
    }
    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/v1/categories',
      headers: { 'accept-language': 'en-US', authorization: `Bearer ${planner}` }
    });
    expect((english.json().data as Category[])[0]!.categoryName).toMatch(/^[A-Za-z &,'-]+$/);
  });

  it('[200] served from the catalogue cache: a second read sends no category query', async () => {
    await ctx.app.catalogue.bump();
    ctx.queries.length = 0;
    await ask('GET', '/api/product/v1/categories', customer);
    expect(ctx.queries.filter((query) => /from "category"/i.test(query)).length).toBeGreaterThan(0);
    ctx.queries.length = 0;
    const again = await ask('GET', '/api/product/v1/categories', customer);
    expect(again.statusCode).toBe(200);
    expect(ctx.queries.filter((query) => /from "category"/i.test(query))).toEqual([]);
  });
});
