import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorEffects } from '../../../app/error-effects';
import { configureErrorEffects } from '../../../shared/api/error-effects-slot';
import { tokenStore } from '../../../shared/api/token-store';
import { toSessionUser } from '../../../shared/session/account-api';
import { sessionStore } from '../../../shared/session/session-store';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { fakeIdentityRoutes, installFakePopup, REQUEST_ID } from '../../../shared/testing/fake-identity';
import { categoriesFixture, meFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { dialogs } from '../../../shared/ui/dialog-store';
import { recoveryProof } from '../lib/recovery-proof';

const CODE = '123456';
const FOUND = { maskedLoginId: 'cu*****r1', joinDate: '2025-05-20', verificationToken: 'proof-1' };
const bodyOf = (call: FakeCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
type Reply = { status?: number; body?: unknown };

function fakeRecoveryApi(
  overrides: { reset?: (call: FakeCall) => Reply; identity?: (call: FakeCall) => Reply } = {}
) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
    'GET /api/member/v1/users/me': () => ok(meFixture),
    ...fakeIdentityRoutes().routes,
    'POST /api/member/v1/public/users/findAccount/send': (call) =>
      bodyOf(call).email === 'customer1@example.com'
        ? ok({ expiresInSeconds: 300 })
        : fail(409, '1100', 'no member'),
    'POST /api/member/v2/public/users/findAccount/verify': (call) =>
      bodyOf(call).authNumber === CODE
        ? ok(FOUND)
        : fail(400, 'AUTH_CODE_MISMATCH', 'mismatch', { data: { remaining: 4 } }),
    'POST /api/member/v2/public/users/findAccount/identity': (call) =>
      overrides.identity?.(call) ??
      ok({
        accounts: [FOUND, { maskedLoginId: 'mi***02', joinDate: '2025-06-01', verificationToken: 'proof-2' }]
      }),
    'POST /api/member/v1/public/resetPasswordFindUserId': (call) =>
      bodyOf(call).loginId === 'customer1'
        ? ok({ ...FOUND, verificationToken: 'proof-id' })
        : fail(409, '1100', 'no member'),
    'POST /api/member/v1/public/resetPassword': (call) => overrides.reset?.(call) ?? { status: 204 }
  });
}

async function openFindAccount() {
  const app = renderApp('/findAccount');
  await screen.findByRole('heading', { level: 1, name: '아이디 찾기' });
  return app;
}

async function findByEmail(user: ReturnType<typeof userEvent.setup>, email = 'customer1@example.com') {
  await user.type(screen.getByLabelText('이메일', { selector: 'input' }), email);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
}

afterEach(() => {
  configureErrorEffects(null);
  cleanup();
  dialogs.reset();
  recoveryProof.clear();
  sessionStore.signOut();
});

describe('/findAccount by email', () => {
  it('sends the code, counts down, refuses a wrong code, shows the masked id and carries the proof to /resetPassword', async () => {
    const api = fakeRecoveryApi();
    const user = userEvent.setup();
    const { router } = await openFindAccount();
    await findByEmail(user, '  Customer1@Example.com ');
    expect(bodyOf(api.calls.find((c) => c.url.pathname.endsWith('/findAccount/send'))!)).toEqual({
      email: 'customer1@example.com'
    });
    expect((await screen.findByTestId('recovery-code-timer')).textContent).toMatch(/[45]:\d\d/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '인증번호 다시 받기' }).disabled).toBe(true);
    expect(screen.getByText(/초 후에 다시 받을 수 있어요/)).toBeTruthy();

    await user.type(screen.getByLabelText('인증번호'), '111111');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증번호가 일치하지 않습니다. (남은 횟수 4회)')).toBeTruthy();

    await user.type(screen.getByLabelText('인증번호'), CODE);
    await user.click(screen.getByRole('button', { name: '확인' }));
    const result = await screen.findByTestId('recovery-result');
    expect(within(result).getByTestId('recovery-masked-id').textContent).toContain('cu*****r1');
    expect(within(result).getByTestId('recovery-join-date').textContent).toContain('2025-05-20');
    expect(within(result).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login');

    await user.click(within(result).getByRole('button', { name: '비밀번호 재설정' }));
    await screen.findByText('cu*****r1 계정의 새 비밀번호를 입력해 주세요.');
    expect(router.state.location.pathname).toBe('/resetPassword');
    expect(router.state.location.search).toBe('');
    // The proof is in memory only: nothing in web storage.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('proof-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('proof-1');
  }, 20_000);

  it('1100: offers sign-up through the SPEC §8 dialog and says no member matched', async () => {
    fakeRecoveryApi();
    const user = userEvent.setup();
    const { router, queryClient } = await openFindAccount();
    installErrorEffects(router, queryClient);
    await findByEmail(user, 'nobody@example.com');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('일치하는 회원 정보가 없습니다. 회원가입을 진행하시겠습니까?');
    expect(screen.getByText('일치하는 회원 정보가 없습니다.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '회원가입하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/selectType'));
  });

  it('refuses a malformed address without calling the server', async () => {
    const api = fakeRecoveryApi();
    const user = userEvent.setup();
    await openFindAccount();
    await findByEmail(user, 'no-at-sign');
    expect(await screen.findByText(/올바른 이메일 형식이 아닙니다/)).toBeTruthy();
    expect(api.calls.some((c) => c.url.pathname.endsWith('/findAccount/send'))).toBe(false);
  });

  it('refuses a malformed address or code on its input (focused) and keeps only digits in the code', async () => {
    const api = fakeRecoveryApi();
    const user = userEvent.setup();
    await openFindAccount();
    await findByEmail(user, 'no-at-sign');
    const email = screen.getByLabelText('이메일', { selector: 'input' });
    expect(await screen.findByText(/올바른 이메일 형식이 아닙니다/)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    await user.clear(email);
    await findByEmail(user);
    const code = await screen.findByLabelText('인증번호');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '12a3{Enter}');
    expect((code as HTMLInputElement).value).toBe('123');
    expect(await screen.findByText('인증번호 6자리를 숫자로 입력해 주세요.')).toBeTruthy();
    expect(code.getAttribute('aria-describedby')).toContain(`${code.id}-error`);
    expect(document.activeElement).toBe(code);
    expect(api.calls.some((c) => c.url.pathname.endsWith('/findAccount/verify'))).toBe(false);
    // Enter in the code input verifies; it does not send another code.
    expect(api.calls.filter((c) => c.url.pathname.endsWith('/findAccount/send'))).toHaveLength(1);
  });

  it('sends a logged-in member to my page', async () => {
    fakeRecoveryApi();
    tokenStore.set('access-1');
    sessionStore.signIn(toSessionUser(meFixture));
    const { router } = renderApp('/findAccount');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    tokenStore.set(null);
  });
});

describe('/findAccount by mobile verification', () => {
  it('opens the identity popup, spends the verification and lists every account of the person', async () => {
    const api = fakeRecoveryApi();
    const popup = installFakePopup();
    const user = userEvent.setup();
    await openFindAccount();
    await user.click(screen.getByRole('tab', { name: '휴대폰 본인확인' }));
    await user.click(screen.getByTestId('recovery-identity-start'));
    expect(popup.open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    popup.deliver({});
    const result = await screen.findByTestId('recovery-result');
    expect(bodyOf(api.calls.find((c) => c.url.pathname.endsWith('/findAccount/identity'))!)).toEqual({
      requestId: REQUEST_ID
    });
    expect(
      within(result)
        .getAllByTestId('recovery-masked-id')
        .map((n) => n.textContent)
    ).toEqual(['cu*****r1', 'mi***02']);
    expect(within(result).getByText('본인 명의로 가입된 아이디가 2개 있어요.')).toBeTruthy();
    await user.click(within(result).getByRole('button', { name: 'mi***02 비밀번호 재설정' }));
    await screen.findByText('mi***02 계정의 새 비밀번호를 입력해 주세요.');
    expect(recoveryProof.get()).toMatchObject({ method: 'IDENTITY', token: 'proof-2' });
  });
});

describe('/resetPassword', () => {
  it('with a proof: live rules, confirmation, PW_ResetOk, then the login screen', async () => {
    const api = fakeRecoveryApi();
    recoveryProof.set({
      method: 'EMAIL',
      email: 'customer1@example.com',
      token: 'proof-1',
      maskedLoginId: 'cu*****r1'
    });
    const user = userEvent.setup();
    const { router } = renderApp('/resetPassword');
    await screen.findByText('cu*****r1 계정의 새 비밀번호를 입력해 주세요.');
    const rules = screen.getByRole('list', { name: '비밀번호 조건' });
    await user.type(screen.getByLabelText('새 비밀번호'), 'abc');
    expect(rules.querySelectorAll('li[data-met="true"]')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호는 7자 이상 입력해 주세요.')).toBeTruthy();
    expect(api.calls.some((c) => c.url.pathname.endsWith('/resetPassword'))).toBe(false);

    await user.type(screen.getByLabelText('새 비밀번호'), 'defg12!');
    expect(rules.querySelectorAll('li[data-met="true"]')).toHaveLength(3);
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'abcdefg12');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();

    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'abcdefg12!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    const done = await screen.findByRole('alertdialog');
    expect(done.textContent).toContain('비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해 주세요.');
    expect(bodyOf(api.calls.find((c) => c.url.pathname.endsWith('/resetPassword'))!)).toEqual({
      method: 'EMAIL',
      email: 'customer1@example.com',
      verificationToken: 'proof-1',
      password: 'abcdefg12!',
      passwordConfirm: 'abcdefg12!'
    });
    await user.click(within(done).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(recoveryProof.get()).toBeNull();
  }, 15_000);

  it("the server's refusal of the password lands on its input and goes once the password is changed", async () => {
    fakeRecoveryApi({
      reset: () =>
        fail(400, 'VALIDATION_FAILED', 'check', {
          fields: [{ field: 'password', code: 'VA_PasswordContain', message: 'check' }]
        })
    });
    recoveryProof.set({ method: 'IDENTITY', token: 'proof-3', maskedLoginId: 'mi***03' });
    const user = userEvent.setup();
    renderApp('/resetPassword');
    const password = await screen.findByLabelText('새 비밀번호');
    await user.type(password, 'abcdefg12!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'abcdefg12!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    const refusal = await screen.findByTestId('reset-password-error');
    expect(refusal.textContent).toContain('비밀번호는 영문과 숫자를 포함해 7~16자로 입력해 주세요.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    await user.type(password, 'x');
    await waitFor(() => expect(screen.queryByTestId('reset-password-error')).toBeNull());
    expect(screen.queryByTestId('recovery-error')).toBeNull();
  });

  it('an expired proof sends the person back to the verification with PW_ResetAlert', async () => {
    fakeRecoveryApi({ reset: () => fail(400, 'RESET_PROOF_INVALID') });
    recoveryProof.set({ method: 'IDENTITY', token: 'proof-2', maskedLoginId: 'mi***02' });
    const user = userEvent.setup();
    renderApp('/resetPassword');
    await user.type(await screen.findByLabelText('새 비밀번호'), 'abcdefg12!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'abcdefg12!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect((await screen.findByTestId('recovery-expired')).textContent).toContain(
      '비밀번호 재설정 유효시간이 지났습니다.'
    );
    expect(screen.getByLabelText('이메일', { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText('새 비밀번호')).toBeNull();
    expect(recoveryProof.get()).toBeNull();
  });

  it('opened directly: verifies first (login id + mobile verification = resetPasswordFindUserId), then asks for the password', async () => {
    const api = fakeRecoveryApi();
    const popup = installFakePopup();
    const user = userEvent.setup();
    renderApp('/resetPassword');
    await screen.findByText('비밀번호를 바꾸려면 먼저 본인 인증을 해 주세요.');
    await user.click(screen.getByRole('tab', { name: '휴대폰 본인확인' }));
    await user.click(screen.getByTestId('recovery-identity-start'));
    expect(await screen.findByText('아이디는 영문과 숫자로 4~20자 입력해 주세요.')).toBeTruthy();
    expect(popup.open).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('아이디'), 'customer1');
    await user.click(screen.getByTestId('recovery-identity-start'));
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    popup.deliver({});
    await screen.findByText('cu*****r1 계정의 새 비밀번호를 입력해 주세요.');
    expect(bodyOf(api.calls.find((c) => c.url.pathname.endsWith('/resetPasswordFindUserId'))!)).toEqual({
      loginId: 'customer1',
      requestId: REQUEST_ID
    });
    expect(recoveryProof.get()).toMatchObject({ method: 'IDENTITY', token: 'proof-id' });
  });
});
