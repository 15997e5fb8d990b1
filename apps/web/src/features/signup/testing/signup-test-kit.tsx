import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../../../app/routes';
import { appRoutes } from '../../../app/more-routes';
import { createQueryClient } from '../../../shared/api/query-client';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, productSummary } from '../../../shared/testing/fixtures';
import { DialogHost } from '../../../shared/ui/dialog-host';
import { SIGNUP_STORAGE_KEYS, type SignupState, type SignupStep } from '../lib/signup-session';
import { fakeIdentityRoutes, VERIFIED_PERSON } from '../../../shared/testing/fake-identity';

type Reply = { status?: number; body?: unknown };

export const CODE = '123456';
export const bodyOf = (call: FakeCall) => JSON.parse(String(call.body)) as Record<string, unknown>;

export const SIGNUP_PERSON = { ...VERIFIED_PERSON, name: '홍길동', mobileNumber: '01012345678' };

/**
 * The sign-up endpoints as the API answers them: planner 1000000001 (김서연) is the only referrer,
 * login id "taken1" and email "taken@naver.com" exist, the mailed code is 123456.
 */
export function fakeSignupApi(
  overrides: {
    register?: (call: FakeCall) => Reply;
    send?: () => Reply;
    /** More endpoints (e.g. headerPersonal for the referrer step's prefill). */
    routes?: Record<string, (call: FakeCall) => Reply>;
  } = {}
) {
  return installFakeApi({
    // The verified person at sign-up: 홍길동, 010-1234-5678 (shared/testing/fake-identity).
    ...fakeIdentityRoutes({ identity: SIGNUP_PERSON }).routes,
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 }),
    'GET /api/member/v1/public/recommender/referral-number': (call) =>
      call.url.searchParams.get('userNumber') === '1000000001'
        ? ok({ userNumber: '1000000001', lastName: '김', firstName: '서연' })
        : fail(404, 'REFERRER_NOT_FOUND', 'not found', {
            data: { userNumber: call.url.searchParams.get('userNumber') }
          }),
    'POST /api/member/v1/public/findExistUserNickNm': (call) =>
      ok({ duplicate: String(bodyOf(call).loginId).toLowerCase() === 'taken1' }),
    'POST /api/member/v1/public/findExistUser': (call) =>
      ok({ duplicate: bodyOf(call).email === 'taken@naver.com' }),
    'POST /api/abo/mail/v1/public/sendAuthenticationMail': () =>
      overrides.send?.() ?? ok({ expiresInSeconds: 300 }),
    'POST /api/abo/mail/v1/public/checkAuthenticationNumber': (call) =>
      bodyOf(call).authNumber === CODE
        ? ok({ verificationToken: 'proof-1', expiresInSeconds: 1800 })
        : fail(400, 'AUTH_CODE_MISMATCH', 'mismatch', { data: { remaining: 4 } }),
    'POST /api/member/v1/public/register/init': (call) =>
      overrides.register?.(call) ?? {
        status: 201,
        body: {
          data: {
            userSeqNo: 77,
            userNumber: '2123456789',
            loginId: String(bodyOf(call).loginId).toLowerCase()
          }
        }
      },
    ...overrides.routes
  });
}

/** Puts a wizard in progress into this tab's session, as earlier steps would have. */
export function seedWizard(steps: SignupStep[], state: SignupState = {}) {
  sessionStorage.setItem(SIGNUP_STORAGE_KEYS.steps, JSON.stringify(steps));
  sessionStorage.setItem(SIGNUP_STORAGE_KEYS.state, JSON.stringify(state));
}

export const customerState: SignupState = {
  userType: 'BEAUTY_CONSUMER',
  referrer: { userNumber: '1000000001', lastName: '김', firstName: '서연' },
  agreements: { SERVICE: true, PRIVACY: true, AGE_14: true, MARKETING_EMAIL: false, MARKETING_SMS: true },
  agreedAt: '2025-06-01T00:00:00.000Z'
};

export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient, appRoutes), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>
  );
  return { router, queryClient };
}

export const storedSteps = () =>
  JSON.parse(sessionStorage.getItem(SIGNUP_STORAGE_KEYS.steps) ?? '[]') as string[];
export const storedState = () =>
  JSON.parse(sessionStorage.getItem(SIGNUP_STORAGE_KEYS.state) ?? '{}') as SignupState;
