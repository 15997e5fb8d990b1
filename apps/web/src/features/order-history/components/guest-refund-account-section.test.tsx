import type { GuestOrderCredentials, OrderDetail } from '@mall/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { renderWithProviders } from '../../../shared/testing/render';
import { GuestRefundAccountSection } from './guest-refund-account-section';

const DETAIL = 'POST /api/member/v1/public/non-member/refund-bank-account/detail';
const SAVE = 'POST /api/member/v1/public/non-member/refund-bank-account';
const BANKS = 'GET /api/member/bank/v1/public/banks';
const banks = [
  { bankCode: '004', bankName: 'KB국민은행' },
  { bankCode: '088', bankName: '신한은행' }
];
const credentials: GuestOrderCredentials = {
  orderNumber: 'TP261120000001',
  name: '최게스트',
  mobileNumber: '01056781234'
};
const order = {
  orderNumber: 'AP261120000001',
  displayOrderNumber: 'TP261120000001',
  orderer: { name: '최게스트', mobileNumber: '01056781234', email: 'guest@example.com' }
} as OrderDetail;
const account = (bankCode: '004' | '088', bankAccountNo: string) => ({
  userRefundBankAccountId: 7,
  bankCode,
  bankName: banks.find((bank) => bank.bankCode === bankCode)!.bankName,
  bankAccountNo,
  bankHolderName: '최게스트',
  isBankAccountAuth: true,
  registeredAt: '2026-11-26T03:00:00.000Z',
  changedAt: null
});
const bodyOf = (call: FakeCall | undefined) => JSON.parse(String(call?.body)) as unknown;

beforeAll(async () => {
  await Promise.all([loadNamespace('order-history'), loadNamespace('accounts')]);
});

describe('GuestRefundAccountSection', () => {
  it('shows the saved account masked; a change sends the account with the lookup credentials', async () => {
    const api = installFakeApi({
      [DETAIL]: () => ok({ account: account('088', '110******789') }),
      [BANKS]: () => ok(banks),
      [SAVE]: () => ok({ result: 'MATCH', errorMessage: null, account: account('004', '123******890') })
    });
    const user = userEvent.setup();
    renderWithProviders(<GuestRefundAccountSection order={order} credentials={credentials} />);

    expect((await screen.findByTestId('guest-refund-current')).textContent).toBe(
      '신한은행 110******789 · 최게스트'
    );
    expect(bodyOf(api.calls.find((call) => call.url.pathname.endsWith('/detail')))).toEqual({ credentials });
    await user.click(screen.getByRole('button', { name: '계좌 변경하기' }));
    // The holder starts as the orderer: only their own account can be saved.
    expect((await screen.findByLabelText<HTMLInputElement>('예금주')).value).toBe('최게스트');
    await user.selectOptions(screen.getByLabelText('은행'), '004');
    await user.type(screen.getByLabelText('계좌번호'), '123-456-7890');
    await user.click(screen.getByLabelText('환불 계좌 이용 약관에 동의합니다. (필수)'));
    await user.click(screen.getByRole('button', { name: '환불 계좌 변경' }));

    expect((await screen.findByTestId('guest-refund-saved')).textContent).toBe('환불 계좌가 저장되었습니다.');
    expect(screen.getByTestId('guest-refund-current').textContent).toBe('KB국민은행 123******890 · 최게스트');
    expect(screen.queryByTestId('guest-refund-form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '환불 계좌' }));
    const saved = api.calls.find(
      (call) => call.method === 'POST' && call.url.pathname.endsWith('/refund-bank-account')
    );
    expect(bodyOf(saved)).toEqual({
      credentials,
      bankCode: '004',
      accountNumber: '1234567890',
      accountLastName: '최게스트',
      accountFirstName: '',
      agreeRefundTerms: true
    });
  });

  it("explains the account when none is saved; shows the bank's MISMATCH message and a holder who is not the orderer", async () => {
    const answers = [
      ok({ result: 'MISMATCH', errorMessage: '예금주명이 일치하지 않습니다.', account: null }),
      fail(400, 'REFUND_ACCOUNT_NOT_ORDERER'),
      fail(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', {
        fields: [{ field: 'agreeRefundTerms', code: 'CMM_AccDesc2', message: 'invalid' }]
      })
    ];
    const api = installFakeApi({
      [DETAIL]: () => ok({ account: null }),
      [BANKS]: () => ok(banks),
      [SAVE]: () => answers.shift()!
    });
    const user = userEvent.setup();
    renderWithProviders(<GuestRefundAccountSection order={order} credentials={credentials} />);

    expect(
      await screen.findByText(
        '카드 환불이 어려운 경우 이 계좌로 환불해 드립니다. 주문자 본인 명의 계좌만 등록할 수 있습니다.'
      )
    ).toBeTruthy();
    expect(screen.queryByTestId('guest-refund-current')).toBeNull();
    await user.click(await screen.findByRole('button', { name: '계좌 등록하기' }));
    await user.click(await screen.findByRole('button', { name: '환불 계좌 등록' }));
    // The domain's rules first (CMM_AccDesc2–4): nothing is sent.
    expect(screen.getByText('은행을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('계좌번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('환불 계좌 이용 약관에 동의해 주세요.')).toBeTruthy();
    expect(api.calls.filter((call) => call.url.pathname.endsWith('/refund-bank-account'))).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('은행'), '088');
    await user.type(screen.getByLabelText('계좌번호'), '110123456789');
    await user.click(screen.getByLabelText('환불 계좌 이용 약관에 동의합니다. (필수)'));
    await user.click(screen.getByRole('button', { name: '환불 계좌 등록' }));
    expect((await screen.findByTestId('guest-refund-message')).textContent).toBe(
      '예금주명이 일치하지 않습니다.'
    );
    expect(screen.queryByTestId('guest-refund-saved')).toBeNull();

    await user.clear(screen.getByLabelText('예금주'));
    await user.type(screen.getByLabelText('예금주'), '김철수');
    await user.click(screen.getByRole('button', { name: '환불 계좌 등록' }));
    expect((await screen.findByTestId('refund-holder-error')).textContent).toBe(
      '환불 계좌는 주문자 본인 명의의 계좌만 등록할 수 있습니다.'
    );
    expect(screen.queryByTestId('guest-refund-message')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('예금주'));

    // A refusal the API names by field lands on that field.
    await user.click(screen.getByRole('button', { name: '환불 계좌 등록' }));
    await waitFor(() => expect(screen.getByText('환불 계좌 이용 약관에 동의해 주세요.')).toBeTruthy());
  });
});
