import { ERROR_MESSAGES, type FavoriteCard } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { filledDots, tapDigits } from '../../../shared/testing/card-password';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { cartFixture, cartLine, categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';
import { readOrderData, writeOrderData } from '../../../shared/storage/order-data';
import { savedAddress } from '../../address/testing/address-fixtures';
import { autoshipDetail, cardsAnswer, CARDS, savedCard, SUBSCRIPTIONS } from '../testing/autoship-fixtures';

const serum = cartLine({ cartId: 31, quantity: 1, price: 38400, priceOriginal: 48000 });
const cream = cartLine({
  cartId: 32,
  productId: 1002,
  productName: '로즈 크림',
  productOptionId: 21,
  optionValue: '50ml',
  quantity: 2,
  price: 10000,
  priceOriginal: 10000
});
const notChosen = cartLine({ cartId: 33, productId: 1003, productName: '데일리 토너' });

const json = (call: FakeCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
const posts = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === SUBSCRIPTIONS);

/** Seoul 2027-03-02 10:00: the first charge day may be 2027-03-03 to 2027-05-01. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-02T01:00:00Z'));
});

function setup(
  { cards = [savedCard(7), savedCard(8, { fixedTermYn: 'Y', cardCompanyName: '현대카드' })] } = {},
  extra: Parameters<typeof installFakeApi>[0] = {}
) {
  signInTestMember();
  writeOrderData({
    cartType: 'autoship',
    guest: false,
    lines: [
      { cartId: 31, productId: 1001, productOptionId: null, quantity: 1 },
      { cartId: 32, productId: 1002, productOptionId: 21, quantity: 2 }
    ]
  });
  const api = installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 3 }),
    'GET /api/order/v1/autoship/cart': () =>
      ok(cartFixture([notChosen, cream, serum], { cartType: 'autoship' })),
    'GET /api/member/v1/users/address': () =>
      ok([savedAddress(2, { defaultValue: true, addressName: '집' }), savedAddress(3)]),
    [CARDS]: () => ok(cardsAnswer(cards as FavoriteCard[])),
    ...extra
  });
  return { api, user: userEvent.setup(), ...renderApp('/autoship/init') };
}

describe('/autoship/init', () => {
  it('shows the handed-over lines at today’s prices, the default address and the autoship card chosen', async () => {
    setup();
    const lines = await screen.findAllByTestId('autoship-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      '로즈 크림옵션: 50ml수량 2개20,000원',
      '비타 글로우 세럼수량 1개38,400원48,000원'
    ]);
    expect(screen.getByTestId('autoship-init-total').textContent).toBe('58,400원');
    expect(screen.getByTestId('autoship-init-delivery-fee').textContent).toBe('무료');
    expect(screen.getByTestId('autoship-address').textContent).toContain('집기본');
    const cards = within(screen.getByTestId('autoship-init-cards')).getAllByRole('radio');
    // The autoship card first, and chosen.
    expect(cards.map((radio) => radio.closest('label')?.dataset.testid)).toEqual([
      'autoship-init-card-8',
      'autoship-init-card-7'
    ]);
    expect(cards[0]).toHaveProperty('checked', true);
    const day = screen.getByLabelText('첫 결제일');
    expect([day.getAttribute('min'), day.getAttribute('max')]).toEqual(['2027-03-03', '2027-05-01']);
    expect(screen.getByRole('radio', { name: '4주마다' })).toHaveProperty('checked', true);
  });

  it('refuses to submit without a first day and the consent, says why next to each and focuses the first', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByTestId('autoship-init-submit'));
    const day = screen.getByLabelText('첫 결제일');
    expect(document.activeElement).toBe(day);
    expect(screen.getByTestId('autoship-init-first-day-error').textContent).toBe(
      '첫 결제일을 선택해 주세요.'
    );
    expect(day.getAttribute('aria-describedby')).toContain('autoship-init-first-day-error');
    expect(screen.getByTestId('autoship-init-consent-error').textContent).toBe('정기결제에 동의해 주세요.');

    // Today belongs to the scheduler: the range starts tomorrow.
    await user.type(day, '2027-03-02');
    expect(screen.getByTestId('autoship-init-first-day-error').textContent).toBe(
      '첫 결제일은 2027-03-03부터 2027-05-01까지 선택해 주세요.'
    );
    await user.clear(day);
    await user.type(day, '2027-03-31');
    expect(screen.queryByTestId('autoship-init-first-day-error')).toBeNull();

    // Monthly: the first day's 31st is not in every month, so the day has to be chosen.
    await user.click(screen.getByRole('radio', { name: '매월 정한 날' }));
    const monthly = screen.getByLabelText('매월 결제일');
    expect(monthly).toHaveProperty('value', '');
    expect(screen.getByTestId('autoship-init-day-of-month-error').textContent).toBe(
      '매월 결제일을 선택해 주세요.'
    );
    await user.selectOptions(monthly, '28');
    expect(screen.queryByTestId('autoship-init-day-of-month-error')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api.calls)).toEqual([]);
  });

  it('subscribes through the card password: a wrong one says n/5, the right one makes it and shows the result', async () => {
    const made = autoshipDetail({
      autoshipId: 41,
      cycle: { kind: 'MONTHLY', dayOfMonth: 10 },
      card: { userFavoriteCardsId: 7, cardCompanyName: '신한카드', cardNumber: '43301234****123*' }
    });
    const answers = [
      () => fail(400, 'CARD_PASSWORD_MISMATCH', 'mismatch', { data: { failCount: 1 } }),
      () => ok(made)
    ];
    const { api, user, router } = setup(undefined, {
      [`POST ${SUBSCRIPTIONS}`]: () => answers.shift()!(),
      [`GET ${SUBSCRIPTIONS}/41`]: () => ok(made)
    });
    const day = await screen.findByLabelText('첫 결제일');
    await user.type(day, '2027-03-10');
    await user.click(screen.getByRole('radio', { name: '매월 정한 날' }));
    // Monthly follows the first day's own day until another is chosen.
    expect(screen.getByLabelText('매월 결제일')).toHaveProperty('value', '10');
    await user.click(within(screen.getByTestId('autoship-init-card-7')).getByRole('radio'));
    await user.click(screen.getByRole('checkbox', { name: /정기결제에 동의합니다/ }));
    await user.click(screen.getByTestId('autoship-init-submit'));

    const dialog = await screen.findByRole('dialog', { name: '카드 비밀번호 입력' });
    expect(dialog.textContent).toContain(
      '매 회차 결제일에 58,400원이 자동 결제됩니다(결제 카드: 신한카드 4330-1234-****-123*)'
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '숫자 1' }).hasAttribute('disabled')).toBe(false)
    );
    await tapDigits(user, '111111');
    expect((await screen.findByTestId('card-password-entry-notice')).textContent).toBe(
      '비밀번호가 일치하지 않습니다 (1/5). 다시 입력해 주세요.'
    );
    expect(filledDots()).toBe(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '숫자 2' }).hasAttribute('disabled')).toBe(false)
    );
    await tapDigits(user, '246802');

    expect(await screen.findByTestId('autoship-result')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/autoship/result?id=41');
    expect(screen.getByTestId('autoship-result-first-day').textContent).toBe('2027-03-10');
    expect(screen.getByTestId('autoship-result-amount').textContent).toBe('58,400원');
    expect(screen.getByTestId('autoship-result-cycle').textContent).toBe('매월 10일');
    expect(screen.getByRole('link', { name: '정기배송 상세 보기' }).getAttribute('href')).toBe(
      '/autoship/detail/41'
    );
    expect(screen.getByRole('link', { name: '정기배송 목록' }).getAttribute('href')).toBe('/autoship');

    const calls = posts(api.calls);
    expect(calls.map(json)).toEqual(
      ['111111', '246802'].map((orderPassword) => ({
        cartIds: [32, 31],
        cycle: { kind: 'MONTHLY', dayOfMonth: 10 },
        firstChargeDay: '2027-03-10',
        userAddressId: 2,
        userFavoriteCardsId: 7,
        orderPassword
      }))
    );
    // One Idempotency-Key per entry (the server keeps a refusal's answer for its key).
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    // The hand-off is used up; the digits are nowhere but in the requests.
    expect(readOrderData('autoship')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.subscriptionOrderData)).toBeNull();
    for (const store of [sessionStorage, localStorage])
      for (const key of Object.keys(store)) expect(store.getItem(key)).not.toContain('246802');
  });

  it('a refusal ends the entry and shows the catalogue’s text; the form stays for another try', async () => {
    const { api, user } = setup(undefined, {
      [`POST ${SUBSCRIPTIONS}`]: () =>
        fail(409, 'AUTOSHIP_NOT_OFFERED', 'not offered', { data: { productId: 1002 } })
    });
    await user.type(await screen.findByLabelText('첫 결제일'), '2027-03-10');
    await user.click(screen.getByRole('checkbox', { name: /정기결제에 동의합니다/ }));
    await user.click(screen.getByTestId('autoship-init-submit'));
    await screen.findByRole('dialog', { name: '카드 비밀번호 입력' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '숫자 1' }).hasAttribute('disabled')).toBe(false)
    );
    await tapDigits(user, '246802');
    expect((await screen.findByTestId('autoship-init-failure')).textContent).toBe(
      ERROR_MESSAGES['ko-KR'].AUTOSHIP_NOT_OFFERED
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(json(posts(api.calls)[0]!)).toMatchObject({ cartIds: [32, 31], userFavoriteCardsId: 8 });
    expect(readOrderData('autoship')).not.toBeNull();
  });

  it('without a card that has a password (or with a locked one) says so, links to register one and refuses', async () => {
    const { api, user } = setup({
      cards: [
        savedCard(5, { hasOrderPassword: false }),
        savedCard(6, { orderPasswordLocked: true, failCount: 5 })
      ]
    });
    const none = await screen.findByTestId('autoship-card-none');
    expect(within(none).getByRole('link', { name: '카드 등록하기' }).getAttribute('href')).toBe(
      '/mypage/autoshipCard'
    );
    await user.type(screen.getByLabelText('첫 결제일'), '2027-03-10');
    await user.click(screen.getByRole('checkbox', { name: /정기결제에 동의합니다/ }));
    await user.click(screen.getByTestId('autoship-init-submit'));
    expect(screen.getByTestId('autoship-init-card-error').textContent).toBe(
      '결제할 등록 카드를 선택해 주세요.'
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api.calls)).toEqual([]);
  });

  it('with nothing handed over shows the way to the autoship cart', async () => {
    signInTestMember();
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
      'GET /api/member/v1/users/address': () => ok([savedAddress(2, { defaultValue: true })]),
      [CARDS]: () => ok(cardsAnswer([savedCard(7)]))
    });
    renderApp('/autoship/init');
    const empty = await screen.findByTestId('autoship-init-empty');
    expect(within(empty).getByRole('link', { name: '정기배송 장바구니로 가기' }).getAttribute('href')).toBe(
      '/cart?type=autoship'
    );
    // No cart read without a hand-off.
    expect(api.calls.some((call) => call.url.pathname === '/api/order/v1/autoship/cart')).toBe(false);
  });

  it('/autoship/result without a subscription of the member says it is not found', async () => {
    signInTestMember();
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
      [`GET ${SUBSCRIPTIONS}/99`]: () => fail(404, 'AUTOSHIP_NOT_FOUND')
    });
    renderApp('/autoship/result?id=99');
    expect(await screen.findByRole('heading', { name: '정기배송 정보를 찾을 수 없습니다.' })).toBeTruthy();
  });
});
