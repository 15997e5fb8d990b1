import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hangulInitials,
  normalizeSearchText,
  type ProductPage,
  type ProductSearchPage,
  type ProductSuggestAnswer
} from '@mall/domain';
import { seedBrandNames } from '../seed/brands-data.ts';
import { seedProducts } from '../seed/catalogue-data.ts';
import { products } from '../src/db/schema.ts';
import { searchMatchSql } from '../src/modules/product/product.repository.ts';
import { searchPlan } from '../src/modules/product/search-plan.ts';
import { createTestContext, getJson, type TestContext } from './context.ts';
import { createMember, login } from './members.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

// Seeded (apps/api/seed/products-c.ts): 1065 "루미에르 비타 딥 수분크림 80ml" (Lumière Vita Deep Moisture
// Cream), 1066 "Aqua Dew 수분 크림 젤 100ml"; 1009 "루미에르 비타 콜라겐 탄력 크림 50ml" (Collagen Firming Cream).
const DEEP_MOISTURE = 1065;
const AQUA_DEW = 1066;
const COLLAGEN_CREAM = 1009;

const SEARCH = '/api/product/v1/public/products/search';
const SUGGEST = '/api/product/v1/public/products/suggest';

async function search(keyword: string, query = '', language = 'ko-KR') {
  const { response, body } = await getJson<{ data: ProductSearchPage }>(
    ctx,
    `${SEARCH}?keyword=${encodeURIComponent(keyword)}&pageSize=100${query}`,
    language
  );
  expect(response.statusCode, response.body).toBe(200);
  return body.data;
}

/** Rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

const ids = (page: { list: { productId: number }[] }) => page.list.map((p) => p.productId);

describe('GET /api/product/v1/public/products/search — Korean', () => {
  it('[200] part of a word finds the whole word (크림 → 수분크림)', async () => {
    const page = await search('크림');
    expect(ids(page)).toEqual(expect.arrayContaining([DEEP_MOISTURE, AQUA_DEW, COLLAGEN_CREAM]));
    expect(page.correctedKeyword).toBeNull();
    expect(page.keyword).toBe('크림');
    for (const product of page.list) expect(product.productName).toMatch(/크림/);
  });

  it.each(['수분 크림', '수분크림', '  수분   크림 '])(
    '[200] spacing does not matter: "%s"',
    async (keyword) => {
      const page = await search(keyword);
      expect(ids(page).sort()).toEqual([DEEP_MOISTURE, AQUA_DEW]);
    }
  );

  it('[200] a Korean brand with a product word finds across the name (루미에르 크림)', async () => {
    const page = await search('루미에르 크림');
    expect(ids(page)).toEqual(expect.arrayContaining([DEEP_MOISTURE, COLLAGEN_CREAM]));
    expect(ids(page)).not.toContain(AQUA_DEW);
  });

  it('[200] a Latin brand with a Korean product word, accents optional (Lumiere 수분, Aqua Dew 크림)', async () => {
    expect(ids(await search('Lumiere 수분'))).toContain(DEEP_MOISTURE);
    expect(ids(await search('Lumière 수분'))).toContain(DEEP_MOISTURE);
    expect(ids(await search('Aqua Dew 크림'))).toEqual([AQUA_DEW]);
  });

  it('[200] initial consonants search the Korean names (ㅅㅂㅋㄹ)', async () => {
    expect(ids(await search('ㅅㅂㅋㄹ')).sort()).toEqual([DEEP_MOISTURE, AQUA_DEW]);
  });

  it('[200] a lone jamo the IME left at the end is ignored (크림ㅁ finds 크림)', async () => {
    const page = await search('크림ㅁ');
    expect(page.keyword).toBe('크림ㅁ');
    expect(ids(page)).toEqual(ids(await search('크림')));
    expect(ids(page)).toEqual(expect.arrayContaining([DEEP_MOISTURE, AQUA_DEW, COLLAGEN_CREAM]));
    expect(ids(await search('수분크림ㅋ')).sort()).toEqual([DEEP_MOISTURE, AQUA_DEW]);
  });

  it('[200] a keyword typed with the wrong keyboard layout is searched as Hangul and says so', async () => {
    const cream = await search('zmfla');
    expect(cream.correctedKeyword).toBe('크림');
    expect(cream.keyword).toBe('zmfla');
    expect(ids(cream)).toEqual(expect.arrayContaining([DEEP_MOISTURE, AQUA_DEW, COLLAGEN_CREAM]));
    const moisture = await search('tnqnszmfla');
    expect(moisture.correctedKeyword).toBe('수분크림');
    expect(ids(moisture).sort()).toEqual([DEEP_MOISTURE, AQUA_DEW]);
  });

  it('[200] a Latin keyword that finds something is not repaired', async () => {
    const page = await search('cream', '', 'en-US');
    expect(page.correctedKeyword).toBeNull();
    expect(page.totalSize).toBeGreaterThan(3);
  });

  it('[200] nothing found: an empty page, no correction', async () => {
    const page = await search('없는상품이름');
    expect(page).toMatchObject({ list: [], totalSize: 0, totalPageNumber: 0, correctedKeyword: null });
    // `%` and `_` are literal, not wildcards.
    expect((await search('%%')).totalSize).toBe(0);
  });
});

describe('GET /api/product/v1/public/products/search — mixed scripts and Korean brand names', () => {
  const ofBrand = (brand: string) =>
    seedProducts
      .filter((p) => p.brand === brand)
      .map((p) => p.id)
      .sort();

  it.each(['루미에르vita', 'lumiere비타', 'Lumière비타', '루미에르 vita'])(
    '[200] Hangul and Latin typed without a space between them: "%s"',
    async (keyword) => {
      const page = await search(keyword);
      expect(ids(page).sort()).toEqual(ofBrand('Lumière Vita'));
    }
  );

  it('[200] digits stay with their unit and split from Hangul (collagen크림50ml)', async () => {
    const page = await search('collagen크림50ml', '', 'en-US');
    expect(ids(page)).toContain(COLLAGEN_CREAM);
    for (const product of page.list) expect(product.productName).toMatch(/collagen.*50ml/i);
  });

  it.each(['아쿠아듀', '아쿠아 듀', '아쿠아 듀 크림'])(
    '[200] a Latin brand typed in Hangul: "%s" → Aqua Dew',
    async (keyword) => {
      expect(ids(await search(keyword))).toEqual([AQUA_DEW]);
    }
  );

  it('[200] every seed brand is found by its Korean name, products named without it included', async () => {
    for (const [brand, names] of Object.entries(seedBrandNames)) {
      expect(ids(await search(names['ko-KR'])), brand).toEqual(expect.arrayContaining(ofBrand(brand)));
    }
    // 마음홈 names only the brand: exactly its products.
    expect(ids(await search('마음홈')).sort()).toEqual(ofBrand('Maeum Home'));
    // The brand's Korean name is searchable, not shown: names stay in the asker's language.
    const aquaDew = (await search('아쿠아듀', '', 'en-US')).list[0];
    expect(aquaDew?.productName).toBe(seedProducts.find((p) => p.id === AQUA_DEW)!.name['en-US']);
  });
});

describe('GET /api/product/v1/public/products/search — English and Chinese names', () => {
  it('[200] English words find English names, answered in English', async () => {
    const page = await search('Lumiere cream', '', 'en-US');
    expect(ids(page)).toEqual(expect.arrayContaining([DEEP_MOISTURE, COLLAGEN_CREAM]));
    expect(page.list.find((p) => p.productId === DEEP_MOISTURE)?.productName).toBe(
      'Lumière Vita Deep Moisture Cream 80ml'
    );
    expect(ids(await search('moisture cream', '', 'en-US')).sort()).toEqual([DEEP_MOISTURE, AQUA_DEW]);
  });

  it('[200] Traditional Chinese names are searchable (保濕霜)', async () => {
    const page = await search('保濕霜', '', 'zh-TW');
    expect(ids(page)).toContain(DEEP_MOISTURE);
    expect(page.list.find((p) => p.productId === DEEP_MOISTURE)?.productName).toBe(
      'Lumière Vita 深層保濕霜 80ml'
    );
  });
});

describe('GET /api/product/v1/public/products/search — ranking, paging and order', () => {
  // "비타": a prefix of 비타가든 (Vita Garden) names, inside 루미에르비타 and 비타민 names elsewhere.
  const prefixed = seedProducts
    .filter((p) => normalizeSearchText(p.name['ko-KR']).startsWith('비타'))
    .map((p) => p.id);

  it('[200] exact and prefix matches come first, whatever their display order', async () => {
    expect(prefixed.length).toBeGreaterThan(3);
    const page = await search('비타');
    expect(page.totalSize).toBeGreaterThan(prefixed.length);
    expect(ids(page).slice(0, prefixed.length).sort()).toEqual([...prefixed].sort());
    // A brand typed in full is an exact hit.
    expect(ids(await search('Aqua Dew'))[0]).toBe(AQUA_DEW);
  });

  it('[200] a chosen order applies within each tier', async () => {
    const page = await search('비타', '&searchOrderType=PRICE_ASC');
    const first = page.list.slice(0, prefixed.length);
    const rest = page.list.slice(prefixed.length);
    for (const tier of [first, rest]) {
      for (let i = 1; i < tier.length; i += 1) expect(tier[i - 1]!.price).toBeLessThanOrEqual(tier[i]!.price);
    }
  });

  it('[200] pages 8 by default and walks every page without repeats', async () => {
    const { body } = await getJson<{ data: ProductSearchPage }>(
      ctx,
      `${SEARCH}?keyword=${encodeURIComponent('비타')}`
    );
    const first = body.data;
    expect(first.pageSize).toBe(8);
    expect(first.list).toHaveLength(8);
    expect(first.totalPageNumber).toBe(Math.ceil(first.totalSize / 8));
    const seen = [...ids(first)];
    for (let n = 2; n <= first.totalPageNumber; n += 1) {
      const next = await getJson<{ data: ProductSearchPage }>(
        ctx,
        `${SEARCH}?keyword=${encodeURIComponent('비타')}&pageNumber=${n}`
      );
      seen.push(...ids(next.body.data));
    }
    expect(new Set(seen).size).toBe(first.totalSize);
    const past = await getJson<{ data: ProductSearchPage }>(
      ctx,
      `${SEARCH}?keyword=${encodeURIComponent('비타')}&pageNumber=99`
    );
    expect(past.body.data).toMatchObject({ list: [], totalSize: first.totalSize });
  });

  it.each([
    ['keyword=', 'keyword'],
    ['keyword=%20%20%20', 'keyword'],
    ['', 'keyword'],
    [`keyword=${'가'.repeat(51)}`, 'keyword'],
    ['keyword=---', 'keyword'],
    ['keyword=lip%00', 'keyword'],
    ['keyword=lip&pageNumber=0', 'pageNumber'],
    ['keyword=lip&pageNumber=abc', 'pageNumber'],
    ['keyword=lip&pageSize=1000', 'pageSize'],
    ['keyword=lip&searchOrderType=CHEAP', 'searchOrderType']
  ])('[400] %s names the field %s, in the asked language', async (query, field) => {
    const { response, body } = await getJson<{
      status: number;
      code: string;
      message: string;
      fields: { field: string; message: string }[];
    }>(ctx, `${SEARCH}?${query}`, 'en-US');
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(body.message).toMatch(/^[A-Z][a-z ]+\.$/);
    expect(body.fields.map((f) => f.field)).toContain(field);
    expect(body.fields[0]!.message.length).toBeGreaterThan(0);
  });

  it('[200] 50 characters are fine', async () => {
    expect((await search('가'.repeat(50))).totalSize).toBe(0);
  });
});

describe('search for guests and members', () => {
  it('[200] a customer gets the guest answer; an active planner the same products with SP/BP (ADR 026)', async () => {
    const customer = await createMember(ctx);
    const planner = await createMember(ctx, { userType: 'SOLE_PROPRIETORSHIP', referralUserNumber: null });
    const url = `${SEARCH}?keyword=${encodeURIComponent('수분크림')}`;
    const guest = await getJson<{ data: ProductSearchPage }>(ctx, url);
    const asCustomer = await getJson<{ data: ProductSearchPage }>(ctx, url, 'ko-KR', {
      authorization: `Bearer ${(await login(ctx, customer.loginId)).access}`
    });
    expect(asCustomer.response.statusCode).toBe(200);
    expect(asCustomer.response.headers['cache-control']).toContain('private');
    expect(asCustomer.body).toEqual(guest.body);
    for (const product of asCustomer.body.data.list)
      expect(product).toMatchObject({ spOriginal: null, bpOriginal: null });

    const asPlanner = await getJson<{ data: ProductSearchPage }>(ctx, url, 'ko-KR', {
      authorization: `Bearer ${(await login(ctx, planner.loginId)).access}`
    });
    expect(asPlanner.body.data.list.map((p) => p.productId)).toEqual(
      guest.body.data.list.map((p) => p.productId)
    );
    expect(asPlanner.body.data.list.length).toBeGreaterThan(0);
    for (const product of asPlanner.body.data.list) {
      expect(product.spOriginal).toEqual(expect.any(Number));
      expect(product.bpOriginal).toEqual(expect.any(Number));
    }
  });
});

describe('GET /api/product/v1/public/products/suggest', () => {
  async function suggest(keyword: string, language = 'ko-KR') {
    const { response, body } = await getJson<{ data: ProductSuggestAnswer }>(
      ctx,
      `${SUGGEST}?keyword=${encodeURIComponent(keyword)}`,
      language
    );
    expect(response.statusCode, response.body).toBe(200);
    return body.data;
  }

  it("[200] up to 8 names with images, in the asker's language", async () => {
    const cream = await suggest('크림');
    expect(cream.list).toHaveLength(8);
    for (const item of cream.list) {
      expect(item.productName).toMatch(/크림/);
      expect(item.imageUrl).toMatch(/^\/media\/products\//);
    }
    const english = await suggest('수분크림', 'en-US');
    expect(english.list.map((i) => i.productName).sort()).toEqual([
      'Aqua Dew Moisture Cream Gel 100ml',
      'Lumière Vita Deep Moisture Cream 80ml'
    ]);
  });

  it('[200] initial consonants and spacing (ㅅㅂㅋㄹ, 수분 크림)', async () => {
    expect((await suggest('ㅅㅂㅋㄹ')).list.map((i) => i.productId).sort()).toEqual([
      DEEP_MOISTURE,
      AQUA_DEW
    ]);
    expect((await suggest('수분 크림')).list.map((i) => i.productId).sort()).toEqual([
      DEEP_MOISTURE,
      AQUA_DEW
    ]);
    // A prefix of the initials: what a shopper has typed so far.
    expect((await suggest('ㅅㅂ')).list.map((i) => i.productId)).toEqual(
      expect.arrayContaining([DEEP_MOISTURE, AQUA_DEW])
    );
  });

  it('[200] a lone jamo still being typed after a syllable (수분크림ㅇ)', async () => {
    expect((await suggest('수분크림ㅇ')).list.map((i) => i.productId).sort()).toEqual([
      DEEP_MOISTURE,
      AQUA_DEW
    ]);
  });

  it('[200] the wrong keyboard layout is repaired', async () => {
    const answer = await suggest('tnqnszmfla');
    expect(answer.correctedKeyword).toBe('수분크림');
    expect(answer.list.map((i) => i.productId).sort()).toEqual([DEEP_MOISTURE, AQUA_DEW]);
  });

  it('[400] an empty or too long keyword', async () => {
    for (const keyword of ['', ' ', 'a'.repeat(51)]) {
      const { response, body } = await getJson<{ code: string }>(
        ctx,
        `${SUGGEST}?keyword=${encodeURIComponent(keyword)}`
      );
      expect(response.statusCode).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe("the list endpoint's textSearchValue searches the same way", () => {
  it('[200] spacing and initials work there too', async () => {
    const url = '/api/product/v1/public/products?textSearchBy=PRODUCT_NAME&pageSize=100&textSearchValue=';
    const spaced = await getJson<{ data: ProductPage }>(ctx, `${url}${encodeURIComponent('수분 크림')}`);
    expect(ids(spaced.body.data).sort()).toEqual([DEEP_MOISTURE, AQUA_DEW]);
    const initials = await getJson<{ data: ProductPage }>(ctx, `${url}${encodeURIComponent('ㅅㅂㅋㄹ')}`);
    expect(ids(initials.body.data).sort()).toEqual([DEEP_MOISTURE, AQUA_DEW]);
  });
});

describe('search is cached through the catalogue cache', () => {
  it('answers a repeated keyword, however spaced, without a statement', async () => {
    await search('콜라겐 크림');
    ctx.queries.length = 0;
    const again = await search('  콜라겐   크림 ');
    expect(ctx.queries).toEqual([]);
    expect(ids(again)).toContain(COLLAGEN_CREAM);
    await getJson(ctx, `${SUGGEST}?keyword=${encodeURIComponent('콜라겐')}`);
    ctx.queries.length = 0;
    await getJson(ctx, `${SUGGEST}?keyword=${encodeURIComponent('콜라겐 ')}`);
    expect(ctx.queries).toEqual([]);
  });
});

describe('the search document (migrations 0013 and 0015)', () => {
  it('PostgreSQL normalises names exactly as normalizeSearchText does', async () => {
    const samples = [
      ...seedProducts.flatMap((p) => [p.name['ko-KR'], p.name['en-US'], p.name['zh-TW'], p.brand]),
      'Lumière  Skin-Fit (15g + 15g)',
      '수분 크림'.normalize('NFD'),
      "A's “quote” — dash"
    ];
    const result = await rowsOf<{ normal: string; initials: string }>(
      ctx.database.db.execute(
        sql`SELECT search_normalize(s) AS normal, hangul_initials(search_normalize(s)) AS initials FROM jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) WITH ORDINALITY AS u(s, i) ORDER BY i`
      )
    );
    const rows = result;
    expect(rows).toHaveLength(samples.length);
    rows.forEach((row, index) => {
      const expected = normalizeSearchText(samples[index]!);
      expect(row.normal, samples[index]).toBe(expected);
      expect(row.initials, samples[index]).toBe(hangulInitials(expected));
    });
  });

  it('is kept up to date by PostgreSQL on every write', async () => {
    await ctx.database.db.execute(
      sql`UPDATE product SET name = jsonb_set(name, '{ko-KR}', '"마음홈 라벤더 수면 크림 30ml"') WHERE id = 1060`
    );
    await ctx.app.catalogue.bump();
    expect(ids(await search('라벤더 수면'))).toEqual([1060]);
    expect(ids(await search('ㄹㅂㄷ'))).toEqual([1060]);
  });

  it('the trigram index answers a keyword search when a scan is not cheaper', async () => {
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        tx.execute(
          sql`EXPLAIN SELECT id FROM product WHERE search_text ILIKE ${'%수분크림%'} OR search_initials LIKE ${'%ㅅㅂㅋㄹ%'}`
        )
      );
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('product_search_text_trgm_idx');
    expect(text).toContain('product_search_initials_trgm_idx');
  });

  /** The plan of the query the search endpoint filters by, as a large catalogue would get it. */
  async function planOf(keyword: string) {
    const plan = searchPlan(keyword)!;
    const query = ctx.database.db.select({ id: products.id }).from(products).where(searchMatchSql(plan));
    const rows = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(tx.execute(sql`EXPLAIN ${query}`));
    });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it.each(['크림', '팩'])(
    'a keyword of one or two characters (%s) is answered from the grams index',
    async (keyword) => {
      const text = await planOf(keyword);
      expect(text).toContain('product_search_grams_idx');
      // No filter left to apply row by row: every condition is an index condition.
      expect(text).not.toMatch(/^\s*Filter:/m);
    }
  );

  it('the grams are every one- and two-character stretch of each field, none across fields', async () => {
    const [row] = await rowsOf<{ grams: string[] }>(
      ctx.database.db.execute(sql`SELECT search_grams(' 수분크림 ab ') AS grams`)
    );
    expect([...row!.grams].sort()).toEqual(
      ['a', 'ab', 'b', '림', '분', '분크', '수', '수분', '크', '크림'].sort()
    );
  });
});
