import { SOCIAL_PROVIDERS, type Me, type UserInfo } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { meQueryKey, toSessionUser } from '../../../shared/session/account-api';
import { sessionStore } from '../../../shared/session/session-store';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, meFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

const PASSWORD = 'bloom2025!';
const userInfo: UserInfo = { ...meFixture, marketingEmail: false, marketingSms: true };

const jsonBody = (call: FakeCall | undefined) => JSON.parse(String(call?.body)) as Record<string, unknown>;

function fakeApi(
  extra: Record<string, Parameters<typeof installFakeApi>[0][string]> = {},
  me: Me = meFixture
) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
    'GET /api/member/v1/users/me': () => ok(me),
    'GET /api/member/v1/users/2': () => ok(userInfo),
    'POST /api/member/v1/users/verify/password': (call) =>
      jsonBody(call).password === PASSWORD
        ? ok({ verified: true })
        : fail(400, 'PASSWORD_MISMATCH', '비밀번호가 일치하지 않습니다.'),
    'DELETE /api/oauth/token': () => ({ status: 204 }),
    ...extra
  });
}

function signedIn(me: Me = meFixture) {
  tokenStore.set('access-1');
  sessionStore.signIn(toSessionUser(me));
  localStorage.setItem('mall.sessionHint', '"persistent"');
}

const yesterday = () => {
  const date = new Date(Date.now() - 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('the password re-check gate', () => {
  it('sends /mypage/userInfo to the check, refuses a wrong password in the form, then opens the page', async () => {
    const api = fakeApi();
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/mypage/userInfo');
    const input = await screen.findByLabelText('비밀번호');
    expect(router.state.location.pathname).toBe('/mypage/checkPassword');
    expect(router.state.location.search).toBe('?redirect=%2Fmypage%2FuserInfo');

    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();

    await user.type(input, 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sessionStorage.getItem('mall.passwordChecked')).toBeNull();

    await user.type(input, PASSWORD);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByTestId('userinfo-login-id')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mypage/userInfo');
    expect(sessionStorage.getItem('mall.passwordChecked')).toBe('2');
    const verify = api.calls.filter((c) => c.url.pathname === '/api/member/v1/users/verify/password');
    expect(verify.map((c) => jsonBody(c).password)).toEqual(['wrong-pass1', PASSWORD]);
  });

  it('an outside redirect goes to my info instead; logout forgets the check', async () => {
    fakeApi();
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/mypage/checkPassword?redirect=//evil.example/x');
    await user.type(await screen.findByLabelText('비밀번호'), PASSWORD);
    await user.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByTestId('userinfo-login-id');
    expect(router.state.location.pathname).toBe('/mypage/userInfo');

    await router.navigate('/mypage');
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('mall.passwordChecked')).toBeNull();
  });

  it('a check passed by another member does not count', async () => {
    fakeApi();
    signedIn();
    sessionStorage.setItem('mall.passwordChecked', '7');
    const { router } = renderApp('/mypage/withdrawal');
    await screen.findByLabelText('비밀번호');
    expect(router.state.location.pathname).toBe('/mypage/checkPassword');
  });
});

describe('/mypage/userInfo', () => {
  it('saves only what changed (mobile digits, a consent) and maps a refused mobile onto its input', async () => {
    const api = fakeApi({
      'PUT /api/member/v1/users/2': (call) => {
        const body = jsonBody(call);
        return body.mobileNumber === '01099998888'
          ? ok({ ...userInfo, mobileNumber: '01099998888', marketingEmail: true })
          : fail(400, 'VALIDATION_FAILED', 'bad', {
              fields: [{ field: 'mobileNumber', code: 'VA_MobileLength' }]
            });
      }
    });
    signedIn();
    sessionStorage.setItem('mall.passwordChecked', '2');
    const user = userEvent.setup();
    renderApp('/mypage/userInfo');
    const mobile = await screen.findByLabelText('휴대폰 번호');
    expect((mobile as HTMLInputElement).value).toBe('010-2345-6789');
    expect(screen.getByTestId('userinfo-member-number').textContent).toBe('2000000001');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'SMS 수신 동의' }).checked).toBe(true);

    await user.clear(mobile);
    await user.type(mobile, '010-12ab');
    await user.tab();
    expect(await screen.findByText('휴대폰 번호는 숫자만 입력해 주세요.')).toBeTruthy();
    await user.clear(mobile);
    await user.type(mobile, '010123456789');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('휴대폰 번호는 11자리 이내로 입력해 주세요.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(mobile);
    await user.type(mobile, '01099998888');
    await user.click(screen.getByRole('checkbox', { name: '이메일 수신 동의' }));
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findByTestId('userinfo-success')).textContent).toBe('회원정보가 수정되었습니다.');
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(jsonBody(put)).toEqual({ mobileNumber: '01099998888', marketingEmail: true });
    expect((mobile as HTMLInputElement).value).toBe('010-9999-8888');
  });
  it('a new email needs its code and the current password; a wrong one is said at its input with the count', async () => {
    const api = fakeApi({
      'POST /api/member/v1/public/findExistUser': () => ok({ duplicate: false }),
      'POST /api/abo/mail/v1/public/sendAuthenticationMail': () => ok({ expiresInSeconds: 300 }),
      'POST /api/abo/mail/v1/public/checkAuthenticationNumber': () =>
        ok({ verificationToken: 'proof-1', expiresInSeconds: 1800 }),
      'PUT /api/member/v1/users/2': () =>
        fail(400, 'PASSWORD_MISMATCH', 'mismatch', { data: { failCount: 2, limit: 5 } })
    });
    signedIn();
    sessionStorage.setItem('mall.passwordChecked', '2');
    const user = userEvent.setup();
    renderApp('/mypage/userInfo');
    await user.click(await screen.findByRole('button', { name: '이메일 변경' }));
    const local = screen.getByLabelText('이메일 아이디');
    const password = screen.getByLabelText('현재 비밀번호');

    // Nothing proved yet: the address is refused first (and focused), the password too.
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(
      await screen.findByText('올바른 이메일 형식이 아닙니다. (아이디 3~64자, 영문·숫자·. _ - 사용)')
    ).toBeTruthy();
    expect(document.activeElement).toBe(local);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain('userinfo-current-password-error');
    expect(screen.getByTestId('userinfo-current-password-error').textContent).toBe(
      '비밀번호를 입력해 주세요.'
    );

    await user.type(local, 'new.mail');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('이메일 인증을 완료해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(local);

    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByLabelText('인증번호'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await screen.findByText('이메일 인증이 완료되었습니다.');
    await user.type(password, 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: '저장하기' }));
    expect(
      await screen.findByText('비밀번호가 일치하지 않습니다 (2/5). 5회 틀리면 로그인이 잠시 제한됩니다.')
    ).toBeTruthy();
    expect((password as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(password);
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(jsonBody(put)).toEqual({
      email: 'new.mail@naver.com',
      emailVerificationToken: 'proof-1',
      currentPassword: 'wrong-pass1'
    });
  });
});

describe('/mypage/changePassWord', () => {
  it('shows the rules live, refuses a wrong current password in the form, then changes and goes to my page', async () => {
    let attempts = 0;
    const api = fakeApi({
      'PUT /api/member/v1/users/password': () =>
        ++attempts === 1 ? fail(400, 'PASSWORD_MISMATCH', 'mismatch') : { status: 204 }
    });
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/mypage/changePassWord');
    const current = await screen.findByLabelText('현재 비밀번호');
    const next = screen.getByLabelText('새 비밀번호');
    const confirm = screen.getByLabelText('새 비밀번호 확인');
    expect(screen.queryByTestId('change-password-due')).toBeNull();
    expect(screen.queryByRole('button', { name: '다음에 변경하기' })).toBeNull();

    await user.type(next, 'abcdefgh');
    const rules = screen.getByRole('list', { name: '비밀번호 조건' });
    expect(
      within(rules).getByText('영문(또는 한글)과 숫자 포함').closest('li')?.getAttribute('data-met')
    ).toBe('false');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText(/영문과 숫자를 포함해 7~16자/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(current, 'old-pass1');
    await user.clear(next);
    await user.type(next, 'newpass22');
    await user.type(confirm, 'newpass22');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe('');

    await user.type(current, 'old-pass2');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('비밀번호가 변경되었습니다.');
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(jsonBody(puts[1])).toEqual({
      currentPassword: 'old-pass2',
      password: 'newpass22',
      passwordConfirm: 'newpass22'
    });
  });

  it('a wrong current password is said at its input, focused, and goes as the member types again', async () => {
    fakeApi({ 'PUT /api/member/v1/users/password': () => fail(400, 'PASSWORD_MISMATCH', 'mismatch') });
    signedIn();
    const user = userEvent.setup();
    renderApp('/mypage/changePassWord');
    const current = await screen.findByLabelText('현재 비밀번호');
    await user.type(current, 'old-pass1');
    await user.type(screen.getByLabelText('새 비밀번호'), 'newpass22');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass23');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect((await screen.findByTestId('change-password-confirm-error')).textContent).toBe(
      '비밀번호가 일치하지 않습니다.'
    );
    await user.type(screen.getByLabelText('새 비밀번호 확인'), '{Backspace}2');
    await waitFor(() => expect(screen.queryByTestId('change-password-confirm-error')).toBeNull());

    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    const refusal = await screen.findByTestId('change-password-current-error');
    expect(refusal.textContent).toBe('비밀번호가 일치하지 않습니다.');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
    await user.type(current, 'old-pass2');
    await waitFor(() => expect(screen.queryByTestId('change-password-current-error')).toBeNull());
  });

  it('a wrong current password says how many of the five tries are spent', async () => {
    fakeApi({
      'PUT /api/member/v1/users/password': () =>
        fail(400, 'PASSWORD_MISMATCH', 'mismatch', { data: { failCount: 2, limit: 5 } })
    });
    signedIn();
    const user = userEvent.setup();
    renderApp('/mypage/changePassWord');
    await user.type(await screen.findByLabelText('현재 비밀번호'), 'old-pass1');
    await user.type(screen.getByLabelText('새 비밀번호'), 'newpass22');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'newpass22');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect((await screen.findByTestId('change-password-current-error')).textContent).toBe(
      '비밀번호가 일치하지 않습니다 (2/5). 5회 틀리면 로그인이 잠시 제한됩니다.'
    );
  });

  it('when a change is due: explains it, and "change later" puts it off and goes Home with the new date', async () => {
    const due: Me = { ...meFixture, requiredPasswordChangeDate: yesterday() };
    const api = fakeApi(
      { 'PUT /api/member/v1/passwordChangeDelay/2': () => ok({ requiredPasswordChangeDate: '2099-03-01' }) },
      due
    );
    signedIn(due);
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/mypage/changePassWord');
    expect((await screen.findByTestId('change-password-due')).textContent).toContain(yesterday());
    await user.click(screen.getByRole('button', { name: '다음에 변경하기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('2099-03-01');
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      api.calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/member/v1/passwordChangeDelay/2')
    ).toBe(true);
    expect(queryClient.getQueryData<Me>(meQueryKey(2))?.requiredPasswordChangeDate).toBe('2099-03-01');
  });

  it('a member whose change is due is sent here after logging in, keeping where the login was headed', async () => {
    const due: Me = { ...meFixture, requiredPasswordChangeDate: yesterday() };
    fakeApi(
      {
        'POST /api/oauth/token': () => ({
          body: { access_token: 'access-1', token_type: 'Bearer', expires_in: 900 }
        })
      },
      due
    );
    const user = userEvent.setup();
    const { router } = renderApp('/login?redirect=%2Fsearch');
    await user.type(await screen.findByLabelText('아이디 또는 회원번호'), 'customer1');
    await user.type(screen.getByLabelText('비밀번호'), PASSWORD);
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await screen.findByTestId('change-password-due');
    expect(router.state.location.pathname).toBe('/mypage/changePassWord');
    expect(router.state.location.search).toBe('?redirect=%2Fsearch');
  });
});

describe('/mypage/withdrawal', () => {
  it('needs a reason, the password and "I understand", confirms, withdraws, ends the session and shows the rejoin date', async () => {
    const api = fakeApi({
      'POST /api/member/v1/users/withdrawal': () => ok({ rejoinPossibleDate: '2026-04-30' })
    });
    signedIn();
    sessionStorage.setItem('mall.passwordChecked', '2');
    const user = userEvent.setup();
    const { queryClient } = renderApp('/mypage/withdrawal');
    await user.click(await screen.findByRole('button', { name: '탈퇴하기' }));
    expect(screen.getByText('탈퇴 사유를 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('안내 사항을 확인하고 동의해 주세요.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('radio', { name: '가격이 부담돼요' }));
    await user.type(screen.getByLabelText(/남기실 말씀/), '  배송이 느려요  ');
    await user.type(screen.getByLabelText('비밀번호'), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: /탈퇴에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    // Cancelling the last confirm sends nothing.
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(api.calls.some((c) => c.url.pathname === '/api/member/v1/users/withdrawal')).toBe(false);

    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' })
    );
    expect((await screen.findByTestId('withdrawal-rejoin-date')).textContent).toBe(
      '2026-04-30부터 다시 가입할 수 있습니다.'
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('회원 탈퇴가 완료되었습니다');
    const call = api.calls.find((c) => c.url.pathname === '/api/member/v1/users/withdrawal');
    expect(jsonBody(call)).toEqual({ reason: 'PRICE', password: PASSWORD, detail: '배송이 느려요' });
    expect(sessionStore.get().kind).toBe('guest');
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem('mall.sessionHint')).toBeNull();
    expect(sessionStorage.getItem('mall.passwordChecked')).toBeNull();
    expect(queryClient.getQueryData(meQueryKey(2))).toBeUndefined();
  });

  it('a wrong password is refused on its input and nothing ends', async () => {
    fakeApi({ 'POST /api/member/v1/users/withdrawal': () => fail(400, 'PASSWORD_MISMATCH', 'mismatch') });
    signedIn();
    sessionStorage.setItem('mall.passwordChecked', '2');
    const user = userEvent.setup();
    renderApp('/mypage/withdrawal');
    await user.click(await screen.findByRole('radio', { name: '기타' }));
    await user.type(screen.getByLabelText('비밀번호'), 'wrong-pass1');
    await user.click(screen.getByRole('checkbox', { name: /탈퇴에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' })
    );
    const error = await screen.findByText('비밀번호가 일치하지 않습니다.');
    expect(error.id).toBe('withdrawal-password-error');
    expect(sessionStore.get().kind).toBe('member');
  });
  it('focuses the first refused input, and says a wrong password with its count', async () => {
    fakeApi({
      'POST /api/member/v1/users/withdrawal': () =>
        fail(400, 'PASSWORD_MISMATCH', 'mismatch', { data: { failCount: 3, limit: 5 } })
    });
    signedIn();
    sessionStorage.setItem('mall.passwordChecked', '2');
    const user = userEvent.setup();
    renderApp('/mypage/withdrawal');
    await user.click(await screen.findByRole('button', { name: '탈퇴하기' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '이용 빈도가 낮아요' }));
    expect(screen.getByRole('group', { name: '탈퇴 사유' }).getAttribute('aria-describedby')).toBe(
      'withdrawal-reason-error'
    );

    await user.click(screen.getByRole('radio', { name: '기타' }));
    await user.type(screen.getByLabelText('비밀번호'), '   ');
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    // Blanks are no password: the password is the first refused input now.
    expect(document.activeElement).toBe(screen.getByLabelText('비밀번호'));
    expect(screen.getByTestId('withdrawal-password-error').textContent).toBe('비밀번호를 입력해 주세요.');

    await user.type(screen.getByLabelText('비밀번호'), 'wrong-pass1');
    await user.click(screen.getByRole('checkbox', { name: /탈퇴에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' })
    );
    expect(
      await screen.findByText('비밀번호가 일치하지 않습니다 (3/5). 5회 틀리면 로그인이 잠시 제한됩니다.')
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('비밀번호'));
    expect((screen.getByLabelText('비밀번호') as HTMLInputElement).value).toBe('');
  });
});

describe('/mypage/sns', () => {
  it('lists every provider the shop knows, shows the callback result once, and unlinks after a confirm', async () => {
    let linked = true;
    const api = fakeApi({
      'GET /api/member/v1/users/sns': () =>
        ok(
          SOCIAL_PROVIDERS.map((serviceType) => ({
            serviceType,
            linked: serviceType === 'KAKAO' && linked,
            linkedAt: serviceType === 'KAKAO' && linked ? '2026-02-03T05:00:00.000Z' : null
          }))
        ),
      'DELETE /api/member/v1/users/sns/kakao': () => {
        linked = false;
        return { status: 204 };
      }
    });
    signedIn();
    sessionStorage.setItem('mall.passwordChecked', '2');
    const user = userEvent.setup();
    const { router } = renderApp('/mypage/sns?linked=KAKAO');
    expect((await screen.findByTestId('sns-success')).textContent).toBe('카카오 계정이 연결되었습니다.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    for (const provider of SOCIAL_PROVIDERS) expect(screen.getByTestId(`sns-${provider}`)).toBeTruthy();
    expect(screen.getByTestId('sns-KAKAO-state').textContent).toMatch(/^2026-02-0[34] 연결됨$/);

    await user.click(screen.getByRole('button', { name: '카카오 계정 연결 해제' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '연결 해제' })
    );
    expect((await screen.findByTestId('sns-success')).textContent).toBe('카카오 계정 연결이 해제되었습니다.');
    expect(screen.getByTestId('sns-KAKAO-state').textContent).toBe('연결되지 않음');
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('translates a ?socialError code from the callback', async () => {
    fakeApi({ 'GET /api/member/v1/users/sns': () => ok([]) });
    signedIn();
    sessionStorage.setItem('mall.passwordChecked', '2');
    renderApp('/mypage/sns?socialError=SOCIAL_ALREADY_LINKED');
    expect((await screen.findByTestId('sns-error')).textContent).toBe(
      '이미 다른 계정에 연결된 소셜 계정입니다.'
    );
    expect(screen.getByRole('button', { name: '카카오 계정 연결하기' })).toBeTruthy();
  });
});

describe('guarded pages that come later', () => {
  it('a customer opening a planner page gets ALT_PlannerOnly and goes Home; coupons need login only', async () => {
    fakeApi();
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/mypage/personalmall');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('플래너');
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/mypage/coupon');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/coupon'));
  });
});

describe('the password re-check counts toward the login lock (docs/decisions/041)', () => {
  it('a wrong answer shows its n/5; at the lock the form says logging in is locked for a while', async () => {
    let attempts = 0;
    fakeApi({
      'POST /api/member/v1/users/verify/password': () =>
        ++attempts === 1
          ? fail(400, 'PASSWORD_MISMATCH', 'mismatch', { data: { failCount: 4, limit: 5 } })
          : fail(401, '1102', 'locked', { data: { limit: 5, lockedUntil: '2026-11-25T03:15:00.000Z' } })
    });
    signedIn();
    const user = userEvent.setup();
    renderApp('/mypage/checkPassword');
    const input = await screen.findByLabelText('비밀번호');
    await user.type(input, 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByText('비밀번호가 일치하지 않습니다 (4/5). 5회 틀리면 로그인이 잠시 제한됩니다.')
    ).toBeTruthy();
    await user.type(input, 'wrong-pass2');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByText(
        '비밀번호를 여러 번 잘못 입력하여 로그인이 잠시 잠겼습니다. 잠시 후 다시 시도하거나, 메일로 받은 잠금 해제 링크를 누르거나, 비밀번호를 재설정해 주세요.'
      )
    ).toBeTruthy();
  });
});
