import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Cart } from '@mall/domain';
import { cartLines } from '../src/modules/cart/cart.table.ts';
import { productOptions, products } from '../src/modules/product/product.table.ts';
import type { TestContext } from './context.ts';
import { createMember, login, nextAddress } from './members.ts';

/** Products made for the cart suites, with ids far above the seed's, so each state is known exactly. */
const text = (ko: string, en: string, zh: string) => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });
type ProductInsert = typeof products.$inferInsert;

let nextId = 900_000;
/** A fresh product (on sale, no options, autoship, no limits) with any of its columns overridden. */
export async function makeProduct(
  ctx: TestContext,
  overrides: Partial<ProductInsert> = {},
  options: { value: string; salesStatus?: ProductInsert['salesStatus']; soldOutMessage?: string }[] = []
) {
  nextId += 1;
  const id = nextId;
  await ctx.database.db.insert(products).values({
    id,
    brand: 'Testa',
    name: text(`테스트 상품 ${id}`, `Test product ${id}`, `測試商品 ${id}`),
    summary: text('요약', 'Summary', '摘要'),
    description: [],
    priceOriginal: 25_000,
    price: 20_000,
    sp: 16_000,
    bp: 14_000,
    point: 600,
    salesStatus: 'ON_SALE',
    autoShip: true,
    imageUrls: [`/media/test/${id}.webp`],
    ...overrides
  });
  const optionIds: number[] = [];
  for (const [index, option] of options.entries()) {
    const [row] = await ctx.database.db
      .insert(productOptions)
      .values({
        id: id * 10 + index,
        productId: id,
        value: text(`${option.value} 호`, `Shade ${option.value}`, `${option.value} 號`),
        salesStatus: option.salesStatus ?? 'ON_SALE',
        soldOutMessage: option.soldOutMessage
          ? text(option.soldOutMessage, `${option.soldOutMessage} (en)`, `${option.soldOutMessage} (zh)`)
          : null,
        sortOrder: index
      })
      .returning({ id: productOptions.id });
    optionIds.push(row!.id);
  }
  return { id, optionIds };
}

/** A product's stock and sales state as stored now. */
export async function productStock(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db
    .select({ stock: products.stock, salesStatus: products.salesStatus })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

/** A catalogue write as the shop's own writers make it: the row, then the catalogue's version bumped (ADR 022). */
export async function updateProduct(ctx: TestContext, id: number, set: Partial<ProductInsert>) {
  await ctx.database.db.update(products).set(set).where(eq(products.id, id));
  await ctx.app.catalogue.bump();
}

export async function updateOption(
  ctx: TestContext,
  id: number,
  set: Partial<typeof productOptions.$inferInsert>
) {
  await ctx.database.db.update(productOptions).set(set).where(eq(productOptions.id, id));
  await ctx.app.catalogue.bump();
}

/** The member's stored lines, straight from the table (what a test must see untouched). */
export function storedLines(ctx: TestContext, userSeqNo: number) {
  return ctx.database.db.select().from(cartLines).where(eq(cartLines.userSeqNo, userSeqNo));
}

/** A fresh member with a token, so each test starts from empty carts. */
export async function cartMember(ctx: TestContext, overrides: Parameters<typeof createMember>[1] = {}) {
  const row = await createMember(ctx, overrides);
  return { id: row.userSeqNo, token: (await login(ctx, row.loginId)).access };
}

/** Calls the API as a member (or a guest without a token), each call from its own client address. */
export function cartApi(ctx: TestContext) {
  return function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    language = 'ko-KR'
  ) {
    return ctx.app.inject({
      method,
      url,
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: nextAddress(),
      ...(payload === undefined ? {} : { payload: payload as object })
    });
  };
}

/** Expects a 200 with a Cart and answers it. */
export function cartOf(response: { statusCode: number; body: string; json(): unknown }): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Cart }).data;
}
