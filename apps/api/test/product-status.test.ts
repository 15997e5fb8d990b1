import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductStatusAnswer, ProductSummary } from '@mall/domain';
import { seedCategories, seedProducts } from '../seed/catalogue-data.ts';
import { createTestContext, type TestContext } from './context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function post<T>(url: string, payload: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': 'en-US' }
  });
  return { response, body: response.json<T>() };
}

async function detail(productId: number): Promise<ProductDetail> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/v1/public/products/${productId}`
  });
  return response.json<{ data: ProductDetail }>().data;
}

const STATUS = '/api/order/v1/public/sales/check/product-status';
const DETAIL_STATUS = '/api/order/v1/public/sales/check/product-detail-status';
const RECOMMEND = '/api/product/v1/public/products/recommendProductList';

const paused = seedProducts.find((p) => p.salesStatus === 'PAUSE')!;
const soldOut = seedProducts.find((p) => p.salesStatus === 'SOLD_OUT')!;
const almost = seedProducts.find((p) => p.salesStatus === 'ALMOST_SOLD_OUT')!;
/** On sale, with at least one sold-out option and one buyable option. */
const mixed = seedProducts.find(
  (p) =>
    p.salesStatus === 'ON_SALE' &&
    p.options.some((o) => o.salesStatus === 'SOLD_OUT') &&
    p.options.some((o) => o.salesStatus === 'ON_SALE')
)!;

describe('POST /api/order/v1/public/sales/check/product-status', () => {
  it('[200] answers each product’s state, purchasability and result, in the asked order', async () => {
    const { response, body } = await post<{ data: ProductStatusAnswer }>(STATUS, {
      productInfo: [
        { productId: paused.id },
        { productId: soldOut.id },
        { productId: almost.id },
        { productId: mixed.id }
      ]
    });
    expect(response.statusCode).toBe(200);
    expect(body.data.productInfo).toEqual([
      {
        productId: paused.id,
        productOptionId: null,
        productStatus: 'PAUSE',
        optionStatus: null,
        purchasable: false,
        result: 'STOP_SELLING'
      },
      {
        productId: soldOut.id,
        productOptionId: null,
        productStatus: 'SOLD_OUT',
        optionStatus: null,
        purchasable: false,
        result: 'SOLD_OUT'
      },
      {
        productId: almost.id,
        productOptionId: null,
        productStatus: 'ALMOST_SOLD_OUT',
        optionStatus: null,
        purchasable: true,
        result: 'AVAILABLE'
      },
      {
        productId: mixed.id,
        productOptionId: null,
        productStatus: 'ON_SALE',
        optionStatus: null,
        purchasable: true,
        result: 'AVAILABLE'
      }
    ]);
  });

  it('[200] unknown products are NOT_FOUND items (stop selling), not a 404 for the call', async () => {
    const { response, body } = await post<{ data: ProductStatusAnswer }>(STATUS, {
      productInfo: [{ productId: 987654321 }, { productId: mixed.id }]
    });
    expect(response.statusCode).toBe(200);
    expect(body.data.productInfo[0]).toMatchObject({
      productId: 987654321,
      productStatus: 'NOT_FOUND',
      purchasable: false,
      result: 'STOP_SELLING'
    });
    expect(body.data.productInfo[1]).toMatchObject({ productId: mixed.id, result: 'AVAILABLE' });
  });

  it('[200] an asked option answers its own state; an option of another product is NOT_FOUND', async () => {
    const product = await detail(mixed.id);
    const gone = product.options.find((o) => o.salesStatus.code === 'SOLD_OUT')!;
    const buyable = product.options.find((o) => o.salesStatus.code === 'ON_SALE')!;
    const other = (await detail(seedProducts.find((p) => p.id !== mixed.id && p.options.length > 0)!.id))
      .options[0]!;
    const { body } = await post<{ data: ProductStatusAnswer }>(STATUS, {
      productInfo: [
        { productId: mixed.id, productOptionId: gone.productOptionId },
        { productId: mixed.id, productOptionId: buyable.productOptionId },
        { productId: mixed.id, productOptionId: other.productOptionId }
      ]
    });
    expect(body.data.productInfo).toEqual([
      {
        productId: mixed.id,
        productOptionId: gone.productOptionId,
        productStatus: 'ON_SALE',
        optionStatus: 'SOLD_OUT',
        purchasable: false,
        result: 'SOLD_OUT'
      },
      {
        productId: mixed.id,
        productOptionId: buyable.productOptionId,
        productStatus: 'ON_SALE',
        optionStatus: 'ON_SALE',
        purchasable: true,
        result: 'AVAILABLE'
      },
      {
        productId: mixed.id,
        productOptionId: other.productOptionId,
        productStatus: 'ON_SALE',
        optionStatus: 'NOT_FOUND',
        purchasable: false,
        result: 'STOP_SELLING'
      }
    ]);
  });

  it('[200] a paused product stops selling whatever its option says', async () => {
    const pausedWithOptions = seedProducts.find((p) => p.salesStatus === 'PAUSE' && p.options.length > 0);
    const target = pausedWithOptions ?? paused;
    const optionId = pausedWithOptions ? (await detail(target.id)).options[0]!.productOptionId : 1;
    const { body } = await post<{ data: ProductStatusAnswer }>(STATUS, {
      productInfo: [{ productId: target.id, productOptionId: optionId }]
    });
    expect(body.data.productInfo[0]).toMatchObject({
      productStatus: 'PAUSE',
      purchasable: false,
      result: 'STOP_SELLING'
    });
  });

  it.each([
    ['no list', {}],
    ['an empty list', { productInfo: [] }],
    ['101 items', { productInfo: Array.from({ length: 101 }, (_, i) => ({ productId: i + 1 })) }],
    ['a string id', { productInfo: [{ productId: '1001' }] }],
    ['a zero id', { productInfo: [{ productId: 0 }] }],
    ['a fractional option id', { productInfo: [{ productId: 1001, productOptionId: 1.5 }] }],
    ['an unknown field', { productInfo: [{ productId: 1001, quantity: 2 }] }],
    ['a list that is not an array', { productInfo: { productId: 1001 } }]
  ])('[400] refuses %s', async (_name, payload) => {
    const { response, body } = await post<{ code: string }>(STATUS, payload);
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });

  it('[200] accepts exactly 100 items', async () => {
    const { response, body } = await post<{ data: ProductStatusAnswer }>(STATUS, {
      productInfo: Array.from({ length: 100 }, (_, i) => ({
        productId: seedProducts[i % seedProducts.length]!.id
      }))
    });
    expect(response.statusCode).toBe(200);
    expect(body.data.productInfo).toHaveLength(100);
  });
});

describe('POST /api/order/v1/public/sales/check/product-detail-status', () => {
  it('[200] adds every option’s own state', async () => {
    const product = await detail(mixed.id);
    const { response, body } = await post<{ data: ProductStatusAnswer }>(DETAIL_STATUS, {
      productInfo: [{ productId: mixed.id }, { productId: paused.id }, { productId: 123456789 }]
    });
    expect(response.statusCode).toBe(200);
    const [withOptions, noOptions, unknown] = body.data.productInfo;
    expect(withOptions?.options).toEqual(
      product.options.map((o) => ({
        productOptionId: o.productOptionId,
        status: o.salesStatus.code,
        purchasable: o.salesStatus.code === 'ON_SALE' || o.salesStatus.code === 'ALMOST_SOLD_OUT'
      }))
    );
    expect(noOptions?.options).toEqual(paused.options.length === 0 ? [] : expect.any(Array));
    expect(unknown).toMatchObject({ productStatus: 'NOT_FOUND', options: [], result: 'STOP_SELLING' });
  });

  it('[400] refuses too many items', async () => {
    const { response } = await post(DETAIL_STATUS, {
      productInfo: Array.from({ length: 101 }, () => ({ productId: mixed.id }))
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/product/v1/public/products/recommendProductList', () => {
  /** A top category whose subtree holds several products, some sold out. */
  const top = seedCategories.find(
    (c) =>
      c.parentId === null &&
      seedProducts.filter((p) =>
        p.categorySlugs.some((slug) => {
          const category = seedCategories.find((x) => x.slug === slug);
          return category && (category.id === c.id || category.parentId === c.id);
        })
      ).length >= 6
  )!;
  const inTop = seedProducts.filter((p) =>
    p.categorySlugs.some((slug) => {
      const category = seedCategories.find((x) => x.slug === slug)!;
      return category.id === top.id || category.parentId === top.id;
    })
  );

  it('[200] best sellers of the category subtree, on sale only, same card shape as the list', async () => {
    const { response, body } = await post<{ data: ProductSummary[] }>(RECOMMEND, { categoryIds: [top.id] });
    expect(response.statusCode).toBe(200);
    const expected = inTop
      .filter((p) => p.salesStatus === 'ON_SALE' || p.salesStatus === 'ALMOST_SOLD_OUT')
      .sort((a, b) => b.salesAmount - a.salesAmount || a.id - b.id)
      .slice(0, 8)
      .map((p) => p.id);
    expect(body.data.map((p) => p.productId)).toEqual(expected);
    expect(body.data[0]).toMatchObject({
      spOriginal: null,
      bpOriginal: null,
      productName: expect.any(String)
    });
    expect(Object.keys(body.data[0]!).sort()).toEqual(
      [
        'productId',
        'productName',
        'productSummary',
        'imageUrl',
        'brand',
        'priceOriginal',
        'price',
        'spOriginal',
        'bpOriginal',
        'point',
        'salesStatus',
        'soldOutMessage',
        'tags',
        'optionYn',
        'autoShipYn',
        'salesAmount'
      ].sort()
    );
  });

  it('[200] excludes the given products; soldOutSelect brings sold-out ones back, never paused ones', async () => {
    const first = await post<{ data: ProductSummary[] }>(RECOMMEND, { categoryIds: [top.id], size: 20 });
    const excluded = first.body.data.slice(0, 2).map((p) => p.productId);
    const without = await post<{ data: ProductSummary[] }>(RECOMMEND, {
      categoryIds: [top.id],
      excludeProductIds: excluded,
      size: 20
    });
    expect(without.body.data.map((p) => p.productId)).toEqual(
      first.body.data.slice(2).map((p) => p.productId)
    );
    expect(
      first.body.data.every((p) => p.salesStatus.code !== 'SOLD_OUT' && p.salesStatus.code !== 'PAUSE')
    ).toBe(true);

    const all = await post<{ data: ProductSummary[] }>(RECOMMEND, {
      categoryIds: [top.id],
      soldOutSelect: true,
      size: 20
    });
    const statuses = all.body.data.map((p) => p.salesStatus.code);
    expect(statuses).not.toContain('PAUSE');
    if (inTop.some((p) => p.salesStatus === 'SOLD_OUT')) expect(statuses).toContain('SOLD_OUT');
    const amounts = all.body.data.map((p) => p.salesAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('[200] MAIN_OPTION leaves out products that need an option choice; size caps the row', async () => {
    const { body } = await post<{ data: ProductSummary[] }>(RECOMMEND, {
      categoryIds: [top.id],
      excludeProductType: 'MAIN_OPTION',
      size: 20
    });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.optionYn === 'N')).toBe(true);
    const small = await post<{ data: ProductSummary[] }>(RECOMMEND, { categoryIds: [top.id], size: 3 });
    expect(small.body.data).toHaveLength(3);
  });

  it('[200] unknown categories give an empty row, not an error', async () => {
    const { response, body } = await post<{ data: ProductSummary[] }>(RECOMMEND, { categoryIds: [424242] });
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual([]);
  });

  it.each([
    ['no categories', {}],
    ['an empty category list', { categoryIds: [] }],
    ['string ids', { categoryIds: ['1'] }],
    ['size 21', { categoryIds: [1], size: 21 }],
    ['size 0', { categoryIds: [1], size: 0 }],
    ['another product type', { categoryIds: [1], excludeProductType: 'SET' }],
    ['a string flag', { categoryIds: [1], soldOutSelect: 'Y' }]
  ])('[400] refuses %s', async (_name, payload) => {
    const { response } = await post(RECOMMEND, payload);
    expect(response.statusCode).toBe(400);
  });
});
