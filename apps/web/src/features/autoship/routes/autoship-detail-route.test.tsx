import { ERROR_MESSAGES, type AutoshipDetail, type AutoshipStatus } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tapDigits } from '../../../shared/testing/card-password';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';
import { savedAddress } from '../../address/testing/address-fixtures';
import { autoshipDetail, cardsAnswer, CARDS, savedCard, SUBSCRIPTIONS } from '../testing/autoship-fixtures';

const DETAIL = `${SUBSCRIPTIONS}/41`;
const json = (call: FakeCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
const writes = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method !== 'GET' && call.url.pathname.startsWith(DETAIL))
    .map((call) => `${call.method} ${call.url.pathname.slice(DETAIL.length) || '/'}`);

/** Seoul 2027-03-02 10:00: a next charge day may be 2027-03-03 to 2027-05-01. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-02T01:00:00Z'));
});

/** The member's subscription 41 as `state.detail`; each write answers `answer(path, body)` (default: as is). */
function setup(detail: AutoshipDetail, answer?: (path: string, call: FakeCall) => ReturnType<typeof ok>) {
  signInTestMember();
  const state = { detail };
  const write = (path: string) => (call: FakeCall) => (answer ? answer(path, call) : ok(state.detail));
  const api = installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
    [`GET ${DETAIL}`]: () => ok(state.detail),
    [`GET ${SUBSCRIPTIONS}`]: () => ok([]),
    [`PATCH ${DETAIL}`]: write('/'),
    ...Object.fromEntries(
      ['skip', 'pause', 'resume', 'cancel'].map((move) => [`POST ${DETAIL}/${move}`, write(`/${move}`)])
    ),
    'GET /api/member/v1/users/address': () =>
      ok([savedAddress(2, { defaultValue: true, addressName: '집', fixedTermYn: 'Y' }), savedAddress(3)]),
    [CARDS]: () =>
      ok(
        cardsAnswer([
          savedCard(8, { fixedTermYn: 'Y', cardCompanyName: '현대카드', cardNumber: '51234567****987*' }),
          savedCard(7),
          savedCard(6, { orderPasswordLocked: true, failCount: 5 }),
          savedCard(5, { hasOrderPassword: false })
        ])
      )
  });
  return { api, state, user: userEvent.setup(), ...renderApp('/autoship/detail/41') };
}

const buttonIds = () =>
  within(screen.queryByTestId('autoship-actions') ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((button) => button.dataset.testid);

describe('/autoship/detail/{id}', () => {
  it('shows the schedule, lines, address, card and the charges, each charged one linking to its order', async () => {
    setup(
      autoshipDetail({
        history: [
          { cycleIndex: 2, chargeDay: '2027-02-24', status: 'SKIPPED', orderNumber: null, amount: null },
          {
            cycleIndex: 1,
            chargeDay: '2027-01-27',
            status: 'SOLD_OUT_SKIPPED',
            orderNumber: null,
            amount: null
          },
          {
            cycleIndex: 0,
            chargeDay: '2026-12-30',
            status: 'CHARGED',
            orderNumber: 'TP261230000007',
            amount: 58400
          }
        ]
      })
    );
    expect((await screen.findByTestId('autoship-detail-cycle')).textContent).toBe('4주마다');
    expect(screen.getByTestId('autoship-detail-next').textContent).toBe('2027-03-10');
    expect(screen.getByTestId('autoship-detail-amount').textContent).toBe('58,400원');
    expect(screen.getAllByTestId('autoship-line')).toHaveLength(2);
    expect(screen.getByTestId('autoship-address').textContent).toContain('서울특별시 강남구 테헤란로 102');
    expect(
      within(screen.getByTestId('autoship-detail-card')).getByTestId('autoship-card-number').textContent
    ).toBe('5123-4567-****-987*');
    const charges = screen.getAllByTestId('autoship-charge');
    expect(charges.map((charge) => within(charge).getByTestId('autoship-charge-status').textContent)).toEqual(
      ['건너뜀', '품절로 건너뜀', '결제 완료']
    );
    expect(charges[2]!.textContent).toContain('1회차 2026-12-30');
    expect(within(charges[2]!).getByRole('link', { name: '주문 TP261230000007' }).getAttribute('href')).toBe(
      '/mypage/orderDetail?orderNumber=TP261230000007'
    );
  });

  it.each<[AutoshipStatus, string[]]>([
    ['ACTIVE', ['autoship-skip', 'autoship-pause', 'autoship-change', 'autoship-cancel']],
    ['PAUSED', ['autoship-resume', 'autoship-change', 'autoship-cancel']],
    ['HELD', ['autoship-change', 'autoship-cancel']],
    ['CANCELLED', []]
  ])('a %s subscription offers %j', async (status, buttons) => {
    setup(autoshipDetail({ status, nextChargeDay: status === 'ACTIVE' ? '2027-03-10' : null }));
    expect((await screen.findByTestId('autoship-status')).dataset.status).toBe(status);
    expect(buttonIds()).toEqual(buttons);
    expect(screen.queryByTestId('autoship-change-card') !== null).toBe(status !== 'CANCELLED');
    expect(screen.queryByTestId('autoship-held') !== null).toBe(status === 'HELD');
  });

  it('skip and pause ask first and then make their call; resume needs no confirm', async () => {
    const { api, state, user } = setup(autoshipDetail(), (path) => {
      if (path === '/skip') state.detail = { ...state.detail, nextChargeDay: '2027-04-07' };
      if (path === '/pause') state.detail = { ...state.detail, status: 'PAUSED', nextChargeDay: null };
      if (path === '/resume')
        state.detail = { ...state.detail, status: 'ACTIVE', nextChargeDay: '2027-04-07' };
      return ok(state.detail);
    });
    await user.click(await screen.findByTestId('autoship-skip'));
    const skip = await screen.findByRole('alertdialog');
    expect(skip.textContent).toContain('2027-03-10 회차를 건너뛰시겠습니까?');
    await user.click(within(skip).getByRole('button', { name: '건너뛰기' }));
    expect((await screen.findByTestId('autoship-notice')).textContent).toBe('다음 회차를 건너뛰었습니다.');
    expect(screen.getByTestId('autoship-detail-next').textContent).toBe('2027-04-07');

    await user.click(screen.getByTestId('autoship-pause'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '일시정지' })
    );
    await waitFor(() => expect(screen.getByTestId('autoship-status').textContent).toBe('일시정지'));
    expect(screen.getByTestId('autoship-status-note').textContent).toContain('일시정지 중입니다.');

    await user.click(screen.getByTestId('autoship-resume'));
    await waitFor(() => expect(screen.getByTestId('autoship-status').textContent).toBe('진행 중'));
    expect(screen.getByTestId('autoship-notice').textContent).toBe('정기배송을 다시 시작했습니다.');
    expect(writes(api.calls)).toEqual(['POST /skip', 'POST /pause', 'POST /resume']);
  });

  it('cancel asks first: keeping it calls nothing; confirming cancels and leaves no button', async () => {
    const { api, state, user } = setup(autoshipDetail(), () => {
      state.detail = { ...state.detail, status: 'CANCELLED', nextChargeDay: null };
      return ok(state.detail);
    });
    await user.click(await screen.findByTestId('autoship-cancel'));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('해지한 정기배송은 다시 시작할 수 없습니다.');
    await user.click(within(dialog).getByRole('button', { name: '유지하기' }));
    expect(writes(api.calls)).toEqual([]);

    await user.click(screen.getByTestId('autoship-cancel'));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '해지하기' }));
    expect((await screen.findByTestId('autoship-notice')).textContent).toBe('정기배송을 해지했습니다.');
    expect(screen.getByTestId('autoship-status').textContent).toBe('해지됨');
    expect(buttonIds()).toEqual([]);
    expect(writes(api.calls)).toEqual(['POST /cancel']);
  });

  it('a refused move says why (a cycle being charged)', async () => {
    const { user } = setup(autoshipDetail(), () =>
      fail(409, 'AUTOSHIP_CYCLE_DUE', 'due', { data: { cycleIndex: 0, chargeDay: '2027-03-02' } })
    );
    await user.click(await screen.findByTestId('autoship-pause'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '일시정지' })
    );
    const notice = await screen.findByTestId('autoship-notice');
    expect(notice.textContent).toBe(ERROR_MESSAGES['ko-KR'].AUTOSHIP_CYCLE_DUE);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('autoship-status').textContent).toBe('진행 중');
  });

  it('the change dialog sends only what changed: cycle, next day, address and every line when a quantity moved', async () => {
    const { api, state, user } = setup(
      autoshipDetail({
        history: [
          {
            cycleIndex: 0,
            chargeDay: '2027-03-01',
            status: 'CHARGED',
            orderNumber: 'TP270301000001',
            amount: 58400
          }
        ]
      }),
      (_path, call) => {
        const body = json(call);
        state.detail = { ...state.detail, cycle: body.cycle as AutoshipDetail['cycle'] };
        return ok(state.detail);
      }
    );
    await user.click(await screen.findByTestId('autoship-change'));
    const dialog = await screen.findByRole('dialog', { name: '정기배송 변경' });
    // Nothing changed yet.
    await user.click(within(dialog).getByTestId('autoship-change-save'));
    expect(within(dialog).getByTestId('autoship-change-nothing').textContent).toBe('변경한 내용이 없습니다.');

    await user.click(within(dialog).getByRole('radio', { name: '8주마다' }));
    const day = within(dialog).getByLabelText('다음 결제일');
    expect(day).toHaveProperty('value', '2027-03-10');
    await user.clear(day);
    await user.type(day, '2027-03-20');
    await user.click(within(dialog).getByRole('radio', { name: /배송지3/ }));
    await user.click(within(dialog).getByRole('button', { name: '로즈 크림 (50ml) 수량 늘리기' }));
    expect(within(dialog).getByLabelText('로즈 크림 (50ml) 수량')).toHaveProperty('value', '3');
    await user.click(within(dialog).getByTestId('autoship-change-save'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('autoship-notice').textContent).toBe('변경한 내용을 저장했습니다.');
    expect(screen.getByTestId('autoship-detail-cycle').textContent).toBe('8주마다');
    const patches = api.calls.filter((call) => call.method === 'PATCH');
    expect(patches.map(json)).toEqual([
      {
        nextChargeDay: '2027-03-20',
        cycle: { kind: 'WEEKS', weeks: 8 },
        userAddressId: 3,
        lines: [
          { productId: 1001, productOptionId: null, quantity: 1 },
          { productId: 1002, productOptionId: 21, quantity: 3 }
        ]
      }
    ]);
  });

  it('the change dialog refuses a next day outside the range and keeps a refusal of the server in the dialog', async () => {
    const { api, user } = setup(autoshipDetail(), () =>
      fail(400, 'AUTOSHIP_NEXT_DAY_TOO_EARLY', 'early', { data: { after: '2027-03-01' } })
    );
    await user.click(await screen.findByTestId('autoship-change'));
    const dialog = await screen.findByRole('dialog', { name: '정기배송 변경' });
    const day = within(dialog).getByLabelText('다음 결제일');
    await user.clear(day);
    await user.type(day, '2027-05-02');
    await user.click(within(dialog).getByTestId('autoship-change-save'));
    expect(within(dialog).getByTestId('autoship-change-next-day-error').textContent).toBe(
      '다음 결제일은 2027-03-03부터 2027-05-01까지 선택해 주세요.'
    );
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(day);
    await user.type(day, '2027-03-04');
    await user.click(within(dialog).getByTestId('autoship-change-save'));
    expect((await within(dialog).findByTestId('autoship-change-failure')).textContent).toBe(
      ERROR_MESSAGES['ko-KR'].AUTOSHIP_NEXT_DAY_TOO_EARLY
    );
    expect(screen.getByRole('dialog', { name: '정기배송 변경' })).toBeTruthy();
  });

  it('a held subscription explains the refused card; a new card with its password reactivates it', async () => {
    const held = autoshipDetail({
      status: 'HELD',
      nextChargeDay: null,
      history: [
        { cycleIndex: 0, chargeDay: '2027-02-27', status: 'FAILED', orderNumber: null, amount: 58400 }
      ]
    });
    const { api, state, user } = setup(held, (_path, call) => {
      const body = json(call);
      if (body.orderPassword !== '246802')
        return fail(400, 'CARD_PASSWORD_MISMATCH', 'mismatch', { data: { failCount: 1 } });
      state.detail = {
        ...state.detail,
        status: 'ACTIVE',
        nextChargeDay: '2027-03-27',
        card: { userFavoriteCardsId: 7, cardCompanyName: '신한카드', cardNumber: '43301234****123*' }
      };
      return ok(state.detail);
    });
    const notice = await screen.findByTestId('autoship-held');
    expect(notice.textContent).toContain('등록 카드로 3번 결제를 시도했지만 카드사에서 승인하지 않았습니다.');
    expect(
      within(screen.getByTestId('autoship-charge')).getByTestId('autoship-charge-status').textContent
    ).toBe('결제 실패');
    await user.click(within(notice).getByRole('button', { name: '카드 변경하고 다시 시작' }));
    const dialog = await screen.findByRole('dialog', { name: '결제 카드 변경' });
    // Only the other cards that can be charged: not the current one, not locked, not without a password.
    const options = await within(dialog).findAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.dataset.testid)).toEqual([
      'autoship-card-change-card-7'
    ]);
    await user.click(within(dialog).getByTestId('autoship-card-next'));

    const entry = await screen.findByRole('dialog', { name: '카드 비밀번호 입력' });
    expect(entry.textContent).toContain(
      '정기배송 결제 카드를 바꿉니다(새 카드: 신한카드 4330-1234-****-123*)'
    );
    await waitFor(() =>
      expect(within(entry).getByRole('button', { name: '숫자 1' }).hasAttribute('disabled')).toBe(false)
    );
    await tapDigits(user, '111111');
    expect((await screen.findByTestId('card-password-entry-notice')).textContent).toBe(
      '비밀번호가 일치하지 않습니다 (1/5). 다시 입력해 주세요.'
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '숫자 2' }).hasAttribute('disabled')).toBe(false)
    );
    await tapDigits(user, '246802');

    expect((await screen.findByTestId('autoship-notice')).textContent).toBe(
      '결제 카드를 변경하고 정기배송을 다시 시작했습니다.'
    );
    expect(screen.getByTestId('autoship-status').textContent).toBe('진행 중');
    expect(screen.queryByTestId('autoship-held')).toBeNull();
    expect(screen.getByTestId('autoship-detail-next').textContent).toBe('2027-03-27');
    expect(api.calls.filter((call) => call.method === 'PATCH').map(json)).toEqual([
      { userFavoriteCardsId: 7, orderPassword: '111111' },
      { userFavoriteCardsId: 7, orderPassword: '246802' }
    ]);
  });

  it('another member’s subscription (or none) is not found', async () => {
    signInTestMember();
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
      [`GET ${SUBSCRIPTIONS}/77`]: () => fail(404, 'AUTOSHIP_NOT_FOUND')
    });
    renderApp('/autoship/detail/77');
    expect(await screen.findByRole('heading', { name: '정기배송 정보를 찾을 수 없습니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '정기배송 목록' }).getAttribute('href')).toBe('/autoship');
  });
});
