import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_STORY_ROOT_ID,
  PRODUCT_NOTICE_ITEMS,
  type Category,
  type ProductDetail,
  type ProductPage,
  type ProductSuggestAnswer
} from '@mall/domain';
import { bumpCatalogueVersion } from '../src/modules/product/catalogue-cache.ts';
import { updateProduct } from './cart-fixtures.ts';
import { createTestContext, getJson, type TestContext } from './context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/product/v1/public/categories', () => {
  it('[200] answers the tree with shop categories and the company-story branch', async () => {
    const { response, body } = await getJson<{ data: Category[] }>(ctx, '/api/product/v1/public/categories');
    expect(response.statusCode).toBe(200);
    const shop = body.data.filter((c) => c.categoryId !== COMPANY_STORY_ROOT_ID);
    expect(shop.length).toBeGreaterThanOrEqual(8);
    for (const top of shop) {
      expect(top.children.length).toBeGreaterThan(0);
      expect(top.level).toBe(1);
      for (const child of top.children) {
        expect(child.parentId).toBe(top.categoryId);
        expect(child.path).toBe(`${top.categoryId}>${child.categoryId}`);
      }
    }
    const story = body.data.find((c) => c.categoryId === COMPANY_STORY_ROOT_ID);
    expect(story?.children.map((c) => c.categoryUrl)).toEqual([
      '/about/business',
      '/about/history',
      '/about/rnd',
      '/update/news',
      '/esg/fair',
      '/esg/ethics',
      '/esg/customer',
      '/esg/safety',
      '/esg/rightway',
      '/esg/compliance'
    ]);
  });

  it('[200] names categories in the Accept-Language of the request', async () => {
    const ko = await getJson<{ data: Category[] }>(ctx, '/api/product/v1/public/categories', 'ko-KR');
    const en = await getJson<{ data: Category[] }>(
      ctx,
      '/api/product/v1/public/categories',
      'en-US,en;q=0.9'
    );
    const zh = await getJson<{ data: Category[] }>(ctx, '/api/product/v1/public/categories', 'zh-TW');
    const story = (tree: Category[]) =>
      tree.find((c) => c.categoryId === COMPANY_STORY_ROOT_ID)?.categoryName;
    expect(story(ko.body.data)).toMatch(/[가-힣]/);
    expect(story(en.body.data)).toMatch(/^[A-Za-z ]+$/);
    expect(story(zh.body.data)).toMatch(/[\u4e00-\u9fff]/);
    expect(ko.body.data.map((c) => c.categoryId)).toEqual(en.body.data.map((c) => c.categoryId));
  });
});

describe('GET /api/product/v1/public/categories/:id', () => {
  it('[200] answers one category with its subtree', async () => {
    const tree = (await getJson<{ data: Category[] }>(ctx, '/api/product/v1/public/categories')).body.data;
    const top = tree[0]!;
    const { response, body } = await getJson<{ data: Category }>(
      ctx,
      `/api/product/v1/public/categories/${top.categoryId}`
    );
    expect(response.statusCode).toBe(200);
    expect(body.data.categoryId).toBe(top.categoryId);
    expect(body.data.children.map((c) => c.categoryId)).toEqual(top.children.map((c) => c.categoryId));
  });

  it('[404] CATEGORY_NOT_FOUND for an unknown id, in the asked language', async () => {
    const { response, body } = await getJson<{ code: string; message: string; status: number }>(
      ctx,
      '/api/product/v1/public/categories/424242',
      'en-US'
    );
    expect(response.statusCode).toBe(404);
    expect(body).toMatchObject({ status: 404, code: 'CATEGORY_NOT_FOUND', message: 'Category not found.' });
  });

  it('[400] names the id field when it is not a number', async () => {
    const { response, body } = await getJson<{ code: string; fields: { field: string }[] }>(
      ctx,
      '/api/product/v1/public/categories/abc'
    );
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.map((f) => f.field)).toEqual(['id']);
  });
});

describe('GET /api/product/v1/public/products', () => {
  const url = '/api/product/v1/public/products';

  it('[200] pages 8 products by default with page counts', async () => {
    const { response, body } = await getJson<{ data: ProductPage }>(ctx, url);
    expect(response.statusCode).toBe(200);
    expect(body.data.list).toHaveLength(8);
    expect(body.data.pageNumber).toBe(1);
    expect(body.data.totalSize).toBeGreaterThanOrEqual(60);
    expect(body.data.totalPageNumber).toBe(Math.ceil(body.data.totalSize / 8));
    // Member-only figures never reach a public answer.
    for (const product of body.data.list) {
      expect(product.spOriginal).toBeNull();
      expect(product.bpOriginal).toBeNull();
    }
  });

  it('[200] a page past the end is empty but still counts the matches', async () => {
    const { body } = await getJson<{ data: ProductPage }>(ctx, `${url}?pageNumber=999`);
    expect(body.data.list).toEqual([]);
    expect(body.data.totalSize).toBeGreaterThanOrEqual(60);
    expect(body.data.totalPageNumber).toBe(Math.ceil(body.data.totalSize / 8));
  });

  it('[200] walks every page without repeats or gaps', async () => {
    const first = (await getJson<{ data: ProductPage }>(ctx, `${url}?pageSize=20`)).body.data;
    const seen: number[] = [];
    for (let page = 1; page <= first.totalPageNumber; page += 1) {
      const { body } = await getJson<{ data: ProductPage }>(ctx, `${url}?pageSize=20&pageNumber=${page}`);
      seen.push(...body.data.list.map((p) => p.productId));
    }
    expect(new Set(seen).size).toBe(first.totalSize);
    expect(seen).toHaveLength(first.totalSize);
  });

  it('[200] a category includes the products of its children', async () => {
    const tree = (await getJson<{ data: Category[] }>(ctx, '/api/product/v1/public/categories')).body.data;
    const top = tree.find((c) => c.categoryId !== COMPANY_STORY_ROOT_ID)!;
    const parent = (
      await getJson<{ data: ProductPage }>(ctx, `${url}?categoryId=${top.categoryId}&pageSize=100`)
    ).body.data;
    const childIds = new Set<number>();
    for (const child of top.children) {
      const page = (
        await getJson<{ data: ProductPage }>(ctx, `${url}?categoryId=${child.categoryId}&pageSize=100`)
      ).body.data;
      expect(page.totalSize).toBeGreaterThan(0);
      page.list.forEach((p) => childIds.add(p.productId));
    }
    const parentIds = new Set(parent.list.map((p) => p.productId));
    for (const id of childIds) expect(parentIds.has(id)).toBe(true);
    const both = (
      await getJson<{ data: ProductPage }>(
        ctx,
        `${url}?categoryIds=${top.children[0]!.categoryId},${top.children[1]!.categoryId}&pageSize=100`
      )
    ).body.data;
    expect(both.totalSize).toBeGreaterThan(0);
    for (const p of both.list) expect(parentIds.has(p.productId)).toBe(true);
  });

  it("[200] RECOMMEND is the shop's display order and NEWEST the newest listing first", async () => {
    const recommended = (await getJson<{ data: ProductPage }>(ctx, `${url}?pageSize=100`)).body.data.list;
    const newest = (await getJson<{ data: ProductPage }>(ctx, `${url}?searchOrderType=NEWEST&pageSize=100`))
      .body.data.list;
    expect(recommended.map((p) => p.productId)).not.toEqual(newest.map((p) => p.productId));
    const { seedProducts } = await import('../seed/catalogue-data.ts');
    const byId = new Map(seedProducts.map((p) => [p.id, p]));
    const orderOf = (id: number) => byId.get(id)!.displayOrder;
    const ageOf = (id: number) => byId.get(id)!.listedDaysAgo;
    for (let i = 1; i < recommended.length; i += 1) {
      expect(orderOf(recommended[i - 1]!.productId)).toBeLessThan(orderOf(recommended[i]!.productId));
      expect(ageOf(newest[i - 1]!.productId)).toBeLessThanOrEqual(ageOf(newest[i]!.productId));
    }
  });

  it.each([
    [
      'BEST',
      (a: ProductPage['list'][number], b: ProductPage['list'][number]) => b.salesAmount - a.salesAmount
    ],
    ['PRICE_ASC', (a: ProductPage['list'][number], b: ProductPage['list'][number]) => a.price - b.price],
    ['PRICE_DESC', (a: ProductPage['list'][number], b: ProductPage['list'][number]) => b.price - a.price]
  ])('[200] orders by %s', async (order, compare) => {
    const { body } = await getJson<{ data: ProductPage }>(
      ctx,
      `${url}?searchOrderType=${order}&pageSize=100`
    );
    const list = body.data.list;
    for (let i = 1; i < list.length; i += 1) expect(compare(list[i - 1]!, list[i]!)).toBeLessThanOrEqual(0);
  });

  it('[200] finds products by name in any language, with wildcards taken literally', async () => {
    const all = (await getJson<{ data: ProductPage }>(ctx, `${url}?pageSize=1`, 'en-US')).body.data.list[0]!;
    const word = all.productName.split(' ').find((w) => w.length > 3)!;
    const { body } = await getJson<{ data: ProductPage }>(
      ctx,
      `${url}?textSearchBy=PRODUCT_NAME&textSearchValue=${encodeURIComponent(word.toLowerCase())}`,
      'en-US'
    );
    expect(body.data.list.map((p) => p.productId)).toContain(all.productId);
    const none = await getJson<{ data: ProductPage }>(
      ctx,
      `${url}?textSearchValue=${encodeURIComponent('%_%')}`
    );
    expect(none.body.data.totalSize).toBe(0);
    expect(none.body.data.totalPageNumber).toBe(0);
  });

  it.each([
    ['pageNumber=abc', 'pageNumber'],
    ['pageNumber=0', 'pageNumber'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=1000', 'pageSize'],
    ['searchOrderType=CHEAP', 'searchOrderType'],
    ['searchOrderType=FOO', 'searchOrderType'],
    ['categoryId=abc', 'categoryId'],
    ['categoryId=-1', 'categoryId'],
    ['categoryId=1e3', 'categoryId'],
    ['autoShipYn=yes', 'autoShipYn'],
    ['autoShipYn=y', 'autoShipYn'],
    ['textSearchValue=lip%00', 'textSearchValue']
  ])('[400] %s names the field %s', async (query, field) => {
    const { response, body } = await getJson<{ code: string; fields: { field: string; message: string }[] }>(
      ctx,
      `${url}?${query}`
    );
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.map((f) => f.field)).toContain(field);
    expect(body.fields[0]!.message.length).toBeGreaterThan(0);
  });

  it('[200] autoShipYn=Y lists only autoship products, N only the others, none of them both', async () => {
    const all = (await getJson<{ data: ProductPage }>(ctx, `${url}?pageSize=100`)).body.data;
    const autoship = (await getJson<{ data: ProductPage }>(ctx, `${url}?pageSize=100&autoShipYn=Y`)).body
      .data;
    const others = (await getJson<{ data: ProductPage }>(ctx, `${url}?pageSize=100&autoShipYn=N`)).body.data;
    expect(autoship.totalSize).toBeGreaterThan(0);
    expect(others.totalSize).toBeGreaterThan(0);
    expect(autoship.list.every((p) => p.autoShipYn === 'Y')).toBe(true);
    expect(others.list.every((p) => p.autoShipYn === 'N')).toBe(true);
    // Together they are the whole catalogue: N is "not autoship", not "no filter".
    expect(autoship.totalSize + others.totalSize).toBe(all.totalSize);
    const { seedProducts } = await import('../seed/catalogue-data.ts');
    expect(autoship.totalSize).toBe(seedProducts.filter((p) => p.autoShip).length);
  });

  it('[200] autoShipYn combines with a category', async () => {
    const tree = (await getJson<{ data: Category[] }>(ctx, '/api/product/v1/public/categories')).body.data;
    const top = tree.find((c) => c.categoryId !== COMPANY_STORY_ROOT_ID)!;
    const inCategory = (
      await getJson<{ data: ProductPage }>(ctx, `${url}?categoryId=${top.categoryId}&pageSize=100`)
    ).body.data;
    const filtered = (
      await getJson<{ data: ProductPage }>(
        ctx,
        `${url}?categoryId=${top.categoryId}&pageSize=100&autoShipYn=Y`
      )
    ).body.data;
    expect(filtered.list.map((p) => p.productId)).toEqual(
      inCategory.list.filter((p) => p.autoShipYn === 'Y').map((p) => p.productId)
    );
  });

  it('[404] CATEGORY_NOT_FOUND for an unknown category', async () => {
    const { response, body } = await getJson<{ code: string }>(ctx, `${url}?categoryId=987654`);
    expect(response.statusCode).toBe(404);
    expect(body.code).toBe('CATEGORY_NOT_FOUND');
  });
});

describe('GET /api/product/v1/public/products/suggest and paused products', () => {
  it('[200] never suggests a paused product, which the list still shows', async () => {
    const { seedProducts } = await import('../seed/catalogue-data.ts');
    const paused = seedProducts.filter((p) => p.salesStatus === 'PAUSE');
    expect(paused.length).toBeGreaterThan(0);
    for (const product of paused) {
      for (const language of ['ko-KR', 'en-US'] as const) {
        const keyword = encodeURIComponent(product.name[language]);
        const suggested = await getJson<{ data: ProductSuggestAnswer }>(
          ctx,
          `/api/product/v1/public/products/suggest?keyword=${keyword}`,
          language
        );
        expect(suggested.response.statusCode).toBe(200);
        expect(suggested.body.data.list.map((item) => item.productId)).not.toContain(product.id);
        const listed = await getJson<{ data: ProductPage }>(
          ctx,
          `/api/product/v1/public/products?textSearchValue=${keyword}&pageSize=100`,
          language
        );
        expect(listed.body.data.list.map((item) => item.productId)).toContain(product.id);
      }
    }
  });
});

describe('GET /api/product/v1/public/products/:id', () => {
  async function allProducts() {
    return (await getJson<{ data: ProductPage }>(ctx, '/api/product/v1/public/products?pageSize=100')).body
      .data.list;
  }

  it('[200] answers the detail with options, images and categories', async () => {
    const withOptions = (await allProducts()).find((p) => p.optionYn === 'Y')!;
    const { response, body } = await getJson<{ data: ProductDetail }>(
      ctx,
      `/api/product/v1/public/products/${withOptions.productId}`,
      'zh-TW'
    );
    expect(response.statusCode).toBe(200);
    const detail = body.data;
    expect(detail.options.length).toBeGreaterThan(1);
    expect(detail.images.length).toBeGreaterThan(0);
    expect(detail.categories.length).toBeGreaterThan(0);
    expect(detail.description.length).toBeGreaterThan(0);
    expect(detail.productName).toMatch(/[\u4e00-\u9fff]/);
    expect(['BUTTON', 'SELECT']).toContain(detail.optionUi);
  });

  it('[200] sold-out options keep their custom message; others have none', async () => {
    const details = await Promise.all(
      (await allProducts())
        .filter((p) => p.optionYn === 'Y')
        .map(
          async (p) =>
            (await getJson<{ data: ProductDetail }>(ctx, `/api/product/v1/public/products/${p.productId}`))
              .body.data
        )
    );
    const soldOut = details.flatMap((d) => d.options).filter((o) => o.salesStatus.code === 'SOLD_OUT');
    expect(soldOut.some((o) => o.soldOutMessage !== null)).toBe(true);
    expect(soldOut.some((o) => o.soldOutMessage === null)).toBe(true);
    expect(details.some((d) => d.optionUi === 'BUTTON' && d.options.some((o) => o.optionImageUrl))).toBe(
      true
    );
  });

  it('[200] serves the generated product image', async () => {
    const product = (await allProducts())[0]!;
    const response = await ctx.app.inject({ method: 'GET', url: product.imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body.startsWith('<svg')).toBe(true);
  });

  const detailOf = async (id: number, language = 'ko-KR') =>
    (await getJson<{ data: ProductDetail }>(ctx, `/api/product/v1/public/products/${id}`, language)).body
      .data;

  it('[200] carries the cosmetics goods notice (상품정보제공고시), every item in order, in the asked language', async () => {
    const sunscreen = await detailOf(1011, 'en-US');
    expect(sunscreen.notice?.kind).toBe('COSMETICS');
    expect(Object.keys(sunscreen.notice!.items)).toEqual([...PRODUCT_NOTICE_ITEMS.COSMETICS]);
    const items = sunscreen.notice!.items as Record<string, string>;
    expect(items.ingredients).toContain('Zinc Oxide');
    expect(items.functionalReview).toContain('Ministry of Food and Drug Safety');
    expect(items.consumerPhone).toBe('1588-2740');
    const korean = (await detailOf(1011)).notice!.items as Record<string, string>;
    expect(korean.ingredients).toContain('징크옥사이드');
    expect(korean.countryOfOrigin).toBe('대한민국');
  });

  it('[200] carries the health functional food notice with the not-a-medicine statement', async () => {
    const vitamin = await detailOf(1041, 'zh-TW');
    expect(vitamin.notice?.kind).toBe('HEALTH_FOOD');
    expect(Object.keys(vitamin.notice!.items)).toEqual([...PRODUCT_NOTICE_ITEMS.HEALTH_FOOD]);
    const items = vitamin.notice!.items as Record<string, string>;
    expect(items.notMedicine).toBe('本產品並非用於預防或治療疾病的藥品。');
    expect(items.functionality).toContain('維生素C');
  });

  it('[200] answers notice null for a product whose notice is not filled in yet', async () => {
    await updateProduct(ctx, 1066, { notice: null });
    await bumpCatalogueVersion(ctx.database.db);
    expect((await detailOf(1066)).notice).toBeNull();
  });

  it('[404] PRODUCT_NOT_FOUND for an unknown product', async () => {
    const { response, body } = await getJson<{ code: string; message: string }>(
      ctx,
      '/api/product/v1/public/products/1'
    );
    expect(response.statusCode).toBe(404);
    expect(body.code).toBe('PRODUCT_NOT_FOUND');
    expect(body.message).toBe('상품을 찾을 수 없습니다.');
  });

  it('[400] names the id when it is not a positive number', async () => {
    const { response, body } = await getJson<{ fields: { field: string }[] }>(
      ctx,
      '/api/product/v1/public/products/12abc'
    );
    expect(response.statusCode).toBe(400);
    expect(body.fields[0]!.field).toBe('id');
  });
});
