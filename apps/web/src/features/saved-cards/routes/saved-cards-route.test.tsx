import { ERROR_MESSAGES, type FavoriteCard } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import type { TossBillingAuthRequest } from '../../../shared/payment/toss-loader';
import { tapDigits } from '../../../shared/testing/card-password';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';

const CUSTOMER_KEY = 'mc_0123456789abcdef0123456789abcdef01234';
const LIST = 'GET /api/member/v1/users/favorite-cards-v2';

const savedCard = (overrides: Partial<FavoriteCard> = {}): FavoriteCard => ({
  userFavoriteCardsId: 7,
  cardCompanyCode: '41',
  cardCompanyName: '신한카드',
  cardNumber: '43301234****123*',
  cardType: '신용',
  fixedTermYn: 'N',
  hasOrderPassword: true,
  failCount: 0,
  orderPasswordLocked: false,
  registeredAt: '2026-11-26T03:00:00.000Z',
  ...overrides
});

const TWO_CARDS = [
  savedCard({
    userFavoriteCardsId: 8,
    cardCompanyName: '현대카드',
    cardNumber: '51234567****987*',
    fixedTermYn: 'Y'
  }),
  savedCard({ userFavoriteCardsId: 7, hasOrderPassword: false, cardType: null }),
  savedCard({ userFavoriteCardsId: 6, cardCompanyName: null, failCount: 5, orderPasswordLocked: true })
];

function setup(
  cards: FavoriteCard[],
  routes: Record<string, (call: FakeCall) => ReturnType<typeof ok>> = {}
) {
  signInTestMember();
  const state = { cards };
  const api = installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    [LIST]: () => ok({ customerKey: CUSTOMER_KEY, cards: state.cards }),
    ...routes
  });
  return { api, state, user: userEvent.setup() };
}

const cardItem = (id: number) => screen.getByTestId(`saved-card-${id}`);
const CONFIG = 'GET /api/order/v1/public/payments/config';
const PAYMENT_CONFIG = {
  provider: 'sandbox',
  clientKey: 'test_ck_sandbox',
  sdkSrc: '/__sandbox/toss/v2/standard.js',
  testMode: true
};

/** The provider's SDK on window: records each billing window instead of leaving the page. */
function fakeToss() {
  const requests: Array<{ clientKey: string; customerKey: string; request: TossBillingAuthRequest }> = [];
  window.TossPayments = (clientKey: string) => ({
    payment: ({ customerKey }: { customerKey: string }) => ({
      requestPayment: () => Promise.reject(new Error('not here')),
      requestBillingAuth: async (request: TossBillingAuthRequest) => {
        requests.push({ clientKey, customerKey, request });
      }
    })
  });
  return requests;
}

afterEach(() => {
  delete window.TossPayments;
});

describe('/mypage/autoshipCard', () => {
  it('lists the cards: issuer, masked number, the autoship badge, the card password state and its actions', async () => {
    setup(TWO_CARDS);
    renderApp('/mypage/autoshipCard');
    expect(await screen.findByRole('heading', { level: 1, name: '결제 카드 관리' })).toBeTruthy();
    await screen.findByTestId('saved-card-8');
    expect(screen.getByTestId('saved-cards-count').textContent).toBe('등록된 카드 3/5장');

    const hyundai = cardItem(8);
    expect(within(hyundai).getByRole('heading', { name: /현대카드/ })).toBeTruthy();
    expect(within(hyundai).getByTestId('saved-card-number').textContent).toBe('5123-4567-****-987*');
    expect(within(hyundai).getByTestId('saved-card-autoship').textContent).toBe('자동결제(정기배송) 카드');
    expect(within(hyundai).getByTestId('saved-card-password').textContent).toBe('설정됨');
    expect(within(hyundai).queryByRole('button', { name: '정기배송 카드로 지정' })).toBeNull();
    expect(within(hyundai).getByRole('button', { name: '비밀번호 변경' })).toBeTruthy();
    expect(within(hyundai).getByRole('button', { name: '비밀번호 재설정' })).toBeTruthy();

    const fresh = cardItem(7);
    expect(within(fresh).queryByTestId('saved-card-autoship')).toBeNull();
    expect(within(fresh).getByTestId('saved-card-password').textContent).toBe('미설정');
    expect(within(fresh).getByRole('button', { name: '비밀번호 설정' })).toBeTruthy();
    expect(within(fresh).queryByRole('button', { name: '비밀번호 변경' })).toBeNull();
    expect(within(fresh).getByRole('group', { name: '신한카드 4330-1234-****-123* 관리' })).toBeTruthy();

    const locked = cardItem(6);
    expect(within(locked).getByRole('heading', { name: /^카드\s*신용$/ })).toBeTruthy();
    expect(within(locked).getByTestId('saved-card-password').textContent).toBe('잠김 (5/5)');
    expect(within(locked).queryByRole('button', { name: '비밀번호 변경' })).toBeNull();
    expect(within(locked).getByRole('button', { name: '비밀번호 재설정' })).toBeTruthy();
  });

  it("in English, the provider's Korean card type and the states are translated", async () => {
    await changeLanguage('en-US');
    setup(TWO_CARDS);
    renderApp('/mypage/autoshipCard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cards' })).toBeTruthy();
    const hyundai = await screen.findByTestId('saved-card-8');
    expect(within(hyundai).getByRole('heading').textContent).toBe('현대카드Credit');
    expect(within(hyundai).getByTestId('saved-card-autoship').textContent).toBe('Autoship card');
    expect(within(cardItem(6)).getByTestId('saved-card-password').textContent).toBe('Locked (5/5)');
  });

  it('without cards: the empty state and the way to register one', async () => {
    setup([]);
    renderApp('/mypage/autoshipCard');
    expect((await screen.findByTestId('saved-cards-empty')).textContent).toContain('등록된 카드가 없습니다.');
    expect(screen.getByRole('button', { name: '카드 등록' }).hasAttribute('disabled')).toBe(false);
  });

  it('marks a card as the autoship card and reads the list again', async () => {
    const { api, state, user } = setup(TWO_CARDS, {
      'PUT /api/member/v1/users/favorite-cards/2/favorite-cards/7/updateFixedTerm-v2': () => {
        state.cards = state.cards.map((card) => ({
          ...card,
          fixedTermYn: card.userFavoriteCardsId === 7 ? 'Y' : 'N'
        }));
        return ok({ card: state.cards[1] });
      }
    });
    renderApp('/mypage/autoshipCard');
    await user.click(
      await within(await screen.findByTestId('saved-card-7')).findByRole('button', {
        name: '정기배송 카드로 지정'
      })
    );
    expect((await screen.findByTestId('saved-cards-notice')).textContent).toBe(
      '정기배송 카드로 지정했습니다. (신한카드 4330-1234-****-123*)'
    );
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.url.searchParams.get('fixedTermYn')).toBe('Y');
    await waitFor(() => expect(within(cardItem(7)).queryByTestId('saved-card-autoship')).not.toBeNull());
    expect(within(cardItem(8)).queryByTestId('saved-card-autoship')).toBeNull();
  });

  it('deletes after a confirm; a card autoship still uses is refused with its reason', async () => {
    let inUse = true;
    const { api, state, user } = setup(TWO_CARDS, {
      'DELETE /api/member/v1/users/favorite-cards/8': () => {
        if (inUse) return fail(409, 'FAVORITE_CARD_IN_USE');
        state.cards = state.cards.filter((card) => card.userFavoriteCardsId !== 8);
        return ok({ customerKey: CUSTOMER_KEY, cards: state.cards });
      }
    });
    renderApp('/mypage/autoshipCard');
    await user.click(
      await within(await screen.findByTestId('saved-card-8')).findByRole('button', { name: '삭제' })
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('이 카드를 삭제할까요? (현대카드 5123-4567-****-987*)');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(cardItem(8)).getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    const refusal = await screen.findByTestId('saved-cards-notice');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(refusal.textContent).toBe(ERROR_MESSAGES['ko-KR'].FAVORITE_CARD_IN_USE);
    expect(cardItem(8)).toBeTruthy();

    inUse = false;
    await user.click(within(cardItem(8)).getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(screen.getByTestId('saved-cards-notice').textContent).toBe('카드를 삭제했습니다.')
    );
    await waitFor(() => expect(screen.queryByTestId('saved-card-8')).toBeNull());
  });

  it("opens the billing window with the member's customerKey, coming back through /billing/*", async () => {
    const requests = fakeToss();
    const { user } = setup(TWO_CARDS, { [CONFIG]: () => ok(PAYMENT_CONFIG) });
    renderApp('/mypage/autoshipCard');
    await screen.findByTestId('saved-card-8');
    await user.click(screen.getByRole('button', { name: '카드 등록' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const origin = window.location.origin;
    expect(requests[0]).toEqual({
      clientKey: 'test_ck_sandbox',
      customerKey: CUSTOMER_KEY,
      request: {
        method: 'CARD',
        successUrl: `${origin}/billing/success?redirect=%2Fmypage%2FautoshipCard`,
        failUrl: `${origin}/billing/fail?redirect=%2Fmypage%2FautoshipCard`,
        customerName: '이민준'
      }
    });
  });

  it('at the limit of five cards it says so instead of opening the window', async () => {
    const requests = fakeToss();
    const five = [1, 2, 3, 4, 5].map((id) => savedCard({ userFavoriteCardsId: id }));
    const { api, user } = setup(five, { [CONFIG]: () => ok(PAYMENT_CONFIG) });
    renderApp('/mypage/autoshipCard');
    await screen.findByTestId('saved-card-5');
    await user.click(screen.getByRole('button', { name: '카드 등록' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      ERROR_MESSAGES['ko-KR'].FAVORITE_CARD_LIMIT
    );
    expect(requests).toHaveLength(0);
    expect(api.calls.some((call) => call.url.pathname.endsWith('/payments/config'))).toBe(false);
  });

  it('a window the customer closed says so', async () => {
    window.TossPayments = () => ({
      payment: () => ({
        requestPayment: () => Promise.reject(new Error('not here')),
        requestBillingAuth: () => Promise.reject(Object.assign(new Error('closed'), { code: 'USER_CANCEL' }))
      })
    });
    const { user } = setup(TWO_CARDS, { [CONFIG]: () => ok(PAYMENT_CONFIG) });
    renderApp('/mypage/autoshipCard');
    await screen.findByTestId('saved-card-8');
    await user.click(screen.getByRole('button', { name: '카드 등록' }));
    expect((await screen.findByTestId('saved-cards-notice')).textContent).toBe('카드 등록을 취소하셨습니다.');
  });

  it('back from registration (billing=success): the pad opens for the new card, which must get its password', async () => {
    const { api, state, user } = setup(TWO_CARDS, {
      'POST /api/member/v1/users/2/order-password': () => {
        state.cards = state.cards.map((card) =>
          card.userFavoriteCardsId === 7 ? { ...card, hasOrderPassword: true } : card
        );
        return ok({
          userFavoriteCardsId: 7,
          hasOrderPassword: true,
          match: true,
          failCount: 0,
          locked: false
        });
      }
    });
    const { router } = renderApp('/mypage/autoshipCard?billing=success&userFavoriteCardsId=7');
    const pad = await screen.findByRole('dialog', { name: '카드 비밀번호 설정' });
    expect(within(pad).getByText('신한카드 4330-1234-****-123*')).toBeTruthy();
    expect(screen.getByTestId('saved-cards-notice').textContent).toContain(
      '카드가 등록되었습니다. 결제에 쓰려면 카드 비밀번호를 설정해 주세요.'
    );
    // Closed, it can be opened again from the notice.
    await user.click(within(pad).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '비밀번호 설정하기' }));
    await screen.findByRole('dialog', { name: '카드 비밀번호 설정' });
    await tapDigits(user, '102938');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await tapDigits(user, '102938');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(screen.getByTestId('saved-cards-notice').textContent).toBe(
        '카드 비밀번호를 설정했습니다. 이제 이 카드로 결제할 수 있습니다.'
      )
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(cardItem(7)).getByTestId('saved-card-password').textContent).toBe('설정됨')
    );
    // The outcome left the address: a reload does not open the pad again.
    expect(router.state.location.search).toBe('');
    expect(api.calls.filter((call) => call.url.pathname.endsWith('/order-password'))).toHaveLength(1);
  });

  it.each([
    ['USER_CANCEL', '카드 등록을 취소하셨습니다.'],
    ['BILLING_AUTH_FAILED', ERROR_MESSAGES['ko-KR'].BILLING_AUTH_FAILED],
    ['SOMETHING_ELSE', '카드를 등록하지 못했습니다. 다시 시도해 주세요.']
  ])('back from a failed registration (billing=fail&code=%s): a translated notice', async (code, text) => {
    setup(TWO_CARDS);
    renderApp(`/mypage/autoshipCard?billing=fail&code=${code}`);
    const notice = await screen.findByTestId('saved-cards-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe(text);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
