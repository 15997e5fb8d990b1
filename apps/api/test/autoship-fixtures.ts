import { asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AutoshipDetail, FavoriteCard, FavoriteCardsAnswer } from '@mall/domain';
import type { Database } from '../src/db/client.ts';
import { autoshipCharges, autoshipSubscriptions } from '../src/modules/autoship/autoship.table.ts';
import { AUTOSHIP_SWEEP_JOB } from '../src/modules/autoship/autoship-scheduler.ts';
import { createJobQueue } from '../src/modules/jobs/job-queue.ts';
import { jobs } from '../src/modules/jobs/job.table.ts';
import { runDueJobs } from '../src/modules/jobs/job-runner.ts';
import { salesOrders } from '../src/modules/order/order.table.ts';
import { sandboxTossPayments } from '../src/providers/payment/sandbox-toss.table.ts';
import { createMember, login, nextAddress } from './members.ts';
import { registerSandboxBillingAuth } from './payment-fixtures.ts';
import type { TestContext } from './context.ts';

/** Autoship suites' helpers (docs/decisions/074): members with a card and an address, the API, the scheduler. */
export const AUTOSHIP = '/api/order/v1/autoship/subscriptions';
export const CARD_PASSWORD = '246810';

export type Subscriber = { id: number; token: string; addressId: number; cardId: number };

/** Calls the API on `app` as a member, each call from its own client address. */
export function caller(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { 'accept-language': 'ko-KR', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: nextAddress(),
      ...(payload === undefined ? {} : { payload: payload as object })
    });
}

export function dataOf<T>(response: { statusCode: number; body: string; json(): unknown }): T {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

/** A saved card of the member's with its card password, whose charges the sandbox approves or refuses. */
export async function savedCard(
  app: FastifyInstance,
  member: { id: number; token: string },
  outcome: 'approve' | 'refuse-charges' = 'approve'
): Promise<FavoriteCard> {
  const call = caller(app);
  const { customerKey } = dataOf<FavoriteCardsAnswer>(
    await call('GET', '/api/member/v1/users/favorite-cards-v2', member.token)
  );
  const { authKey } = await registerSandboxBillingAuth(app, { customerKey, outcome });
  const { card } = dataOf<{ card: FavoriteCard }>(
    await call('POST', `/api/member/v1/${member.id}/favorite-cards`, member.token, { customerKey, authKey })
  );
  dataOf(
    await call('POST', `/api/member/v1/users/${member.id}/order-password`, member.token, {
      userFavoriteCardsId: card.userFavoriteCardsId,
      orderPassword: CARD_PASSWORD
    })
  );
  return card;
}

export async function addAddress(app: FastifyInstance, token: string, name = '집'): Promise<number> {
  const answer = dataOf<{ userAddressId: number }>(
    await caller(app)('POST', '/api/member/v1/users/address', token, {
      addressName: name,
      lastName: '김',
      firstName: '하늘',
      mobileNumber: '01012345678',
      zipcode: '06236',
      address1: '서울특별시 강남구 테헤란로 152',
      address2: '12층',
      state: '서울특별시',
      city: '강남구',
      addressDescription: ''
    })
  );
  return answer.userAddressId;
}

/** A fresh member with an address and a saved card (approving charges unless told otherwise). */
export async function subscriber(
  ctx: TestContext,
  outcome: 'approve' | 'refuse-charges' = 'approve'
): Promise<Subscriber> {
  const row = await createMember(ctx);
  const member = { id: row.userSeqNo, token: (await login(ctx, row.loginId)).access };
  const addressId = await addAddress(ctx.app, member.token);
  const card = await savedCard(ctx.app, member, outcome);
  return { ...member, addressId, cardId: card.userFavoriteCardsId };
}

/** The day `days` after `day` (YYYY-MM-DD). */
export function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 09:00 in Seoul on `day`. */
export function seoulMorning(day: string): Date {
  return new Date(`${day}T09:00:00+09:00`);
}

/** An init body for `lines` of the subscriber's, every four weeks from `firstChargeDay`. */
export function initBody(
  who: Subscriber,
  firstChargeDay: string,
  lines: { productId: number; productOptionId?: number; quantity: number }[],
  extra: Record<string, unknown> = {}
) {
  return {
    lines,
    cycle: { kind: 'WEEKS', weeks: 4 },
    firstChargeDay,
    userAddressId: who.addressId,
    userFavoriteCardsId: who.cardId,
    orderPassword: CARD_PASSWORD,
    ...extra
  };
}

export async function subscribe(
  app: FastifyInstance,
  who: Subscriber,
  body: Record<string, unknown>
): Promise<AutoshipDetail> {
  return dataOf<AutoshipDetail>(await caller(app)('POST', AUTOSHIP, who.token, body));
}

/**
 * The scheduler as the jobs process runs it, at `now`: the sweep put on the queue (as at start-up) and due now (a
 * suite's clock may go back to an earlier day than the sweep's last run), then every due job run until none is
 * left. Answers how many jobs ran.
 */
export async function runScheduler(app: FastifyInstance, db: Database, now: Date): Promise<number> {
  const queue = createJobQueue(db);
  await queue.enqueue(AUTOSHIP_SWEEP_JOB, 'sweep', {}, now);
  await db.update(jobs).set({ runAt: now }).where(eq(jobs.kind, AUTOSHIP_SWEEP_JOB));
  let ran = 0;
  for (let batch = await runDueJobs(queue, app.jobHandlers, now); batch > 0;) {
    ran += batch;
    batch = await runDueJobs(queue, app.jobHandlers, now);
  }
  return ran;
}

/** A subscription's cycle rows, oldest first. */
export function chargeRows(db: Database, autoshipId: number) {
  return db
    .select()
    .from(autoshipCharges)
    .where(eq(autoshipCharges.autoshipId, autoshipId))
    .orderBy(asc(autoshipCharges.cycleIndex));
}

export async function subscriptionRow(db: Database, autoshipId: number) {
  const [row] = await db.select().from(autoshipSubscriptions).where(eq(autoshipSubscriptions.id, autoshipId));
  return row!;
}

/** Every charge the sandbox provider took for a subscription's tries (its payment orderIds start `AS<id>T`). */
export function providerCharges(db: Database, autoshipId: number) {
  return db
    .select()
    .from(sandboxTossPayments)
    .where(like(sandboxTossPayments.orderId, `AS${autoshipId}T%`))
    .orderBy(asc(sandboxTossPayments.requestedAt));
}

/** The member's orders of a cart type, oldest first. */
export function ordersOf(db: Database, userSeqNo: number) {
  return db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.userSeqNo, userSeqNo))
    .orderBy(asc(salesOrders.id));
}
