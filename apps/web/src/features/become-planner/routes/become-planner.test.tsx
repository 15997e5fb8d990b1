import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@mall/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { toSessionUser } from '../../../shared/session/account-api';
import { sessionStore } from '../../../shared/session/session-store';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import {
  fakeIdentityRoutes,
  installFakePopup,
  REQUEST_ID,
  VERIFIED_PERSON
} from '../../../shared/testing/fake-identity';
import { categoriesFixture, meFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { dialogs } from '../../../shared/ui/dialog-store';
import { CONVERSION_STORAGE_KEYS } from '../lib/conversion-session';

const PERSON = { ...VERIFIED_PERSON, name: '이민준', mobileNumber: '01055556666' };
const planner: Me = {
  ...meFixture,
  userType: 'SOLE_PROPRIETORSHIP',
  userNumber: '1987654321',
  rank: 'PLANNER'
};

beforeAll(async () => {
  await loadNamespace('accounts');
});

function fakeApi(
  options: { identity?: typeof PERSON; convert?: (call: FakeCall) => ReturnType<typeof ok> } = {}
) {
  let me: Me = meFixture;
  const api = installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
    'GET /api/member/v1/users/me': () => ok(me),
    'POST /api/oauth/token': () => ({ body: { access_token: 'access-2', token_type: 'bearer' } }),
    ...fakeIdentityRoutes({ member: true, identity: options.identity ?? PERSON }).routes,
    'POST /api/member/v1/users/conversionToPlanner': (call) => {
      const answer = options.convert?.(call);
      if (answer) return answer;
      me = planner;
      return ok({
        userType: 'SOLE_PROPRIETORSHIP',
        beautyPlannerDatetime: '2025-06-02T00:00:00.000Z',
        userNumber: planner.userNumber,
        previousUserNumber: meFixture.userNumber
      });
    }
  });
  return api;
}

function signedIn(me: Me = meFixture) {
  tokenStore.set('access-1');
  sessionStore.signIn(toSessionUser(me));
}

const steps = () => JSON.parse(sessionStorage.getItem(CONVERSION_STORAGE_KEYS.steps) ?? '[]') as string[];
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('conversion step guard', () => {
  it('a step not recorded as visited goes to the last recorded one (first: certificate)', async () => {
    fakeApi();
    signedIn();
    const { router } = renderApp('/mypage/conversionToPlanner/agreeTerms');
    await heading('본인확인을 해 주세요');
    expect(router.state.location.pathname).toBe('/mypage/conversionToPlanner/certificate');
  });

  it('refuses customers without a referrer (ALT_RejectRefCustomer) and planners (ALT_CustomerOnly)', async () => {
    fakeApi();
    signedIn({ ...meFixture, userType: 'NON_REF_CUSTOMER', referralUserNumber: null });
    renderApp('/mypage/conversionToPlanner/certificate');
    await waitFor(() => expect(dialogs.get()[0]?.message).toBe('추천인이 없는 회원은 이용할 수 없습니다.'));
    dialogs.reset();
    sessionStore.signIn(toSessionUser(planner));
    renderApp('/mypage/conversionToPlanner/certificate');
    await waitFor(() => expect(dialogs.get()[0]?.message).toBe('일반 회원만 이용할 수 있습니다.'));
  });
});

describe('/mypage/conversionToPlanner', () => {
  it('certificate: someone else verified → refused, nothing recorded', async () => {
    fakeApi({ identity: { ...PERSON, name: '박서윤' } });
    signedIn();
    const popup = installFakePopup();
    renderApp('/mypage/conversionToPlanner/certificate');
    const user = userEvent.setup();
    await heading('본인확인을 해 주세요');
    await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    popup.deliver({});
    expect((await screen.findByTestId('conversion-error')).textContent).toContain(
      '본인확인한 정보와 입력한 정보가 다릅니다.'
    );
    expect(steps()).toEqual([]);
  });

  it('certificate → information → terms → complete: spends the verification once and refreshes the session to a planner', async () => {
    const api = fakeApi();
    signedIn();
    const popup = installFakePopup();
    const { router } = renderApp('/mypage/conversionToPlanner/certificate');
    const user = userEvent.setup();
    await heading('본인확인을 해 주세요');
    await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    // The member endpoint, purpose PLANNER_CONVERSION.
    const start = api.calls.find((c) => c.url.pathname === '/api/member/certification/v1/authToken')!;
    expect(JSON.parse(String(start.body))).toMatchObject({ cpCode: 'MOBILE', purpose: 'PLANNER_CONVERSION' });
    popup.deliver({});

    await heading('정보를 확인해 주세요');
    expect(steps()).toEqual(['certificate', 'enterInformation']);
    expect(screen.getByTestId('conversion-name').textContent).toBe('이민준');
    const mobile = screen.getByLabelText<HTMLInputElement>('휴대폰 번호');
    expect(mobile.value).toBe('010-5555-6666');
    await user.clear(mobile);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('휴대폰 번호를 입력해 주세요.', { exact: false })).toBeTruthy();
    await user.type(mobile, '01077778888');
    await user.click(screen.getByRole('button', { name: '다음' }));

    await heading('플래너 약관에 동의해 주세요');
    await user.click(screen.getByRole('button', { name: '플래너로 전환하기' }));
    expect((await screen.findByTestId('conversion-error')).textContent).toBe(
      '필수 약관에 모두 동의해 주세요.'
    );
    await user.click(screen.getByLabelText('모두 동의합니다'));
    await user.click(screen.getByRole('button', { name: '플래너로 전환하기' }));

    await heading('플래너 전환이 완료되었습니다');
    expect(router.state.location.pathname).toBe('/mypage/conversionToPlanner/complete');
    expect(screen.getByTestId('conversion-complete-number').textContent).toBe('1987654321');
    const converted = api.calls.filter((c) => c.url.pathname.endsWith('/conversionToPlanner'));
    expect(converted).toHaveLength(1);
    expect(JSON.parse(String(converted[0]!.body))).toEqual({
      certificationRequestId: REQUEST_ID,
      mobileNumber: '01077778888',
      agreements: { PLANNER_AGREEMENT: true, PLANNER_PRIVACY: true, PLANNER_MARKETING: true }
    });
    expect(api.calls.some((c) => c.url.pathname === '/api/oauth/token')).toBe(true);
    expect(sessionStore.get()).toMatchObject({
      user: { userType: 'SOLE_PROPRIETORSHIP', userNumber: '1987654321' }
    });
    expect(steps()).toEqual(['complete']);
    expect(sessionStorage.getItem(CONVERSION_STORAGE_KEYS.state)).toBeNull();
  }, 30_000);

  it('a spent or expired verification sends the member back to verify again', async () => {
    fakeApi({ convert: () => fail(409, 'CERT_ALREADY_USED') });
    signedIn();
    sessionStorage.setItem(
      CONVERSION_STORAGE_KEYS.steps,
      JSON.stringify(['certificate', 'enterInformation', 'agreeTerms'])
    );
    sessionStorage.setItem(
      CONVERSION_STORAGE_KEYS.state,
      JSON.stringify({
        requestId: REQUEST_ID,
        method: 'MOBILE',
        verifiedName: '이민준',
        mobile: '01055556666'
      })
    );
    renderApp('/mypage/conversionToPlanner/agreeTerms');
    const user = userEvent.setup();
    await heading('플래너 약관에 동의해 주세요');
    await user.click(screen.getByLabelText('모두 동의합니다'));
    await user.click(screen.getByRole('button', { name: '플래너로 전환하기' }));
    expect((await screen.findByTestId('conversion-error')).textContent).toContain(
      '이미 사용된 본인확인입니다.'
    );
    expect(steps()).toEqual(['certificate']);
    await user.click(screen.getByRole('link', { name: '본인확인 다시 하기' }));
    await heading('본인확인을 해 주세요');
  }, 30_000);

  it('information and terms: a wrong number and a missing term are focused and marked', async () => {
    fakeApi();
    signedIn();
    sessionStorage.setItem(
      CONVERSION_STORAGE_KEYS.steps,
      JSON.stringify(['certificate', 'enterInformation'])
    );
    sessionStorage.setItem(
      CONVERSION_STORAGE_KEYS.state,
      JSON.stringify({
        requestId: REQUEST_ID,
        method: 'MOBILE',
        verifiedName: '이민준',
        verifiedMobile: '01055556666'
      })
    );
    renderApp('/mypage/conversionToPlanner/enterInformation');
    const user = userEvent.setup();
    await heading('정보를 확인해 주세요');
    const mobile = screen.getByLabelText<HTMLInputElement>('휴대폰 번호');
    await user.clear(mobile);
    await user.type(mobile, '010-77ab');
    await user.click(screen.getByRole('button', { name: '다음' }));
    const message = await screen.findByText('휴대폰 번호는 숫자만 입력해 주세요.');
    expect(document.activeElement).toBe(mobile);
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toBe(message.id);
    await user.clear(mobile);
    // Typed with spaces, kept as digits; shown as 3-4-4 once left.
    await user.type(mobile, '010 7777 8888');
    await user.tab();
    expect(mobile.value).toBe('010-7777-8888');
    await user.click(screen.getByRole('button', { name: '다음' }));

    await heading('플래너 약관에 동의해 주세요');
    expect(JSON.parse(sessionStorage.getItem(CONVERSION_STORAGE_KEYS.state)!)).toMatchObject({
      mobile: '01077778888'
    });
    await user.click(screen.getByRole('checkbox', { name: /플래너 개인정보 수집·이용 동의/ }));
    await user.click(screen.getByRole('button', { name: '플래너로 전환하기' }));
    expect((await screen.findByTestId('conversion-error')).textContent).toBe(
      '필수 약관에 모두 동의해 주세요.'
    );
    const first = screen.getByRole('checkbox', { name: /플래너\(개인사업자\) 활동 약관/ });
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('checkbox', { name: /플래너 개인정보 수집·이용 동의/ }).getAttribute('aria-invalid')
    ).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: /플래너 소식 및 교육 안내 수신/ }).getAttribute('aria-invalid')
    ).toBeNull();
    await user.click(first);
    await waitFor(() => expect(screen.queryByTestId('conversion-error')).toBeNull());
  }, 30_000);
});
