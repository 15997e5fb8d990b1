import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteCard, FavoriteCardsAnswer, OrderPasswordState } from '@mall/domain';
import { favoriteCards } from '../src/modules/saved-cards/saved-card.table.ts';
import { sandboxTossBillings } from '../src/providers/payment/sandbox-toss.table.ts';
import { cartApi, cartMember } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { sandboxVerification } from './members.ts';
import { registerSandboxBillingAuth } from './payment-fixtures.ts';

/** Saved cards and their card passwords (issue 17 items 1–2, docs/decisions/073) against the Toss sandbox. */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { RATE_LIMIT_ROUTE_SCALE: '100' } });
  call = cartApi(ctx);
});
afterAll(async () => ctx.close());

type Member = { id: number; token: string };
const PUT = (url: string, token: string, payload?: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'ko-KR' },
    ...(payload === undefined ? {} : { payload: payload as object })
  });

async function cardsOf(member: Member, language = 'ko-KR'): Promise<FavoriteCardsAnswer> {
  const answer = await call(
    'GET',
    '/api/member/v1/users/favorite-cards-v2',
    member.token,
    undefined,
    language
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: FavoriteCardsAnswer }>().data;
}

/** The billing window for the member's customerKey, then the return page's registration call. */
async function registerCard(member: Member, outcome?: 'approve' | 'refuse-charges'): Promise<FavoriteCard> {
  const { customerKey } = await cardsOf(member);
  const { authKey } = await registerSandboxBillingAuth(ctx.app, { customerKey, outcome });
  const saved = await call('POST', `/api/member/v1/${member.id}/favorite-cards`, member.token, {
    customerKey,
    authKey
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ data: { card: FavoriteCard } }>().data.card;
}

const base = (member: Member) => `/api/member/v1/users/${member.id}`;
const setPassword = (member: Member, cardId: number, orderPassword: string) =>
  call('POST', `${base(member)}/order-password`, member.token, {
    userFavoriteCardsId: cardId,
    orderPassword
  });
const match = (member: Member, cardId: number, orderPassword: string) =>
  call('POST', `${base(member)}/order-password-v2/match`, member.token, {
    userFavoriteCardsId: cardId,
    orderPassword
  });
const stateOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OrderPasswordState }).data;
};

describe('saved cards', () => {
  it('lists none at first, with a customerKey that is the member’s own and stable', async () => {
    const one = await cartMember(ctx);
    const two = await cartMember(ctx);
    const first = await cardsOf(one);
    expect(first.cards).toEqual([]);
    expect(first.customerKey).toMatch(/^[A-Za-z0-9\-_=.@]{2,50}$/);
    expect((await cardsOf(one)).customerKey).toBe(first.customerKey);
    expect((await cardsOf(two)).customerKey).not.toBe(first.customerKey);
  });

  it('registers the billing window’s card once, masked and named, the billing key sealed', async () => {
    const member = await cartMember(ctx);
    const { customerKey } = await cardsOf(member);
    const { authKey } = await registerSandboxBillingAuth(ctx.app, { customerKey });
    const body = { customerKey, authKey };
    const saved = await call('POST', `/api/member/v1/${member.id}/favorite-cards`, member.token, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const card = saved.json<{ data: { card: FavoriteCard } }>().data.card;
    expect(card).toMatchObject({
      fixedTermYn: 'N',
      hasOrderPassword: false,
      failCount: 0,
      orderPasswordLocked: false
    });
    expect(card.cardNumber).toMatch(/^[0-9]{8}\*{4}[0-9]{3}\*$/);
    expect(card.cardCompanyName).not.toBe('카드');
    // The return page reloaded: the same authKey answers the same card, not a second one.
    const again = await call('POST', `/api/member/v1/${member.id}/favorite-cards`, member.token, body);
    expect(again.json().data.card.userFavoriteCardsId).toBe(card.userFavoriteCardsId);
    expect((await cardsOf(member)).cards).toHaveLength(1);
    const [row] = await ctx.database.db
      .select()
      .from(favoriteCards)
      .where(eq(favoriteCards.id, card.userFavoriteCardsId));
    const keys = await ctx.database.db
      .select()
      .from(sandboxTossBillings)
      .where(eq(sandboxTossBillings.customerKey, customerKey));
    expect(keys).toHaveLength(1);
    expect(row!.billingKeySealed).toMatch(/^v1\./);
    expect(row!.billingKeySealed).not.toContain(keys[0]!.billingKey);
    expect(JSON.stringify(row)).not.toContain(authKey);
  });

  it('refuses another member’s customerKey, an unknown authKey and a sixth card', async () => {
    const member = await cartMember(ctx);
    const other = await cartMember(ctx);
    const { customerKey: theirs } = await cardsOf(other);
    const { authKey } = await registerSandboxBillingAuth(ctx.app, { customerKey: theirs });
    const stolen = await call('POST', `/api/member/v1/${member.id}/favorite-cards`, member.token, {
      customerKey: theirs,
      authKey
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('BILLING_AUTH_FAILED');
    const { customerKey } = await cardsOf(member);
    const unknown = await call('POST', `/api/member/v1/${member.id}/favorite-cards`, member.token, {
      customerKey,
      authKey: 'bauth_made_up_key'
    });
    expect(unknown.json().code).toBe('BILLING_AUTH_FAILED');
    const forOther = await call('POST', `/api/member/v1/${other.id}/favorite-cards`, member.token, {
      customerKey: theirs,
      authKey
    });
    expect(forOther.statusCode).toBe(403);
    for (let i = 0; i < 5; i += 1) await registerCard(member);
    const { authKey: sixth } = await registerSandboxBillingAuth(ctx.app, { customerKey });
    const refused = await call('POST', `/api/member/v1/${member.id}/favorite-cards`, member.token, {
      customerKey,
      authKey: sixth
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('FAVORITE_CARD_LIMIT');
  });

  it('keeps one autoship card: marking another moves the mark', async () => {
    const member = await cartMember(ctx);
    const a = await registerCard(member);
    const b = await registerCard(member);
    const mark = (cardId: number, yn: 'Y' | 'N') =>
      PUT(
        `/api/member/v1/users/favorite-cards/${member.id}/favorite-cards/${cardId}/updateFixedTerm-v2?fixedTermYn=${yn}`,
        member.token
      );
    expect((await mark(a.userFavoriteCardsId, 'Y')).json().data.card.fixedTermYn).toBe('Y');
    expect((await mark(b.userFavoriteCardsId, 'Y')).json().data.card.fixedTermYn).toBe('Y');
    const marked = (await cardsOf(member)).cards.filter((card) => card.fixedTermYn === 'Y');
    expect(marked.map((card) => card.userFavoriteCardsId)).toEqual([b.userFavoriteCardsId]);
    expect((await mark(b.userFavoriteCardsId, 'N')).json().data.card.fixedTermYn).toBe('N');
    expect((await cardsOf(member)).cards.every((card) => card.fixedTermYn === 'N')).toBe(true);
  });

  it('deletes a card and its billing key; another member’s card is not found', async () => {
    const member = await cartMember(ctx);
    const other = await cartMember(ctx);
    const card = await registerCard(member);
    const theirs = await call(
      'DELETE',
      `/api/member/v1/users/favorite-cards/${card.userFavoriteCardsId}`,
      other.token
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('FAVORITE_CARD_NOT_FOUND');
    const removed = await call(
      'DELETE',
      `/api/member/v1/users/favorite-cards/${card.userFavoriteCardsId}`,
      member.token
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.cards).toEqual([]);
    const { customerKey } = await cardsOf(member);
    const keys = await ctx.database.db
      .select()
      .from(sandboxTossBillings)
      .where(eq(sandboxTossBillings.customerKey, customerKey));
    expect(keys.map((key) => key.deletedAt !== null)).toEqual([true]);
    const [row] = await ctx.database.db
      .select()
      .from(favoriteCards)
      .where(eq(favoriteCards.id, card.userFavoriteCardsId));
    expect(row).toMatchObject({ billingKeySealed: null, orderPasswordHash: null });
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('the card password', () => {
  it('is set once (addCard), six digits only, and never stored as typed', async () => {
    const member = await cartMember(ctx);
    const card = await registerCard(member);
    for (const bad of ['12345', '1234567', '12345a', '']) {
      const refused = await setPassword(member, card.userFavoriteCardsId, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect(stateOf(await setPassword(member, card.userFavoriteCardsId, '135790'))).toEqual({
      userFavoriteCardsId: card.userFavoriteCardsId,
      hasOrderPassword: true,
      match: true,
      failCount: 0,
      locked: false
    });
    const again = await setPassword(member, card.userFavoriteCardsId, '246802');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CARD_PASSWORD_ALREADY_SET');
    const [row] = await ctx.database.db
      .select()
      .from(favoriteCards)
      .where(eq(favoriteCards.id, card.userFavoriteCardsId));
    expect(row!.orderPasswordHash).toMatch(/^v1\./);
    expect(row!.orderPasswordHash).not.toContain('135790');
    expect((await cardsOf(member)).cards[0]).toMatchObject({ hasOrderPassword: true, failCount: 0 });
  });

  it('counts wrong entries, clears them on a right one and locks at the fifth until reset', async () => {
    const member = await cartMember(ctx);
    const { userFavoriteCardsId: cardId } = await registerCard(member);
    const unset = await match(member, cardId, '111111');
    expect(unset.statusCode).toBe(409);
    expect(unset.json().code).toBe('CARD_PASSWORD_NOT_SET');
    await setPassword(member, cardId, '864200');
    for (let n = 1; n <= 4; n += 1) {
      expect(stateOf(await match(member, cardId, '000000'))).toMatchObject({ match: false, failCount: n });
    }
    expect(stateOf(await match(member, cardId, '864200'))).toMatchObject({ match: true, failCount: 0 });
    for (let n = 1; n <= 5; n += 1) {
      expect(stateOf(await match(member, cardId, '000000'))).toMatchObject({
        match: false,
        failCount: n,
        locked: n === 5
      });
    }
    const locked = await match(member, cardId, '864200');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('CARD_PASSWORD_LOCKED');
    const state = stateOf(await call('GET', `${base(member)}/order-password-v2/${cardId}`, member.token));
    expect(state).toMatchObject({ locked: true, failCount: 5, hasOrderPassword: true });
    expect((await cardsOf(member)).cards[0]).toMatchObject({ orderPasswordLocked: true, failCount: 5 });
  });

  it('locks at five however many wrong entries arrive at once', async () => {
    const member = await cartMember(ctx);
    const { userFavoriteCardsId: cardId } = await registerCard(member);
    await setPassword(member, cardId, '975310');
    const answers = await Promise.all(Array.from({ length: 9 }, () => match(member, cardId, '123456')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(4);
    const [row] = await ctx.database.db.select().from(favoriteCards).where(eq(favoriteCards.id, cardId));
    expect(row!.passwordFailCount).toBe(5);
    expect(row!.passwordLockedAt).not.toBeNull();
  });

  it('changes with the old password (a wrong old one counts) and resets only for the member verified', async () => {
    const member = await cartMember(ctx);
    const { userFavoriteCardsId: cardId } = await registerCard(member);
    await setPassword(member, cardId, '112233');
    const change = (oldOrderPassword: string, newOrderPassword: string) =>
      PUT(`${base(member)}/order-password-v2/change`, member.token, {
        userFavoriteCardsId: cardId,
        oldOrderPassword,
        newOrderPassword
      });
    const wrong = await change('999999', '445566');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CARD_PASSWORD_MISMATCH' });
    expect(stateOf(await change('112233', '445566'))).toMatchObject({ match: true, failCount: 0 });
    expect(stateOf(await match(member, cardId, '445566')).match).toBe(true);
    for (let n = 0; n < 5; n += 1) await match(member, cardId, '000000');
    expect((await match(member, cardId, '445566')).statusCode).toBe(403);

    const reset = (certificationRequestId: string) =>
      PUT(`${base(member)}/order-password/reset`, member.token, {
        userFavoriteCardsId: cardId,
        newOrderPassword: '778899',
        certificationRequestId
      });
    const stranger = await sandboxVerification(ctx, {
      purpose: 'CARD_PASSWORD_RESET',
      access: member.token,
      person: { name: '박서준', birth: '19900101', mobile: '01099998888' }
    });
    const mismatch = await reset(stranger.requestId);
    expect(mismatch.statusCode, mismatch.body).toBe(409);
    expect(mismatch.json().code).toBe('CERT_IDENTITY_MISMATCH');
    const self = await sandboxVerification(ctx, {
      purpose: 'CARD_PASSWORD_RESET',
      access: member.token,
      person: { name: '이민준', birth: '19850101', mobile: '01012345678' }
    });
    expect(stateOf(await reset(self.requestId))).toMatchObject({ locked: false, failCount: 0 });
    expect(stateOf(await match(member, cardId, '778899')).match).toBe(true);
    const spent = await reset(self.requestId);
    expect(spent.json().code).toBe('CERT_ALREADY_USED');
  });

  it('is the asker’s own: another member’s card is not found, another member’s id forbidden', async () => {
    const member = await cartMember(ctx);
    const other = await cartMember(ctx);
    const { userFavoriteCardsId: cardId } = await registerCard(member);
    await setPassword(member, cardId, '121212');
    const theirs = await match(other, cardId, '121212');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('FAVORITE_CARD_NOT_FOUND');
    const asOther = await call('POST', `${base(member)}/order-password-v2/match`, other.token, {
      userFavoriteCardsId: cardId,
      orderPassword: '121212'
    });
    expect(asOther.statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(favoriteCards).where(eq(favoriteCards.id, cardId));
    expect(row!.passwordFailCount).toBe(0);
  });
});
