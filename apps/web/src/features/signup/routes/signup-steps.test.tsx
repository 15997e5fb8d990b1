import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { toSessionUser } from '../../../shared/session/account-api';
import { sessionStore } from '../../../shared/session/session-store';
import { meFixture } from '../../../shared/testing/fixtures';
import { SIGNUP_STORAGE_KEYS } from '../lib/signup-session';
import {
  customerState,
  fakeSignupApi,
  renderApp,
  seedWizard,
  storedState,
  storedSteps
} from '../testing/signup-test-kit';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('sign-up step guard (SPEC §2)', () => {
  it('sends a visitor with no recorded step to selectType', async () => {
    fakeSignupApi();
    const { router } = renderApp('/signup/enterInformation');
    await heading('어떤 회원으로 가입하시겠어요?');
    expect(router.state.location.pathname).toBe('/signup/selectType');
  });

  it('sends a step not yet visited to the last recorded step', async () => {
    fakeSignupApi();
    seedWizard(['selectType', 'selectReferrer'], { userType: 'BEAUTY_CONSUMER' });
    const { router } = renderApp('/signup/agreeTerms');
    await heading('추천인을 입력해 주세요');
    expect(router.state.location.pathname).toBe('/signup/selectReferrer');
  });

  it('opens a recorded step', async () => {
    fakeSignupApi();
    seedWizard(['selectType', 'selectReferrer', 'agreeTerms'], {
      userType: 'BEAUTY_CONSUMER',
      referrer: customerState.referrer
    });
    const { router } = renderApp('/signup/agreeTerms');
    await heading('약관에 동의해 주세요');
    expect(router.state.location.pathname).toBe('/signup/agreeTerms');
  });

  it('lets ?forcePush open a step that was not recorded', async () => {
    fakeSignupApi();
    seedWizard(['selectType'], customerState);
    const { router } = renderApp('/signup/enterInformation?forcePush=true');
    await heading('회원 정보를 입력해 주세요');
    expect(router.state.location.pathname).toBe('/signup/enterInformation');
  });

  it('sends a forced step without the data it needs to the step that provides it', async () => {
    fakeSignupApi();
    seedWizard(['selectType', 'selectReferrer', 'agreeTerms'], {
      userType: 'BEAUTY_CONSUMER',
      referrer: customerState.referrer
    });
    const { router } = renderApp('/signup/enterInformation?forcePush');
    await heading('약관에 동의해 주세요');
    expect(router.state.location.pathname).toBe('/signup/agreeTerms');
  });

  it('sends a logged-in member opening sign-up Home', async () => {
    fakeSignupApi();
    tokenStore.set('access-1');
    sessionStore.signIn(toSessionUser(meFixture));
    const { router } = renderApp('/signup/selectType');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: '어떤 회원으로 가입하시겠어요?' })).toBeNull();
  });

  it('sends complete without a result to the start', async () => {
    fakeSignupApi();
    seedWizard(['complete']);
    const { router } = renderApp('/signup/complete');
    await heading('어떤 회원으로 가입하시겠어요?');
    expect(router.state.location.pathname).toBe('/signup/selectType');
  });
});

describe('/signup/selectType', () => {
  it('asks for a type, then records the referrer step and goes there', async () => {
    fakeSignupApi();
    const { router } = renderApp('/signup/selectType');
    await heading('어떤 회원으로 가입하시겠어요?');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('회원 유형을 선택해 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /일반 회원 \(추천인 있음\)/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('추천인을 입력해 주세요');
    expect(router.state.location.pathname).toBe('/signup/selectReferrer');
    expect(storedSteps()).toEqual(['selectType', 'selectReferrer']);
    expect(storedState()).toEqual({ userType: 'BEAUTY_CONSUMER' });
  });

  it('with no type picked, focuses the first choice and links the message to the choices', async () => {
    fakeSignupApi();
    const { router } = renderApp('/signup/selectType');
    await heading('어떤 회원으로 가입하시겠어요?');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '다음' }));
    const message = await screen.findByText('회원 유형을 선택해 주세요.');
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(message.id);
    expect(router.state.location.pathname).toBe('/signup/selectType');
    await user.click(screen.getByRole('radio', { name: /일반 회원 \(추천인 없음\)/ }));
    await waitFor(() => expect(screen.queryByText('회원 유형을 선택해 주세요.')).toBeNull());
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBeNull();
  });

  it('skips the referrer step for a customer without referrer (and drops it from the record)', async () => {
    fakeSignupApi();
    seedWizard(['selectType', 'selectReferrer'], {
      userType: 'BEAUTY_CONSUMER',
      referrer: customerState.referrer
    });
    const { router } = renderApp('/signup/selectType');
    await heading('어떤 회원으로 가입하시겠어요?');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /일반 회원 \(추천인 없음\)/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('약관에 동의해 주세요');
    expect(router.state.location.pathname).toBe('/signup/agreeTerms');
    expect(storedSteps()).toEqual(['selectType', 'agreeTerms']);
    expect(storedState()).toEqual({ userType: 'NON_REF_CUSTOMER' });
    // Three steps remain visible to the user: type, terms, details, done.
    expect(
      within(screen.getByRole('navigation', { name: '회원가입 단계' })).getAllByRole('listitem')
    ).toHaveLength(4);
  });
});

describe('/signup/selectReferrer', () => {
  async function open() {
    const api = fakeSignupApi();
    seedWizard(['selectType', 'selectReferrer'], { userType: 'SOLE_PROPRIETORSHIP' });
    const app = renderApp('/signup/selectReferrer');
    await heading('추천인을 입력해 주세요');
    return { api, ...app, user: userEvent.setup(), input: screen.getByLabelText('추천인 회원번호') };
  }

  it('refuses a number of the wrong length (VA_ReferrerLength) without calling the API', async () => {
    const { api, user, input } = await open();
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(screen.getByText('추천인 회원번호는 4~20자로 입력해 주세요.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('signup-referrer-error');
    expect(api.calls.some((c) => c.url.pathname.includes('referral-number'))).toBe(false);
  });

  it('shows REFERRER_NOT_FOUND next to the input and keeps the number', async () => {
    const { user, input } = await open();
    await user.type(input, '9999999999');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('추천인 정보를 찾을 수 없습니다. 회원번호를 확인해 주세요.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('9999999999');
  });

  it('needs a looked-up referrer (SIG_SelectReferrer), then shows the name to confirm and goes on', async () => {
    const { user, input, router } = await open();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('추천인을 조회해 선택해 주세요.')).toBeTruthy();
    await user.type(input, '1000000001');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect((await screen.findByTestId('signup-referrer-found')).textContent).toContain('김서연 (1000000001)');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('약관에 동의해 주세요');
    expect(router.state.location.pathname).toBe('/signup/agreeTerms');
    expect(storedState().referrer).toEqual({ userNumber: '1000000001', lastName: '김', firstName: '서연' });
    expect(storedSteps()).toEqual(['selectType', 'selectReferrer', 'agreeTerms']);
  });

  it('focuses the input on a refusal, keeps a not-found refusal on 다음, and clears it as the number changes', async () => {
    const { user, input, router } = await open();
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect(await screen.findByText('추천인 회원번호는 4~20자로 입력해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    await user.type(input, '34567');
    expect(screen.queryByText('추천인 회원번호는 4~20자로 입력해 주세요.')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();

    await user.click(screen.getByRole('button', { name: '조회' }));
    const notFound = '추천인 정보를 찾을 수 없습니다. 회원번호를 확인해 주세요.';
    expect(await screen.findByText(notFound)).toBeTruthy();
    expect(document.activeElement).toBe(input);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByTestId('signup-referrer-error').textContent).toBe(notFound);
    expect(input.getAttribute('aria-describedby')).toBe('signup-referrer-error');
    expect(document.activeElement).toBe(input);
    expect(router.state.location.pathname).toBe('/signup/selectReferrer');
  });

  it('sends one lookup while one is on its way (a click, then Enter), trimming the number', async () => {
    const { api, user, input } = await open();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (request, init) => {
      if (String(request).includes('/referral-number')) await gate;
      return original(request, init);
    });
    await user.type(input, ' 1000000001 ');
    await user.click(screen.getByRole('button', { name: '조회' }));
    expect((await screen.findByRole('button', { name: '조회 중…' })).hasAttribute('disabled')).toBe(true);
    await user.type(input, '{Enter}');
    release();
    expect((await screen.findByTestId('signup-referrer-found')).textContent).toContain('김서연 (1000000001)');
    const lookups = api.calls.filter((c) => c.url.pathname.includes('referral-number'));
    expect(lookups.map((c) => c.url.searchParams.get('userNumber'))).toEqual(['1000000001']);
    expect((input as HTMLInputElement).value).toBe('1000000001');
  });

  it('drops a lookup on its way when the number is changed', async () => {
    const { api, user, input } = await open();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (request, init) => {
      if (String(request).includes('/referral-number')) await gate;
      return original(request, init);
    });
    await user.type(input, '1000000001');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await screen.findByRole('button', { name: '조회 중…' });
    await user.type(input, '2');
    release();
    expect(await screen.findByRole('button', { name: '조회' })).toBeTruthy();
    expect(screen.queryByTestId('signup-referrer-found')).toBeNull();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('추천인을 조회해 선택해 주세요.')).toBeTruthy();
  });

  it('shows the referrer kept in the wizard, and typing another number asks for a new lookup', async () => {
    fakeSignupApi();
    seedWizard(['selectType', 'selectReferrer'], {
      userType: 'SOLE_PROPRIETORSHIP',
      referrer: customerState.referrer
    });
    renderApp('/signup/selectReferrer');
    await heading('추천인을 입력해 주세요');
    const user = userEvent.setup();
    const input = screen.getByLabelText<HTMLInputElement>('추천인 회원번호');
    expect(input.value).toBe(customerState.referrer!.userNumber);
    expect(screen.getByTestId('signup-referrer-found')).toBeTruthy();
    await user.type(input, '2');
    expect(screen.queryByTestId('signup-referrer-found')).toBeNull();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('추천인을 조회해 선택해 주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });
});

describe('/signup/agreeTerms', () => {
  async function open() {
    fakeSignupApi({
      routes: {
        'GET /api/etc/v1/public/terms/SIGN_UP': () => ({
          status: 200,
          body: {
            data: {
              kind: 'SIGN_UP',
              version: 3,
              title: '개인정보 수집·이용 동의 (회원가입)',
              html: '<h2 id="article-1">제1조 (수집 항목과 목적)</h2><p>수집 항목: 아이디</p>',
              effectiveAt: '2026-05-31T15:00:00.000Z',
              current: true,
              versions: [{ version: 3, effectiveAt: '2026-05-31T15:00:00.000Z', current: true }]
            }
          }
        })
      }
    });
    seedWizard(['selectType', 'agreeTerms'], { userType: 'NON_REF_CUSTOMER' });
    const app = renderApp('/signup/agreeTerms');
    await heading('약관에 동의해 주세요');
    return { ...app, user: userEvent.setup() };
  }

  it('marks required and optional items and opens the terms in effect in the terms modal', async () => {
    const { user } = await open();
    expect(screen.getByRole('checkbox', { name: '[필수] 이용약관 동의' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '[선택] SMS 마케팅 정보 수신 동의' })).toBeTruthy();
    // AGE_14 is a statement, not a document: its note stands in the list, with no "보기".
    expect(
      screen.getByText('만 14세 미만은 법정대리인의 동의 없이 회원으로 가입할 수 없습니다.')
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '만 14세 이상입니다 보기' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '개인정보 수집·이용 동의 보기' }));
    const modal = await screen.findByRole('dialog', { name: '개인정보 수집·이용 동의' });
    expect(await within(modal).findByText('수집 항목: 아이디')).toBeTruthy();
    expect(within(modal).getByText('시행일 2026-06-01 (현행)')).toBeTruthy();
  });

  it('refuses to go on without the required terms (SIG_AgreeRequiredTerms)', async () => {
    const { user, router } = await open();
    await user.click(screen.getByRole('checkbox', { name: '[필수] 이용약관 동의' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('alert').textContent).toBe('필수 약관에 모두 동의해 주세요.');
    expect(router.state.location.pathname).toBe('/signup/agreeTerms');
    expect(storedState().agreements).toBeUndefined();
  });

  it('focuses and links the first missing required term; the message stays until all required are ticked', async () => {
    const { user } = await open();
    const service = screen.getByRole('checkbox', { name: '[필수] 이용약관 동의' });
    const privacy = screen.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' });
    await user.click(service);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(document.activeElement).toBe(privacy);
    expect(privacy.getAttribute('aria-invalid')).toBe('true');
    expect(privacy.getAttribute('aria-describedby')).toBe('signup-terms-error');
    expect(service.getAttribute('aria-invalid')).toBeNull();
    await user.click(privacy);
    expect(privacy.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('필수 약관에 모두 동의해 주세요.');
    await user.click(screen.getByRole('checkbox', { name: /전체 동의/ }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // After a refused 다음, taking a required term back shows the message again at once.
    await user.click(service);
    expect((await screen.findByRole('alert')).textContent).toBe('필수 약관에 모두 동의해 주세요.');
    expect(service.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the consents kept in the wizard', async () => {
    fakeSignupApi();
    seedWizard(['selectType', 'agreeTerms'], {
      userType: 'NON_REF_CUSTOMER',
      agreements: { SERVICE: true, PRIVACY: true, AGE_14: true, MARKETING_EMAIL: false, MARKETING_SMS: true }
    });
    renderApp('/signup/agreeTerms');
    await heading('약관에 동의해 주세요');
    const checked = (name: string | RegExp) =>
      screen.getByRole<HTMLInputElement>('checkbox', { name }).checked;
    expect(checked('[필수] 이용약관 동의')).toBe(true);
    expect(checked('[선택] 이메일 마케팅 정보 수신 동의')).toBe(false);
    expect(checked('[선택] SMS 마케팅 정보 수신 동의')).toBe(true);
    expect(checked(/전체 동의/)).toBe(false);
  });

  it('agrees to all with one box, lets an optional one go, and records the consents', async () => {
    const { user, router } = await open();
    const all = screen.getByRole('checkbox', { name: /전체 동의/ });
    await user.click(all);
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '[선택] 이메일 마케팅 정보 수신 동의' }));
    expect((all as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await heading('회원 정보를 입력해 주세요');
    expect(router.state.location.pathname).toBe('/signup/enterInformation');
    const state = storedState();
    expect(state.agreements).toEqual({
      SERVICE: true,
      PRIVACY: true,
      AGE_14: true,
      MARKETING_EMAIL: false,
      MARKETING_SMS: true
    });
    expect(typeof state.agreedAt).toBe('string');
  });
});

describe('/signup/complete and /signupReject', () => {
  it('welcomes the new member with the member number and a way to log in', async () => {
    fakeSignupApi();
    seedWizard(['complete']);
    sessionStorage.setItem(
      SIGNUP_STORAGE_KEYS.result,
      JSON.stringify({
        userNumber: '2123456789',
        loginId: 'newbie1',
        userType: 'BEAUTY_CONSUMER',
        lastName: '홍',
        firstName: '길동',
        joinedAt: '2025-06-01T03:00:00.000Z'
      })
    );
    renderApp('/signup/complete');
    await heading('회원가입이 완료되었습니다');
    expect(screen.getByTestId('signup-welcome').textContent).toBe(
      '홍길동님, 루미에르 비타의 회원이 되신 것을 환영합니다.'
    );
    expect(screen.getByTestId('signup-complete-memberNumber').textContent).toBe('2123456789');
    expect(screen.getByTestId('signup-complete-loginId').textContent).toBe('newbie1');
    expect(screen.getByTestId('signup-complete-joinDate').textContent).toBe('2025-06-01');
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
  });

  it('explains a refused or expired sign-up, with a way home and back to the start', async () => {
    fakeSignupApi();
    renderApp('/signupReject/4f1c7a52-0000-4000-8000-000000000000');
    await heading('회원가입을 진행할 수 없습니다');
    expect(screen.getByRole('link', { name: '회원가입 다시 하기' }).getAttribute('href')).toBe(
      '/signup/selectType'
    );
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toBeTruthy();
  });
});
