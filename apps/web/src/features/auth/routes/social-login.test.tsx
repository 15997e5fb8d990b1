import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { readSessionHint, clearSessionHint } from '../../../shared/session/session-hint';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, meFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

// The form's rules are fetched on first use (lazy-resolver.ts). Loaded here once, so the first transform of zod
// and the schemas on a loaded machine is not timed by a test's wait for a message.
beforeAll(async () => {
  await import('./login-validation');
});

const TOKEN = 'T'.repeat(43);

function fakeApi(extra: Record<string, (call: FakeCall) => ReturnType<typeof ok>> = {}) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
    'GET /api/member/v1/users/me': (call: FakeCall) =>
      call.headers.get('authorization') === 'Bearer access-1' ? ok(meFixture) : fail(401, 'UNAUTHORIZED'),
    ...extra
  });
}

afterEach(async () => {
  clearSessionHint();
  await changeLanguage('ko-KR');
});

describe('login screen: social login buttons', () => {
  it('offers Kakao, Naver and Apple, each starting the API authorize with the login redirect', async () => {
    fakeApi();
    renderApp('/login?redirect=%2Fmypage');
    const kakao = await screen.findByRole('link', { name: '카카오로 로그인' });
    expect(kakao.getAttribute('href')).toBe('/api/oauth/social/kakao/authorize?redirect=%2Fmypage');
    expect(screen.getByRole('link', { name: '네이버로 로그인' }).getAttribute('href')).toBe(
      '/api/oauth/social/naver/authorize?redirect=%2Fmypage'
    );
    expect(screen.getByRole('link', { name: 'Apple로 로그인' }).getAttribute('href')).toBe(
      '/api/oauth/social/apple/authorize?redirect=%2Fmypage'
    );
    // Leaving for the provider leaves a hint, so the storefront restores the session it comes back with.
    kakao.addEventListener('click', (event) => event.preventDefault());
    expect(readSessionHint()).toBeNull();
    await userEvent.setup().click(kakao);
    expect(readSessionHint()).toBe('session');
  });

  it('names the buttons in English and Chinese too', async () => {
    fakeApi();
    await changeLanguage('en-US');
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Log in with Naver' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in with Apple' }).getAttribute('href')).toBe(
      '/api/oauth/social/apple/authorize'
    );
    await changeLanguage('zh-TW');
    expect(await screen.findByRole('link', { name: '使用 Kakao 登入' })).toBeTruthy();
  });
});

describe('login screen: ?socialError=', () => {
  it.each([
    ['LOG_KakaoFailed', '카카오 로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.'],
    ['LOG_NaverFailed', '네이버 로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.'],
    ['LOG_AppleFailed', 'Apple 로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.']
  ])('%s opens the failure dialog once and leaves the address clean', async (code, text) => {
    fakeApi();
    const { router } = renderApp(`/login?socialError=${code}`);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(text)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.setup().click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a member refusal code shows its own text', async () => {
    fakeApi();
    renderApp('/login?socialError=1102');
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        '비밀번호를 여러 번 잘못 입력하여 로그인이 잠시 잠겼습니다. 잠시 후 다시 시도하거나, 메일로 받은 잠금 해제 링크를 누르거나, 비밀번호를 재설정해 주세요.'
      )
    ).toBeTruthy();
  });
});

describe('login screen: ?socialLink= link-confirmation', () => {
  it('shows the address, takes the password, links and signs in', async () => {
    const api = fakeApi({
      'POST /api/oauth/social/profile': () =>
        ok({
          serviceType: 'KAKAO',
          email: 'kakao.verified@example.com',
          name: '김민지',
          lastName: '김',
          firstName: '민지',
          isEmailVerified: true,
          linkable: true,
          expiresAt: new Date(Date.now() + 60_000).toISOString()
        }),
      'POST /api/oauth/social/link': (call) => {
        const form = new URLSearchParams(String(call.body));
        return form.get('password') === 'Secret123!' && form.get('socialToken') === TOKEN
          ? { body: { access_token: 'access-1', token_type: 'Bearer', expires_in: 900 } }
          : fail(400, '1101', 'wrong', { failCount: 1, limit: 5 });
      }
    });
    const { router } = renderApp(`/login?socialLink=KAKAO&redirect=%2Fmypage#socialToken=${TOKEN}`);
    const panel = await screen.findByTestId('social-link');
    expect(await within(panel).findByText(/kakao\.verified@example\.com/)).toBeTruthy();
    // The token left the address bar.
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    const user = userEvent.setup();
    // A blank password (spaces are blank) is refused on its input before anything is sent.
    const password = within(panel).getByLabelText('비밀번호', { selector: 'input' });
    await user.type(password, '   ');
    await user.click(within(panel).getByRole('button', { name: '연결하고 로그인' }));
    const missing = await within(panel).findByText('비밀번호를 입력해 주세요.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(missing.id);
    expect(document.activeElement).toBe(password);
    expect(api.calls.some((c) => c.url.pathname === '/api/oauth/social/link')).toBe(false);
    await user.clear(password);
    await user.type(within(panel).getByLabelText('비밀번호', { selector: 'input' }), 'wrong');
    await user.click(within(panel).getByRole('button', { name: '연결하고 로그인' }));
    expect(await within(panel).findByTestId('login-error')).toBeTruthy();
    await user.type(within(panel).getByLabelText('비밀번호', { selector: 'input' }), 'Secret123!');
    await user.click(within(panel).getByRole('button', { name: '연결하고 로그인' }));
    await waitFor(() => expect(sessionStore.get().kind).toBe('member'));
    expect(tokenStore.get()).toBe('access-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(api.calls.filter((c) => c.url.pathname === '/api/oauth/social/link')).toHaveLength(2);
  });
});
