import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { WEB_CLIENT_ID } from '../../../shared/config/app-config';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, meFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

// The form's rules are fetched on first use (lazy-resolver.ts). Loaded here once, so the first transform of zod
// and the schemas on a loaded machine is not timed by a test's wait for a message.
beforeAll(async () => {
  await import('./login-validation');
});
import { formatLockEnd } from './login-failure';

type TokenReply = (form: URLSearchParams) => { status?: number; body?: unknown };

function fakeApi(
  token: TokenReply = () => ({ body: { access_token: 'access-1', token_type: 'Bearer', expires_in: 900 } })
) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
    'POST /api/oauth/token': (call: FakeCall) => token(new URLSearchParams(String(call.body))),
    'GET /api/member/v1/users/me': (call: FakeCall) =>
      call.headers.get('authorization') === 'Bearer access-1' ? ok(meFixture) : fail(401, 'UNAUTHORIZED')
  });
}

const idField = () => screen.getByLabelText<HTMLInputElement>('아이디 또는 회원번호');
const passwordField = () => screen.getByLabelText<HTMLInputElement>('비밀번호', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: '로그인' });

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: '로그인' });
  return app;
}

async function logIn(id: string, password: string) {
  const user = userEvent.setup();
  await user.clear(idField());
  if (id) await user.type(idField(), id);
  await user.clear(passwordField());
  if (password) await user.type(passwordField(), password);
  await user.click(submit());
  return user;
}

describe('login screen: client rules (SPEC §5)', () => {
  it('asks for the id (LOG_ValidId) and the password (VA_EnterPassword) without calling the server', async () => {
    const api = fakeApi();
    await openLogin();
    await logIn('', '');
    expect(screen.getByText('아이디 또는 회원번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(idField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(idField());
    expect(api.calls.some((c) => c.url.pathname === '/api/oauth/token')).toBe(false);
  });

  it('treats blanks as empty, and does not block a short password (the server answers)', async () => {
    const api = fakeApi();
    await openLogin();
    await logIn('   ', 'x');
    expect(screen.getByText('아이디 또는 회원번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.queryByText('비밀번호를 입력해 주세요.')).toBeNull();
    await logIn('customer1', 'x');
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/oauth/token')).toBe(true));
  });

  it('a refusal goes as soon as the field is fixed, before the next submit', async () => {
    fakeApi();
    await openLogin();
    const user = await logIn('', '');
    expect(screen.getByText('아이디 또는 회원번호를 입력해 주세요.')).toBeTruthy();
    await user.type(idField(), 'c');
    await waitFor(() => expect(screen.queryByText('아이디 또는 회원번호를 입력해 주세요.')).toBeNull());
    expect(idField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    await user.clear(idField());
    expect(await screen.findByText('아이디 또는 회원번호를 입력해 주세요.')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    fakeApi();
    await openLogin();
    const user = userEvent.setup();
    expect(passwordField().type).toBe('password');
    await user.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(passwordField().type).toBe('text');
    await user.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(passwordField().type).toBe('password');
  });
});

describe('login screen: success', () => {
  it('sends the password grant with Basic client auth and trimmed inputs, signs in and follows a same-origin redirect', async () => {
    const api = fakeApi();
    const { router } = await openLogin('/login?redirect=%2Fmypage');
    await logIn('  customer1 ', ' demo1234! ');
    await screen.findByRole('heading', { level: 1, name: '마이페이지' });
    expect(router.state.location.pathname).toBe('/mypage');
    const tokenCall = api.calls.find((c) => c.url.pathname === '/api/oauth/token');
    expect(tokenCall?.headers.get('authorization')).toBe(`Basic ${btoa(`${WEB_CLIENT_ID}:`)}`);
    expect(Object.fromEntries(new URLSearchParams(String(tokenCall?.body)))).toEqual({
      grant_type: 'password',
      username: 'customer1',
      password: 'demo1234!',
      auto_login: 'N'
    });
    expect(
      api.fetchMock.mock.calls.find(([url]) => String(url).includes('/oauth/token'))?.[1]?.credentials
    ).toBe('include');
    expect(sessionStore.get()).toMatchObject({ kind: 'member', user: { userSeqNo: 2, fullName: '이민준' } });
    expect(tokenStore.get()).toBe('access-1');
    // A browser session: the hint lives in sessionStorage; nothing secret is stored anywhere.
    expect(sessionStorage.getItem('mall.sessionHint')).toBe('"session"');
    expect(localStorage.getItem('mall.sessionHint')).toBeNull();
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('access-1');
    expect(stored).not.toContain('demo1234!');
  });

  it.each([['//evil.example/x'], ['https://evil.example/'], ['/\\evil.example']])(
    'ignores the unsafe redirect %s and goes Home',
    async (target) => {
      fakeApi();
      const { router } = await openLogin(`/login?redirect=${encodeURIComponent(target)}`);
      await logIn('customer1', 'demo1234!');
      await screen.findByRole('heading', { level: 2, name: '베스트' });
      expect(router.state.location.pathname).toBe('/');
    }
  );

  it('auto-login sends auto_login=Y and keeps the hint in localStorage', async () => {
    const api = fakeApi();
    await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '자동 로그인' }));
    await logIn('customer1', 'demo1234!');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    const tokenCall = api.calls.find((c) => c.url.pathname === '/api/oauth/token');
    expect(new URLSearchParams(String(tokenCall?.body)).get('auto_login')).toBe('Y');
    expect(localStorage.getItem('mall.sessionHint')).toBe('"persistent"');
  });

  it('"save ID" remembers the login id only, and fills it in next time', async () => {
    fakeApi();
    await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '아이디 저장' }));
    await logIn('customer1', 'demo1234!');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(localStorage.getItem('mall.savedLoginId')).toBe('"customer1"');
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo1234!');

    sessionStore.signOut();
    cleanup();
    await openLogin();
    expect(idField().value).toBe('customer1');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '아이디 저장' }).checked).toBe(true);
  });

  it('unticking "save ID" forgets a saved id after the next login', async () => {
    localStorage.setItem('mall.savedLoginId', JSON.stringify('customer1'));
    fakeApi();
    await openLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '아이디 저장' }));
    await logIn('customer1', 'demo1234!');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(localStorage.getItem('mall.savedLoginId')).toBeNull();
  });

  it('/login/:userNumber fills the id; /boAccess/login and /ssoLogin are the same screen', async () => {
    fakeApi();
    await openLogin('/login/1000000001');
    expect(idField().value).toBe('1000000001');
    cleanup();
    await openLogin('/boAccess/login');
    cleanup();
    await openLogin('/ssoLogin');
  });

  it('a logged-in user opening a login route is sent to the redirect value or Home', async () => {
    fakeApi();
    sessionStore.signIn({
      userSeqNo: 2,
      userNumber: '2000000001',
      userType: 'BEAUTY_CONSUMER',
      fullName: '이민준',
      acceptId: null
    });
    tokenStore.set('access-1');
    const { router } = renderApp('/login?redirect=%2Fmypage');
    await screen.findByRole('heading', { level: 1, name: '마이페이지' });
    expect(router.state.location.pathname).toBe('/mypage');
    await router.navigate('/ssoLogin?redirect=%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 2, name: '베스트' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('login screen: refusals (SPEC §8) are shown in the form', () => {
  const refuse = (status: number, code: string, data?: Record<string, unknown>) => () => ({
    status,
    body: { status, code, message: `server says ${code}`, ...(data ? { data } : {}) }
  });

  it('1101: counts the wrong password (n/5) and clears only the password', async () => {
    fakeApi(refuse(401, '1101', { failCount: 2, limit: 5 }));
    await openLogin();
    await logIn('customer1', 'wrong-pass1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('아이디 또는 비밀번호가 일치하지 않습니다 (2/5)');
    expect(idField().value).toBe('customer1');
    expect(passwordField().value).toBe('');
    expect(document.activeElement).toBe(passwordField());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('1102: says until when login is locked, that an unlock link was mailed, and links to password reset', async () => {
    const lockedUntil = '2026-11-25T03:15:00.000Z';
    fakeApi(refuse(401, '1102', { limit: 5, lockedUntil }));
    await openLogin();
    await logIn('customer1', 'wrong-pass1');
    const alert = await screen.findByRole('alert');
    const time = formatLockEnd(new Date(lockedUntil), 'ko-KR');
    expect(alert.textContent).toContain(`비밀번호를 5회 잘못 입력하여 ${time}까지 로그인이 제한됩니다.`);
    expect(alert.textContent).toContain('잠금 해제 링크를 보냈습니다');
    expect(within(alert).getByRole('link', { name: '비밀번호 재설정하기' }).getAttribute('href')).toBe(
      '/resetPassword'
    );
    expect(passwordField().value).toBe('wrong-pass1');
  });

  it('1102 without an end (an older answer): locked for a while, never "until a reset"', async () => {
    fakeApi(refuse(401, '1102'));
    await openLogin();
    await logIn('customer1', 'wrong-pass1');
    expect((await screen.findByRole('alert')).textContent).toContain('잠시 로그인이 제한됩니다');
  });

  it('9001 reads like a wrong password: no sign-up prompt, nothing that tells whether the id exists', async () => {
    fakeApi(refuse(401, '9001'));
    await openLogin();
    await logIn('nobody', 'whatever1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(alert.textContent).not.toContain('일치하는 회원 정보가 없습니다');
    expect(within(alert).queryByRole('link', { name: '회원가입하기' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(idField().value).toBe('nobody');
  });

  it('429 from the per-client throttle: try later or reset the password', async () => {
    fakeApi(refuse(429, 'RATE_LIMITED'));
    await openLogin();
    await logIn('customer1', 'wrong-pass1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('이 기기에서 비밀번호를 너무 많이 잘못 입력했습니다');
    expect(within(alert).getByRole('link', { name: '비밀번호 재설정하기' })).toBeTruthy();
  });

  it('9002: withdrawn, with the rejoin date as YYYY-MM-DD', async () => {
    fakeApi(refuse(401, '9002', { rejoinDate: '2026-09-01T03:00:00.000Z' }));
    await openLogin();
    await logIn('gone1', 'whatever1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      '탈퇴한 회원입니다. 2026-09-01부터 다시 가입할 수 있습니다.'
    );
  });

  it.each([
    [401, 'invalid_client', '허용되지 않은 접근입니다'],
    [400, 'VALIDATION_FAILED', '입력하신 내용을 다시 확인해 주세요.'],
    [500, 'SOMETHING_NEW', '알 수 없는 오류가 발생했습니다.']
  ])('%i %s shows a translated message', async (status, code, text) => {
    fakeApi(refuse(status, code));
    await openLogin();
    await logIn('customer1', 'demo1234!');
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(sessionStore.get().kind).toBe('guest');
    expect(tokenStore.get()).toBeNull();
  });

  it('speaks the active language (en-US)', async () => {
    await changeLanguage('en-US');
    fakeApi(refuse(401, '1101', { failCount: 1, limit: 5 }));
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ID or member number'), 'planner1');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The ID or password is incorrect (1/5)');
  });
});
