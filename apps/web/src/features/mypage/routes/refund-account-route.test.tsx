import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { markPasswordChecked } from '../../../shared/session/password-check';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';

const signIn = () => {
  signInTestMember();
  markPasswordChecked(2);
};
const BANKS = [
  { bankCode: '004', bankName: 'KB국민은행' },
  { bankCode: '088', bankName: '신한은행' }
];
const ACCOUNT = {
  userRefundBankAccountId: 5,
  bankCode: '088',
  bankName: '신한은행',
  bankAccountNo: '110******789',
  bankHolderName: '이민준',
  isBankAccountAuth: true,
  registeredAt: '2026-11-26T03:00:00.000Z',
  changedAt: null
};

describe('/mypage/refundAccount', () => {
  it('checks the account with the bank before registering it; an edit needs a new check', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/member/bank/v1/public/banks': () => ok(BANKS),
      'GET /api/member/v1/users/2/refund-bank-account': () => ok({ account: null }),
      'POST /api/member/bank/v1/2/verify': (call) =>
        JSON.parse(String(call.body)).accountLastName === '이민준'
          ? ok({
              result: 'MATCH',
              errorMessage: null,
              verificationId: '4f7c1f52-5b0e-4b5e-9a51-0d8d3c5b2a11'
            })
          : ok({ result: 'MISMATCH', errorMessage: '예금주명이 일치하지 않습니다.', verificationId: null }),
      'POST /api/member/v1/users/2/refund-bank-account': () => ok({ account: ACCOUNT })
    });
    const user = userEvent.setup();
    renderApp('/mypage/refundAccount');
    await waitFor(() =>
      expect(screen.getByTestId('refund-current').textContent).toBe('등록된 환불 계좌가 없습니다.')
    );
    await user.click(await screen.findByRole('button', { name: '환불 계좌 등록' }));
    expect(await screen.findByText('은행을 선택해 주세요.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('은행'), '088');
    await user.type(screen.getByLabelText('계좌번호'), '110-123-456789');
    await user.type(screen.getByLabelText('예금주'), '김철수');
    await user.click(screen.getByRole('button', { name: '계좌 확인' }));
    expect((await screen.findByTestId('refund-check-message')).textContent).toBe(
      '예금주명이 일치하지 않습니다.'
    );
    await user.clear(screen.getByLabelText('예금주'));
    await user.type(screen.getByLabelText('예금주'), '이민준');
    await user.click(screen.getByRole('button', { name: '계좌 확인' }));
    expect(await screen.findByText('예금주가 확인되었습니다.')).toBeTruthy();
    const check = api.calls.filter((call) => call.url.pathname.endsWith('/verify')).at(-1)!;
    expect(JSON.parse(String(check.body))).toEqual({
      bankCode: '088',
      accountNumber: '110123456789',
      accountLastName: '이민준',
      accountFirstName: ''
    });
    // An edit after the check: checked again before anything is saved.
    await user.type(screen.getByLabelText('예금주'), '님');
    await user.click(screen.getByLabelText('환불 계좌 이용 약관에 동의합니다. (필수)'));
    await user.click(screen.getByRole('button', { name: '환불 계좌 등록' }));
    expect(await screen.findByText('계좌 확인을 먼저 해 주세요.')).toBeTruthy();
    await user.type(screen.getByLabelText('예금주'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: '계좌 확인' }));
    await screen.findByText('예금주가 확인되었습니다.');
    await user.click(screen.getByRole('button', { name: '환불 계좌 등록' }));
    expect((await screen.findByTestId('refund-saved')).textContent).toBe('환불 계좌가 저장되었습니다.');
    await waitFor(() =>
      expect(screen.getByTestId('refund-current').textContent).toBe('신한은행 110******789 · 이민준')
    );
    const saved = api.calls.find(
      (call) => call.method === 'POST' && call.url.pathname.endsWith('/refund-bank-account')
    )!;
    expect(JSON.parse(String(saved.body))).toEqual({
      verificationId: '4f7c1f52-5b0e-4b5e-9a51-0d8d3c5b2a11',
      agreeRefundTerms: true
    });
  });

  it('sends the member to the password re-check when the API asks for one', async () => {
    signIn();
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/member/bank/v1/public/banks': () => ok(BANKS),
      'GET /api/member/v1/users/2/refund-bank-account': () =>
        fail(403, 'PASSWORD_CHECK_REQUIRED', '안전을 위해 비밀번호를 다시 확인해 주세요.')
    });
    renderApp('/mypage/refundAccount');
    const link = await screen.findByRole('link', { name: '비밀번호 다시 확인하기' });
    expect(link.getAttribute('href')).toBe('/mypage/checkPassword?redirect=%2Fmypage%2FrefundAccount');
    expect(screen.queryByRole('button', { name: '환불 계좌 등록' })).toBeNull();
  });
});
