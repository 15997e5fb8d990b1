import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_FEE, type FavoriteCard, type FavoriteCardsAnswer } from '@mall/domain';
import { createBenefitsService } from '../src/modules/benefits/benefits.service.ts';
import { runRecovery } from '../src/modules/order/order-recovery.ts';
import { createSettlement } from '../src/modules/order/order-settlement.ts';
import { orderPayments, salesOrders } from '../src/modules/order/order.table.ts';
import { returnStock, takeStock } from '../src/modules/product/product-stock.ts';
import { sandboxTossBillings, sandboxTossPayments } from '../src/providers/payment/sandbox-toss.table.ts';
import { cartApi, cartMember, makeProduct, productStock } from './cart-fixtures.ts';
import {
  checkoutApi,
  codeOf,
  dataOf,
  directSheet,
  INIT,
  initBody,
  type OrderInitAnswer,
  type PaymentConfirmAnswer
} from './checkout-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { registerSandboxBillingAuth } from './payment-fixtures.ts';

/** Paying with a saved card (issue 17 item 3, docs/decisions/073): the sandbox's billing charge behind checkout. */
let ctx: TestContext;
let api: ReturnType<typeof checkoutApi>;
let call: ReturnType<typeof cartApi>;
const PAY = '/api/order/v1/sales/payments/saved-card';
let keys = 0;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_ROUTE_SCALE: '100' } });
  api = checkoutApi(ctx);
  call = cartApi(ctx);
});
afterAll(async () => ctx.close());

type Member = { id: number; token: string };

/** A member's saved card with its card password set. */
async function savedCard(
  member: Member,
  password = '246810',
  outcome?: 'approve' | 'refuse-charges'
): Promise<FavoriteCard> {
  const list = await call('GET', '/api/member/v1/users/favorite-cards-v2', member.token);
  const { customerKey } = dataOf<FavoriteCardsAnswer>(list);
  const { authKey } = await registerSandboxBillingAuth(ctx.app, { customerKey, outcome });
  const { card } = dataOf<{ card: FavoriteCard }>(
    await call('POST', `/api/member/v1/${member.id}/favorite-cards`, member.token, { customerKey, authKey })
  );
  dataOf(
    await call('POST', `/api/member/v1/users/${member.id}/order-password`, member.token, {
      userFavoriteCardsId: card.userFavoriteCardsId,
      orderPassword: password
    })
  );
  return card;
}

async function pendingOrder(member: Member, productId: number, extra: Record<string, unknown> = {}) {
  const sheet = await directSheet(ctx, member.token, productId);
  return dataOf<OrderInitAnswer>(
    await api.post(INIT, initBody(sheet, extra), member.token, `init-saved-${(keys += 1)}`)
  );
}

function payBody(init: OrderInitAnswer, card: FavoriteCard, orderPassword = '246810', step = 0) {
  const { paymentOrderId, amount } = init.steps[step]!;
  return { orderId: paymentOrderId, amount, userFavoriteCardsId: card.userFavoriteCardsId, orderPassword };
}
const pay = (member: Member, body: Record<string, unknown>) =>
  api.post(PAY, body, member.token, `pay-saved-${(keys += 1)}`);

async function orderRow(orderNumber: string) {
  const [row] = await ctx.database.db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.orderNumber, orderNumber));
  return row!;
}

describe('paying with a saved card', () => {
  it('charges the billing key once and places the order', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 21_000 });
    const member = await cartMember(ctx);
    const card = await savedCard(member);
    const init = await pendingOrder(member, product.id);
    const body = payBody(init, card);
    const answer = dataOf<PaymentConfirmAnswer>(await pay(member, body));
    expect(answer).toMatchObject({ placed: true, step: 1, totalSteps: 1 });
    expect(answer.order?.payments[0]).toMatchObject({ status: 'DONE', amount: 21_000 + DELIVERY_FEE });
    const charges = await ctx.database.db
      .select()
      .from(sandboxTossPayments)
      .where(eq(sandboxTossPayments.orderId, body.orderId));
    expect(charges.map((charge) => [charge.type, charge.status])).toEqual([['BILLING', 'DONE']]);
    expect((await productStock(ctx, product.id)).stock).toBe(4);
    // Asked again (a lost answer): the same order, no second charge.
    const again = dataOf<PaymentConfirmAnswer>(await pay(member, body));
    expect(again.orderNumber).toBe(answer.orderNumber);
    expect(again.placed).toBe(true);
    expect(
      await ctx.database.db
        .select()
        .from(sandboxTossPayments)
        .where(eq(sandboxTossPayments.orderId, body.orderId))
    ).toHaveLength(1);
  });

  it('refuses a wrong card password without touching the step, then pays with the right one', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 15_000 });
    const member = await cartMember(ctx);
    const card = await savedCard(member);
    const init = await pendingOrder(member, product.id);
    const wrong = await pay(member, payBody(init, card, '111111'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CARD_PASSWORD_MISMATCH' });
    const [attempt] = await ctx.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.paymentOrderId, init.steps[0]!.paymentOrderId));
    expect(attempt!.status).toBe('READY');
    expect(dataOf<PaymentConfirmAnswer>(await pay(member, payBody(init, card))).placed).toBe(true);
  });

  it('fails the order and gives the stock back when the card company refuses the charge', async () => {
    const product = await makeProduct(ctx, { stock: 3, price: 12_000 });
    const member = await cartMember(ctx);
    const card = await savedCard(member, '246810', 'refuse-charges');
    const init = await pendingOrder(member, product.id);
    expect((await productStock(ctx, product.id)).stock).toBe(2);
    const refused = await pay(member, payBody(init, card));
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('4309');
    expect((await orderRow(init.orderNumber)).status).toBe('FAILED');
    expect((await productStock(ctx, product.id)).stock).toBe(3);
  });

  it('pays both steps of a split order with saved cards', async () => {
    const product = await makeProduct(ctx, { stock: 5, priceOriginal: 40_000, price: 40_000 });
    const member = await cartMember(ctx);
    const first = await savedCard(member);
    const second = await savedCard(member, '135791');
    const init = await pendingOrder(member, product.id, {
      splitFirstAmount: 10_000,
      expectedAmount: 40_000 + DELIVERY_FEE
    });
    expect(init.steps).toHaveLength(2);
    const one = dataOf<PaymentConfirmAnswer>(await pay(member, payBody(init, first)));
    expect(one).toMatchObject({ placed: false, nextStep: { step: 2 } });
    const two = dataOf<PaymentConfirmAnswer>(await pay(member, payBody(init, second, '135791', 1)));
    expect(two.placed).toBe(true);
  });

  it('is the member’s own: another member’s card or order is not found', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 9_000 });
    const member = await cartMember(ctx);
    const other = await cartMember(ctx);
    const theirCard = await savedCard(other);
    const mine = await savedCard(member);
    const init = await pendingOrder(member, product.id);
    const withTheirCard = await pay(member, payBody(init, theirCard));
    expect(withTheirCard.statusCode).toBe(404);
    expect(codeOf(withTheirCard)).toBe('FAVORITE_CARD_NOT_FOUND');
    const onMyOrder = await pay(other, payBody(init, theirCard));
    expect(onMyOrder.statusCode).toBe(404);
    expect(codeOf(onMyOrder)).toBe('ORDER_NOT_FOUND');
    const tampered = await pay(member, { ...payBody(init, mine), amount: 100 });
    expect(codeOf(tampered)).toBe('PAYMENT_AMOUNT_MISMATCH');
  });

  it('recovers a charge whose answer was lost: the recovery job finds it by orderId and places the order', async () => {
    const product = await makeProduct(ctx, { stock: 5, price: 18_000 });
    const member = await cartMember(ctx);
    await savedCard(member);
    const init = await pendingOrder(member, product.id);
    const step = init.steps[0]!;
    // The charge went through at the provider, then the process died with the attempt CONFIRMING.
    const list = dataOf<FavoriteCardsAnswer>(
      await call('GET', '/api/member/v1/users/favorite-cards-v2', member.token)
    );
    const [billing] = await ctx.database.db
      .select()
      .from(sandboxTossPayments)
      .where(eq(sandboxTossPayments.customerKey, list.customerKey));
    expect(billing).toBeUndefined();
    const charged = await chargeDirectly(list.customerKey, step.paymentOrderId, step.amount);
    expect(charged).toBe('DONE');
    await ctx.database.db
      .update(orderPayments)
      .set({ status: 'CONFIRMING', updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(orderPayments.paymentOrderId, step.paymentOrderId));
    const payments = ctx.app.payments;
    const settlement = createSettlement({
      db: ctx.database.db,
      catalogue: { takeStock, returnStock },
      benefits: createBenefitsService({ db: ctx.database.db }),
      payments,
      bumpCatalogue: () => ctx.app.catalogue.bump()
    });
    await runRecovery({ db: ctx.database.db, payments, settlement }, new Date(), 'confirms');
    expect((await orderRow(init.orderNumber)).status).toBe('PLACED');
  });
});

/** Charges the member's newest billing key at the sandbox as the shop would, outside checkout. */
async function chargeDirectly(customerKey: string, orderId: string, amount: number): Promise<string> {
  const [key] = await ctx.database.db
    .select()
    .from(sandboxTossBillings)
    .where(eq(sandboxTossBillings.customerKey, customerKey));
  const payment = await ctx.app.payments.chargeBillingKey(
    key!.billingKey,
    { customerKey, amount, orderId, orderName: 'recovery test' },
    `billing-${orderId}`
  );
  return payment.status;
}
