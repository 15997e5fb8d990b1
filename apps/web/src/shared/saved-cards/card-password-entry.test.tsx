import { ERROR_MESSAGES } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../i18n/i18n';
import { filledDots, passwordState, tapDigits } from '../testing/card-password';
import { fail, installFakeApi, ok, type FakeCall } from '../testing/fake-api';
import { fakeIdentityRoutes, installFakePopup } from '../testing/fake-identity';
import { renderWithProviders } from '../testing/render';
import { signInTestMember } from '../testing/signed-in';
import { CardPasswordEntry, useCardPasswordEntry, type CardPasswordEntryResult } from './card-password-entry';

beforeAll(async () => {
  await loadNamespace('accounts');
});

const STATE = 'GET /api/member/v1/users/2/order-password-v2/7';
const MATCH = 'POST /api/member/v1/users/2/order-password-v2/match';
const matchCalls = (calls: FakeCall[]) => calls.filter((call) => call.url.pathname.endsWith('/match'));

function renderEntry() {
  signInTestMember();
  const onResult = vi.fn<(result: CardPasswordEntryResult) => void>();
  renderWithProviders(
    <CardPasswordEntry cardId={7} cardLabel="신한카드 4330-12**-****-123*" onResult={onResult} />
  );
  return { onResult, user: userEvent.setup() };
}

describe('CardPasswordEntry', () => {
  it('checks on the sixth digit by itself and answers matched', async () => {
    const api = installFakeApi({
      [STATE]: () => ok(passwordState()),
      [MATCH]: () => ok(passwordState({ match: true }))
    });
    const { user, onResult } = renderEntry();
    const dialog = screen.getByRole('dialog', { name: '카드 비밀번호 입력' });
    expect(
      within(dialog).getByText('신한카드 4330-12**-****-123*의 비밀번호 6자리를 입력해 주세요.')
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('card-password-entry').querySelector('[data-phase="entry"]')).not.toBeNull()
    );
    await tapDigits(user, '24680');
    expect(matchCalls(api.calls)).toHaveLength(0);
    await tapDigits(user, '2');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ kind: 'matched' }));
    expect(matchCalls(api.calls)).toHaveLength(1);
    expect(JSON.parse(String(matchCalls(api.calls)[0]!.body))).toEqual({
      userFavoriteCardsId: 7,
      orderPassword: '246802'
    });
  });

  it('a wrong entry says n/5, clears the dots and waits for the next six', async () => {
    let answer = passwordState({ match: false, failCount: 2 });
    const api = installFakeApi({ [STATE]: () => ok(passwordState()), [MATCH]: () => ok(answer) });
    const { user, onResult } = renderEntry();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '숫자 1' }).hasAttribute('disabled')).toBe(false)
    );
    await user.keyboard('111111');
    expect((await screen.findByTestId('card-password-entry-notice')).textContent).toBe(
      '비밀번호가 일치하지 않습니다 (2/5). 다시 입력해 주세요.'
    );
    expect(filledDots()).toBe(0);
    expect(onResult).not.toHaveBeenCalled();
    // A seventh key press after the sixth is not a new entry.
    answer = passwordState({ match: true });
    await user.keyboard('1234567');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ kind: 'matched' }));
    expect(matchCalls(api.calls)).toHaveLength(2);
  });

  it('locked (the fifth wrong entry, or already): says so and offers the reset, identity verification first', async () => {
    const identity = fakeIdentityRoutes({ member: true });
    installFakeApi({
      ...identity.routes,
      [STATE]: () => ok(passwordState({ failCount: 4 })),
      [MATCH]: () => fail(403, 'CARD_PASSWORD_LOCKED', 'locked', { data: { failCount: 5 } })
    });
    installFakePopup();
    const { user, onResult } = renderEntry();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '숫자 1' }).hasAttribute('disabled')).toBe(false)
    );
    await tapDigits(user, '999999');
    expect((await screen.findByTestId('card-password-entry-locked')).textContent).toBe(
      ERROR_MESSAGES['ko-KR'].CARD_PASSWORD_LOCKED
    );
    expect(screen.queryByRole('group', { name: '숫자 키패드' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
    expect(await screen.findByRole('dialog', { name: '카드 비밀번호 재설정' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '휴대폰 본인확인' })).toBeTruthy();
    // Leaving the reset goes back to the locked entry, not out of it.
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(await screen.findByTestId('card-password-entry-locked')).toBeTruthy();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('a card already locked opens on the lock, with no keypad', async () => {
    const api = installFakeApi({ [STATE]: () => ok(passwordState({ locked: true, failCount: 5 })) });
    renderEntry();
    expect(await screen.findByTestId('card-password-entry-locked')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '숫자 키패드' })).toBeNull();
    expect(matchCalls(api.calls)).toHaveLength(0);
  });

  it('a failed call ends the entry with its error', async () => {
    const api = installFakeApi({
      [STATE]: () => ok(passwordState()),
      [MATCH]: () => fail(500, 'INTERNAL_ERROR')
    });
    const { user, onResult } = renderEntry();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '숫자 1' }).hasAttribute('disabled')).toBe(false)
    );
    await tapDigits(user, '123456');
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult.mock.calls[0]![0]).toMatchObject({ kind: 'failed', error: { code: 'INTERNAL_ERROR' } });
    expect(matchCalls(api.calls)).toHaveLength(1);
  });

  it('a card without a password is refused before any entry', async () => {
    installFakeApi({ [STATE]: () => ok(passwordState({ hasOrderPassword: false })) });
    const { onResult } = renderEntry();
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult.mock.calls[0]![0]).toMatchObject({
      kind: 'failed',
      error: { code: 'CARD_PASSWORD_NOT_SET' }
    });
  });

  it('useCardPasswordEntry: ask resolves with the outcome and closes; closing counts as cancelled', async () => {
    signInTestMember();
    installFakeApi({ [STATE]: () => ok(passwordState()), [MATCH]: () => ok(passwordState()) });
    function Pay() {
      const entry = useCardPasswordEntry();
      const [outcome, setOutcome] = useState('');
      return (
        <>
          <button type="button" onClick={() => void entry.ask(7).then((result) => setOutcome(result.kind))}>
            pay
          </button>
          <output data-testid="outcome">{outcome}</output>
          {entry.dialog}
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Pay />);
    await user.click(screen.getByRole('button', { name: 'pay' }));
    expect(await screen.findByText('카드 비밀번호 6자리를 입력해 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('cancelled'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'pay' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '숫자 1' }).hasAttribute('disabled')).toBe(false)
    );
    await tapDigits(user, '135791');
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('matched'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
