import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, ProductSummary } from '@mall/domain';
import { seedProducts } from '../seed/catalogue-data.ts';
import { seedStartKitIds } from '../seed/start-kit-data.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';

/** SPEC §7's other catalogue reads: Home's main list, products by id, the start kit and the brand list. */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;
let planner: { id: number; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  call = cartApi(ctx);
  planner = await cartMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
});
afterAll(async () => {
  await ctx.close();
});

function listOf(response: { statusCode: number; body: string; json(): unknown }): ProductSummary[] {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: ProductSummary[] }).data;
}

function expectValidationFailed(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { code: string }).code).toBe('VALIDATION_FAILED');
}

const seedById = new Map(seedProducts.map((p) => [p.id, p]));

describe('GET /api/product/v1/public/products/main', () => {
  it('[200] answers 8 best or recommended products on sale, most sold first', async () => {
    const list = listOf(await call('GET', '/api/product/v1/public/products/main'));
    const expected = seedProducts
      .filter((p) => p.tags.some((tag) => tag === 'BEST' || tag === 'RECOMMEND'))
      .filter((p) => p.salesStatus === 'ON_SALE' || p.salesStatus === 'ALMOST_SOLD_OUT')
      .sort((a, b) => b.salesAmount - a.salesAmount || a.id - b.id)
      .slice(0, 8)
      .map((p) => p.id);
    expect(expected).toHaveLength(8);
    expect(list.map((item) => item.productId)).toEqual(expected);
    expect(list.every((item) => item.spOriginal === null && item.bpOriginal === null)).toBe(true);
  });

  it('[200] takes a limit, names products in the asked language and shows SP/BP to a planner', async () => {
    const ko = listOf(await call('GET', '/api/product/v1/public/products/main?limit=3'));
    const en = listOf(
      await call('GET', '/api/product/v1/public/products/main?limit=3', undefined, undefined, 'en-US')
    );
    expect(ko).toHaveLength(3);
    expect(en.map((item) => item.productId)).toEqual(ko.map((item) => item.productId));
    expect(ko[0]!.productName).toBe(seedById.get(ko[0]!.productId)!.name['ko-KR']);
    expect(en[0]!.productName).toBe(seedById.get(ko[0]!.productId)!.name['en-US']);
    const mine = listOf(await call('GET', '/api/product/v1/public/products/main?limit=3', planner.token));
    expect(mine[0]!.spOriginal).toBe(seedById.get(mine[0]!.productId)!.sp);
  });

  it('[400] VALIDATION_FAILED for a limit of 0, above 24 or not a number', async () => {
    for (const limit of ['0', '25', 'abc'])
      expectValidationFailed(await call('GET', `/api/product/v1/public/products/main?limit=${limit}`));
  });
});

describe('POST /api/product/v1/public/products/getByIds', () => {
  const url = '/api/product/v1/public/products/getByIds';

  it('[200] answers the asked products in the asked order, each once, unknown ids left out', async () => {
    const list = listOf(
      await call('POST', url, undefined, { productIds: [1009, 99_999_999, 1001, 1014, 1009] })
    );
    expect(list.map((item) => item.productId)).toEqual([1009, 1001, 1014]);
    // A paused product is answered like the list answers it: its state tells the card to dim it.
    expect(list[2]!.salesStatus.code).toBe('PAUSE');
    expect(list[0]!.spOriginal).toBeNull();
    const mine = listOf(await call('POST', url, planner.token, { productIds: [1009] }));
    expect(mine[0]!.spOriginal).toBe(seedById.get(1009)!.sp);
  });

  it('[200] answers an empty list when no asked id is known', async () => {
    expect(listOf(await call('POST', url, undefined, { productIds: [99_999_998] }))).toEqual([]);
  });

  it('[400] VALIDATION_FAILED for no ids, more than 50, a non-number or no body', async () => {
    const many = Array.from({ length: 51 }, (_, index) => index + 1);
    for (const payload of [
      { productIds: [] },
      { productIds: many },
      { productIds: ['1001'] },
      { productIds: [0] },
      {}
    ])
      expectValidationFailed(await call('POST', url, undefined, payload));
  });
});

describe('GET /api/product/v1/public/products/start-kit', () => {
  it('[200] answers the seeded start kit in display order', async () => {
    const list = listOf(await call('GET', '/api/product/v1/public/products/start-kit'));
    const expected = [...seedStartKitIds]
      .map((id) => seedById.get(id)!)
      .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
      .map((p) => p.id);
    expect(list.map((item) => item.productId)).toEqual(expected);
  });

  it('[200] a new start-kit product appears after the catalogue moves; a paused one never does', async () => {
    const added = await makeProduct(ctx, { startKit: true, displayOrder: -1 });
    const paused = await makeProduct(ctx, { startKit: true, salesStatus: 'PAUSE', displayOrder: -2 });
    await ctx.app.catalogue.bump();
    const ids = listOf(await call('GET', '/api/product/v1/public/products/start-kit')).map(
      (p) => p.productId
    );
    expect(ids[0]).toBe(added.id);
    expect(ids).not.toContain(paused.id);
  });
});

describe('GET /api/product/v1/public/brands', () => {
  const brandsIn = async (language: string) => {
    const response = await call('GET', '/api/product/v1/public/brands', undefined, undefined, language);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Brand[] }).data;
  };

  it('[200] lists every seed brand with its number of products on offer (paused ones not counted)', async () => {
    const brands = await brandsIn('ko-KR');
    for (const name of new Set(seedProducts.map((p) => p.brand))) {
      const offered = seedProducts.filter((p) => p.brand === name && p.salesStatus !== 'PAUSE').length;
      expect(brands.find((b) => b.brand === name)?.productCount).toBe(offered);
    }
    expect(brands.map((b) => b.brand)).toEqual([...brands.map((b) => b.brand)].sort());
  });

  it('[200] names brands in the asked language, the Latin name where there is no other', async () => {
    const ko = await brandsIn('ko-KR');
    const en = await brandsIn('en-US');
    const zh = await brandsIn('zh-TW');
    expect(ko.find((b) => b.brand === 'Aqua Dew')?.brandName).toBe('아쿠아 듀');
    expect(en.find((b) => b.brand === 'Aqua Dew')?.brandName).toBe('Aqua Dew');
    expect(zh.find((b) => b.brand === 'Aqua Dew')?.brandName).toBe('水露');
    expect(zh.find((b) => b.brand === 'Oriel')?.brandName).toBe('Oriel');
  });
});
