import { ERROR_MESSAGES } from '@mall/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { loadNamespace } from '../i18n/i18n';
import { filledDots, tapDigits } from '../testing/card-password';
import { installFakeApi } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render';
import { CardPasswordSubmitEntry, useCardPasswordSubmitEntry } from './card-password-submit';
import type { CardPasswordSubmitResult } from './use-card-password-submit';

beforeAll(async () => {
  await loadNamespace('accounts');
});

const refusal = (status: number, code: string, data?: Record<string, unknown>) =>
  new ApiError({ status, code, message: code, data });

function renderSubmit(onComplete: (digits: string) => Promise<string>) {
  // No call of its own: whatever reaches the network is a mistake.
  const api = installFakeApi({});
  const onResult = vi.fn<(result: CardPasswordSubmitResult<string>) => void>();
  renderWithProviders(
    <CardPasswordSubmitEntry
      request={{ onComplete, cardLabel: '신한카드 4330-12**-****-123*', busyText: '결제하는 중입니다…' }}
      onResult={onResult}
    />
  );
  return { api, onResult, user: userEvent.setup() };
}

describe('CardPasswordSubmitEntry', () => {
  it('hands the sixth digit to the call (no match of its own) and answers what the call answered', async () => {
    let finish: (value: string) => void = () => undefined;
    const onComplete = vi.fn(
      (_digits: string) =>
        new Promise<string>((resolve) => {
          finish = resolve;
        })
    );
    const { api, onResult, user } = renderSubmit(onComplete);
    await tapDigits(user, '24680');
    expect(onComplete).not.toHaveBeenCalled();
    await tapDigits(user, '2');
    expect(onComplete).toHaveBeenCalledWith('246802');
    expect(await screen.findByTestId('card-password-entry-busy')).toHaveProperty(
      'textContent',
      '결제하는 중입니다…'
    );
    // While the call runs the entry stays open: Escape and the close button do nothing.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onResult).not.toHaveBeenCalled();
    finish('paid');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ kind: 'done', value: 'paid' }));
    expect(api.calls).toEqual([]);
  });

  it('CARD_PASSWORD_MISMATCH says n/5, clears the dots and sends the next six', async () => {
    const onComplete = vi
      .fn<(digits: string) => Promise<string>>()
      .mockRejectedValueOnce(refusal(400, 'CARD_PASSWORD_MISMATCH', { failCount: 3 }))
      .mockResolvedValueOnce('paid');
    const { onResult, user } = renderSubmit(onComplete);
    await tapDigits(user, '111111');
    expect((await screen.findByTestId('card-password-entry-notice')).textContent).toBe(
      '비밀번호가 일치하지 않습니다 (3/5). 다시 입력해 주세요.'
    );
    expect(filledDots()).toBe(0);
    expect(onResult).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '숫자 2' }).hasAttribute('disabled')).toBe(false)
    );
    await user.keyboard('222222');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ kind: 'done', value: 'paid' }));
    expect(onComplete.mock.calls.map(([digits]) => digits)).toEqual(['111111', '222222']);
  });

  it('CARD_PASSWORD_LOCKED shows the lock and a link to reset it on the saved cards screen', async () => {
    const onComplete = vi.fn(() => Promise.reject(refusal(403, 'CARD_PASSWORD_LOCKED')));
    const { onResult, user } = renderSubmit(onComplete);
    await tapDigits(user, '999999');
    expect((await screen.findByTestId('card-password-entry-locked')).textContent).toBe(
      ERROR_MESSAGES['ko-KR'].CARD_PASSWORD_LOCKED
    );
    expect(screen.queryByRole('group', { name: '숫자 키패드' })).toBeNull();
    const reset = screen.getByRole('link', { name: '비밀번호 재설정' });
    expect(reset.getAttribute('href')).toBe('/mypage/autoshipCard');
    await user.click(reset);
    expect(onResult).toHaveBeenCalledWith({ kind: 'cancelled' });
  });

  it('any other failure ends it with the error', async () => {
    const error = refusal(502, 'PAYMENT_PROVIDER_ERROR');
    const { onResult, user } = renderSubmit(() => Promise.reject(error));
    await tapDigits(user, '123456');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ kind: 'failed', error }));
  });

  it('useCardPasswordSubmitEntry: closing counts as cancelled; a finished call closes it with its answer', async () => {
    installFakeApi({});
    function Pay() {
      const entry = useCardPasswordSubmitEntry<string>();
      const [outcome, setOutcome] = useState('');
      const pay = () =>
        void entry
          .ask({ onComplete: (digits) => Promise.resolve(`paid ${digits.length}`) })
          .then((result) => setOutcome(result.kind === 'done' ? result.value : result.kind));
      return (
        <>
          <button type="button" onClick={pay}>
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
    // A new entry: nothing typed before is kept.
    expect(filledDots()).toBe(0);
    await tapDigits(user, '135791');
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('paid 6'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
