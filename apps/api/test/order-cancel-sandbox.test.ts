import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@mall/domain';
import { pointBalances } from '../src/modules/benefits/benefits.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { cartApi, cartMember, makeProduct } from './cart-fixtures.ts';
import { insertOrder } from './order-fixtures.ts';
import { sandboxPayment } from './payment-fixtures.ts';

/** Cancel through the real Toss adapter against the sandbox, with the real benefits service (no fakes). */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;

beforeAll(async () => {
  ctx = await createTestContext();
  call = cartApi(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/order/v1/sales/cancel/{id} through the sandbox', () => {
  it('refunds both steps at the provider and answers CANCELLED with the refund times', async () => {
    const product = (await makeProduct(ctx, { stock: 4 })).id;
    const member = await cartMember(ctx);
    const placed = await insertOrder(ctx, {
      userSeqNo: member.id,
      inSandbox: true,
      lines: [{ productId: product, quantity: 2 }],
      payments: [{ amount: 20_000 }, { amount: 23_000 }]
    });
    const response = await call(
      'POST',
      `/api/order/v1/sales/cancel/${placed.order.orderNumber}`,
      member.token,
      { reason: '단순 변심' }
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ data: OrderDetail }>().data;
    expect(order.status).toBe('CANCELLED');
    expect(
      order.payments.every((payment) => payment.status === 'CANCELED' && payment.cancelledAt !== null)
    ).toBe(true);
    for (const payment of placed.payments) {
      const atProvider = await sandboxPayment(ctx.app, payment.paymentKey!);
      expect(atProvider).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
      expect(atProvider.cancels).toMatchObject([{ cancelAmount: payment.amount, cancelReason: '단순 변심' }]);
    }
    // Nothing was earned or spent: the real benefits service reverses nothing and the balance stays 0.
    const balances = await ctx.database.db
      .select()
      .from(pointBalances)
      .where(eq(pointBalances.userSeqNo, member.id));
    expect(balances.every((row) => row.balance === 0)).toBe(true);
  });

  it('a payment the provider does not know leaves CANCEL_REQUESTED and answers PAYMENT_PROVIDER_ERROR', async () => {
    const product = (await makeProduct(ctx)).id;
    const member = await cartMember(ctx);
    const placed = await insertOrder(ctx, { userSeqNo: member.id, lines: [{ productId: product }] });
    const response = await call(
      'POST',
      `/api/order/v1/sales/cancel/${placed.order.orderNumber}`,
      member.token,
      {}
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    const detail = await call('GET', `/api/order/v1/sales/detail/${placed.order.orderNumber}`, member.token);
    expect(detail.json<{ data: OrderDetail }>().data.status).toBe('CANCEL_REQUESTED');
  });
});
