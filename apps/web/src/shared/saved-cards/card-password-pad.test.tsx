import type { CardPasswordMode } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../i18n/i18n';
import { filledDots, keypadOrder, passwordState, seedRandom, tapDigits } from '../testing/card-password';
import { fail, installFakeApi, ok, type FakeCall } from '../testing/fake-api';
import { fakeIdentityRoutes, installFakePopup, REQUEST_ID } from '../testing/fake-identity';
import { renderWithProviders } from '../testing/render';
import { signInTestMember } from '../testing/signed-in';
import { DialogHost } from '../ui/dialog-host';
import { CardPasswordPad } from './card-password-pad';

beforeAll(async () => {
  await loadNamespace('accounts');
});

const body = (call: FakeCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;
const stepText = () => screen.getByTestId('card-password-pad-step').textContent;

function renderPad(mode: CardPasswordMode) {
  signInTestMember();
  const onDone = vi.fn();
  const onClose = vi.fn();
  const onFailed = vi.fn();
  const view = renderWithProviders(
    <>
      <CardPasswordPad
        mode={mode}
        cardId={7}
        cardLabel="신한카드 4330-12**-****-123*"
        onDone={onDone}
        onClose={onClose}
        onFailed={onFailed}
      />
      <DialogHost />
    </>
  );
  return { ...view, onDone, onClose, onFailed, user: userEvent.setup() };
}

describe('CardPasswordPad: the keypad', () => {
  it('lays the ten digits out in a new order from crypto.getRandomValues at every opening', () => {
    const random = seedRandom(20261126);
    signInTestMember();
    const first = renderWithProviders(
      <CardPasswordPad mode="addCard" cardId={7} onDone={vi.fn()} onClose={vi.fn()} />
    );
    const firstOrder = keypadOrder();
    first.unmount();
    const second = renderWithProviders(
      <CardPasswordPad mode="addCard" cardId={7} onDone={vi.fn()} onClose={vi.fn()} />
    );
    const secondOrder = keypadOrder();
    second.unmount();

    expect(random).toHaveBeenCalled();
    expect([...firstOrder].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...secondOrder].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(secondOrder).not.toEqual(firstOrder);
    // The same seed gives the same layout: the order comes from the generator, nothing else.
    seedRandom(20261126);
    renderWithProviders(<CardPasswordPad mode="addCard" cardId={7} onDone={vi.fn()} onClose={vi.fn()} />);
    expect(keypadOrder()).toEqual(firstOrder);
  });

  it('takes six digits and ignores a seventh; ← takes one back, 전체삭제 all; the keyboard types too', async () => {
    installFakeApi({});
    const { user } = renderPad('addCard');
    const dialog = screen.getByRole('dialog', { name: '카드 비밀번호 설정' });
    expect(within(dialog).getByText('신한카드 4330-12**-****-123*')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(true);

    await tapDigits(user, '1234567');
    expect(filledDots()).toBe(6);
    expect(screen.getByText('6자리 중 6자리 입력')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: '한 자리 지우기' }));
    expect(filledDots()).toBe(5);
    await user.click(screen.getByRole('button', { name: '전체삭제' }));
    expect(filledDots()).toBe(0);

    await user.keyboard('98765432');
    expect(filledDots()).toBe(6);
    await user.keyboard('{Backspace}{Backspace}');
    expect(filledDots()).toBe(4);
    // Nothing of what was typed is on the page: only how many.
    expect(dialog.textContent).not.toMatch(/9876/);
  });
});

describe('CardPasswordPad: addCard', () => {
  it('asks again on a different repeat, starts over after the fourth, then saves the password for the card', async () => {
    seedRandom(7);
    const api = installFakeApi({
      'POST /api/member/v1/users/2/order-password': () => ok(passwordState())
    });
    const { user, onDone } = renderPad('addCard');
    expect(stepText()).toBe('새 카드 비밀번호 6자리를 입력해 주세요.');
    const firstOrder = keypadOrder();
    await tapDigits(user, '123456');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(stepText()).toBe('확인을 위해 한 번 더 입력해 주세요.');
    expect(filledDots()).toBe(0);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await tapDigits(user, '123455');
      await user.click(screen.getByRole('button', { name: '확인' }));
      expect(screen.getByTestId('card-password-pad-notice').textContent).toBe(
        '동일한 비밀번호를 입력해 주세요.'
      );
      expect(stepText()).toBe('확인을 위해 한 번 더 입력해 주세요.');
      expect(filledDots()).toBe(0);
    }
    await tapDigits(user, '123455');
    await user.click(screen.getByRole('button', { name: '확인' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('비밀번호가 4번 일치하지 않아 처음부터 다시 입력합니다.');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(stepText()).toBe('새 카드 비밀번호 6자리를 입력해 주세요.');
    expect(keypadOrder()).not.toEqual(firstOrder);
    expect(api.calls).toHaveLength(0);

    await tapDigits(user, '246810');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await tapDigits(user, '246810');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(passwordState()));
    expect(body(api.calls[0])).toEqual({ userFavoriteCardsId: 7, orderPassword: '246810' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('246810');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('246810');
  });

  it('hands a refusal it cannot help with (already set) to the screen', async () => {
    installFakeApi({
      'POST /api/member/v1/users/2/order-password': () => fail(409, 'CARD_PASSWORD_ALREADY_SET')
    });
    const { user, onFailed, onDone } = renderPad('addCard');
    await tapDigits(user, '111111');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await tapDigits(user, '111111');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onFailed.mock.calls[0]![0]).toMatchObject({ code: 'CARD_PASSWORD_ALREADY_SET' });
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('CardPasswordPad: chngePasswd', () => {
  it('takes the old, the new and the repeat; a wrong old one shows n/5 and starts again from the old', async () => {
    let wrong = true;
    const api = installFakeApi({
      'PUT /api/member/v1/users/2/order-password-v2/change': () =>
        wrong
          ? fail(400, 'CARD_PASSWORD_MISMATCH', '카드 비밀번호가 일치하지 않습니다.', {
              data: { failCount: 2 }
            })
          : ok(passwordState())
    });
    const { user, onDone } = renderPad('chngePasswd');
    expect(screen.getByRole('dialog', { name: '카드 비밀번호 변경' })).toBeTruthy();
    expect(stepText()).toBe('현재 카드 비밀번호 6자리를 입력해 주세요.');
    await tapDigits(user, '000000');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(stepText()).toBe('새 카드 비밀번호 6자리를 입력해 주세요.');
    await tapDigits(user, '135790');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(stepText()).toBe('확인을 위해 한 번 더 입력해 주세요.');
    await tapDigits(user, '135790');
    await user.click(screen.getByRole('button', { name: '확인' }));

    expect((await screen.findByTestId('card-password-pad-notice')).textContent).toBe(
      '현재 카드 비밀번호가 일치하지 않습니다 (2/5). 다시 입력해 주세요.'
    );
    expect(stepText()).toBe('현재 카드 비밀번호 6자리를 입력해 주세요.');
    expect(filledDots()).toBe(0);
    expect(body(api.calls[0])).toEqual({
      userFavoriteCardsId: 7,
      oldOrderPassword: '000000',
      newOrderPassword: '135790'
    });

    wrong = false;
    await tapDigits(user, '111111');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await tapDigits(user, '135790');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await tapDigits(user, '135790');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(body(api.calls[1])).toMatchObject({ oldOrderPassword: '111111', newOrderPassword: '135790' });
  });

  it.each([
    [
      'the fifth wrong old password (400, 5/5)',
      () => fail(400, 'CARD_PASSWORD_MISMATCH', 'x', { data: { failCount: 5 } })
    ],
    ['a card already locked (403)', () => fail(403, 'CARD_PASSWORD_LOCKED', 'x', { data: { failCount: 5 } })]
  ])('%s closes the pad as locked, for the screen to offer the reset', async (_case, answer) => {
    installFakeApi({ 'PUT /api/member/v1/users/2/order-password-v2/change': answer });
    const { user, onFailed } = renderPad('chngePasswd');
    await tapDigits(user, '000000');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await tapDigits(user, '123123');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await tapDigits(user, '123123');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onFailed.mock.calls[0]![0]).toMatchObject({ code: 'CARD_PASSWORD_LOCKED' });
  });
});

describe('CardPasswordPad: resetPasswd', () => {
  it('verifies the member first, then takes the new password twice and resets with the verification', async () => {
    const identity = fakeIdentityRoutes({ member: true });
    const api = installFakeApi({
      ...identity.routes,
      'PUT /api/member/v1/users/2/order-password/reset': () => ok(passwordState())
    });
    const popup = installFakePopup();
    const { user, onDone } = renderPad('resetPasswd');
    expect(screen.getByRole('dialog', { name: '카드 비밀번호 재설정' })).toBeTruthy();
    expect(stepText()).toBe('카드 비밀번호를 재설정하려면 먼저 본인확인을 해 주세요.');
    expect(screen.queryByRole('group', { name: '숫자 키패드' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    const start = api.calls.find((call) => call.url.pathname.endsWith('/authToken'));
    expect(body(start)).toMatchObject({ purpose: 'CARD_PASSWORD_RESET' });
    popup.deliver({});
    await waitFor(() => expect(stepText()).toBe('새 카드 비밀번호 6자리를 입력해 주세요.'));

    await tapDigits(user, '802468');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await tapDigits(user, '802468');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const reset = api.calls.find((call) => call.url.pathname.endsWith('/order-password/reset'));
    expect(body(reset)).toEqual({
      userFavoriteCardsId: 7,
      newOrderPassword: '802468',
      certificationRequestId: REQUEST_ID
    });
  });

  it('a verification the server no longer takes sends the member back to verify', async () => {
    const identity = fakeIdentityRoutes({ member: true });
    installFakeApi({
      ...identity.routes,
      'PUT /api/member/v1/users/2/order-password/reset': () => fail(400, 'CERT_EXPIRED')
    });
    const popup = installFakePopup();
    const { user } = renderPad('resetPasswd');
    await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    popup.deliver({});
    await waitFor(() => expect(stepText()).toBe('새 카드 비밀번호 6자리를 입력해 주세요.'));
    await tapDigits(user, '802468');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await tapDigits(user, '802468');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(stepText()).toBe('카드 비밀번호를 재설정하려면 먼저 본인확인을 해 주세요.'));
    expect(screen.getByTestId('card-password-pad-notice').textContent).toBe(
      '본인확인 유효시간이 지났습니다. 다시 인증해 주세요.'
    );
  });
});
