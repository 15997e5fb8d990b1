import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../../shared/testing/fake-api';
import { SIGNUP_STORAGE_KEYS } from '../lib/signup-session';
import { installFakePopup, REQUEST_ID } from '../../../shared/testing/fake-identity';
import {
  bodyOf,
  CODE,
  customerState,
  fakeSignupApi,
  renderApp,
  seedWizard,
  storedSteps
} from '../testing/signup-test-kit';

type Api = ReturnType<typeof fakeSignupApi>;

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const idInput = () => field('아이디');
const passwordInput = () => field('비밀번호');
const confirmInput = () => field('비밀번호 확인');
const lastNameInput = () => field('성');
const firstNameInput = () => field('이름');
const emailLocal = () => field('이메일 아이디');
const codeInput = () => field('인증번호');
const mobileInput = () => field('휴대폰 번호');
const errorOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ?? null
  );
};
const submit = () => screen.getByRole('button', { name: '가입하기' });
const registerCalls = (api: Api) => api.calls.filter((c) => c.url.pathname.endsWith('/register/init'));

async function open(api: Api = fakeSignupApi(), { fakeTimers = false } = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  seedWizard(['selectType', 'selectReferrer', 'agreeTerms', 'enterInformation'], customerState);
  popup = installFakePopup();
  const app = renderApp('/signup/enterInformation');
  // The first test also loads the wizard chunk: give it time on a busy machine.
  await screen.findByRole('heading', { level: 1, name: '회원 정보를 입력해 주세요' });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { ...app, api, user };
}

type User = ReturnType<typeof userEvent.setup>;
let popup: ReturnType<typeof installFakePopup>;

/** 휴대폰 본인확인 through the (fake) popup: the verified person is 홍길동, 010-1234-5678. */
async function verifyIdentity(user: User) {
  await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));
  await waitFor(() => expect(popup.posted.length).toBeGreaterThan(0));
  popup.deliver({});
  await screen.findByText('본인확인이 완료되었습니다.');
}

async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

async function verifyEmail(user: User, local = 'newbie1') {
  await fill(user, emailLocal(), local);
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  await fill(user, await screen.findByLabelText('인증번호'), CODE);
  await user.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByText('이메일 인증이 완료되었습니다.');
}

async function fillValidForm(user: User) {
  await fill(user, idInput(), 'newbie1');
  await user.click(screen.getByRole('button', { name: '중복 확인' }));
  await screen.findByText('사용할 수 있는 아이디입니다.');
  await fill(user, passwordInput(), 'abc12345!');
  await fill(user, confirmInput(), 'abc12345!');
  await fill(user, lastNameInput(), '홍');
  await fill(user, firstNameInput(), '길동');
  await verifyEmail(user);
  await fill(user, mobileInput(), '01012345678');
  await verifyIdentity(user);
}

describe('/signup/enterInformation: client rules (SPEC §5)', () => {
  it('shows every missing value next to its input, linked with aria-describedby, without calling register', async () => {
    const { api, user } = await open();
    expect(screen.getByTestId('signup-info-referrer').textContent).toBe('김서연 (1000000001)');
    await user.click(submit());
    expect(errorOf(idInput())).toBe('아이디는 영문과 숫자로 4~20자 입력해 주세요.');
    expect(errorOf(passwordInput())).toBe('비밀번호를 입력해 주세요.');
    expect(errorOf(confirmInput())).toBe('비밀번호가 일치하지 않습니다.');
    expect(errorOf(lastNameInput())).toBe('이름을 입력해 주세요.');
    expect(errorOf(firstNameInput())).toBe('이름을 입력해 주세요.');
    expect(errorOf(emailLocal())).toBe(
      '올바른 이메일 형식이 아닙니다. (아이디 3~64자, 영문·숫자·. _ - 사용)'
    );
    expect(errorOf(mobileInput())).toBe('휴대폰 번호를 입력해 주세요.');
    expect(idInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(idInput());
    expect(registerCalls(api)).toHaveLength(0);
  });

  it('explains each wrong value (id, password length/contents/range, confirmation, name, email, mobile)', async () => {
    const { user } = await open();
    await fill(user, idInput(), 'ab!');
    await fill(user, passwordInput(), 'abc1');
    await fill(user, confirmInput(), 'abc2');
    await fill(user, lastNameInput(), '가'.repeat(21));
    await fill(user, emailLocal(), 'a b');
    await fill(user, mobileInput(), '010-12ab');
    await user.click(submit());
    expect(errorOf(idInput())).toBe('아이디는 영문과 숫자로 4~20자 입력해 주세요.');
    expect(errorOf(passwordInput())).toBe('비밀번호는 7자 이상 입력해 주세요.');
    expect(errorOf(confirmInput())).toBe('비밀번호가 일치하지 않습니다.');
    expect(errorOf(lastNameInput())).toBe('20자 이내로 입력해 주세요.');
    expect(errorOf(emailLocal())).toMatch(/^올바른 이메일 형식이 아닙니다/);
    expect(errorOf(mobileInput())).toBe('휴대폰 번호는 숫자만 입력해 주세요.');

    await fill(user, passwordInput(), 'abcdefgh');
    expect(errorOf(passwordInput())).toMatch(/^비밀번호는 영문과 숫자를 포함해 7~16자로/);
    await fill(user, passwordInput(), 'abcd1234abcd12345');
    expect(errorOf(passwordInput())).toBe('비밀번호는 7~16자로 입력해 주세요.');
    await fill(user, mobileInput(), '010123456789');
    expect(errorOf(mobileInput())).toBe('휴대폰 번호는 11자리 이내로 입력해 주세요.');
    // Fixed values lose their message as they are typed.
    await fill(user, passwordInput(), 'abc12345');
    expect(errorOf(passwordInput())).toBeNull();
  });

  it('judges a field when it is left, and the judged confirmation again when the password changes', async () => {
    const { user } = await open();
    await fill(user, idInput(), 'ab');
    await user.tab();
    expect(errorOf(idInput())).toBe('아이디는 영문과 숫자로 4~20자 입력해 주세요.');
    await user.type(idInput(), 'cd');
    await waitFor(() => expect(errorOf(idInput())).toBeNull());

    await fill(user, passwordInput(), 'abc12345');
    await fill(user, confirmInput(), 'abc1234');
    await user.tab();
    expect(errorOf(confirmInput())).toBe('비밀번호가 일치하지 않습니다.');
    await fill(user, passwordInput(), 'abc1234');
    await waitFor(() => expect(errorOf(confirmInput())).toBeNull());
    expect(screen.getByText('비밀번호가 일치합니다.')).toBeTruthy();
  });

  it('shows the password rules live and the confirmation when it matches', async () => {
    const { user } = await open();
    const rules = screen.getByRole('list', { name: '비밀번호 조건' });
    expect(passwordInput().getAttribute('aria-describedby')).toContain(rules.parentElement!.id);
    const met = () => [...rules.querySelectorAll('li')].map((li) => li.dataset.met);
    expect(met()).toEqual(['false', 'false', 'false']);
    await fill(user, passwordInput(), 'abcdefg');
    expect(met()).toEqual(['true', 'false', 'true']);
    await fill(user, passwordInput(), 'abc1234');
    expect(met()).toEqual(['true', 'true', 'true']);
    await fill(user, confirmInput(), 'abc1234');
    await user.tab();
    expect(screen.getByText('비밀번호가 일치합니다.')).toBeTruthy();
  });

  it('shows the mobile number 3-4-4 and sends digits only', async () => {
    const { user } = await open();
    await fill(user, mobileInput(), '01012345678');
    await user.tab();
    expect(mobileInput().value).toBe('010-1234-5678');
    expect(errorOf(mobileInput())).toBeNull();
  });
});

describe('/signup/enterInformation: login id duplicate check', () => {
  it('is required before submitting (SIG_ValidCheckNickName)', async () => {
    const { api, user } = await open();
    await fill(user, idInput(), 'newbie1');
    await user.click(submit());
    expect(errorOf(idInput())).toBe('아이디 중복 확인을 해 주세요.');
    expect(registerCalls(api)).toHaveLength(0);
  });

  it('says when the id is taken, when it is free, and asks again after an edit', async () => {
    const { user } = await open();
    await fill(user, idInput(), 'taken1');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() => expect(errorOf(idInput())).toBe('이미 사용 중인 아이디입니다.'));
    await fill(user, idInput(), 'free1234');
    expect(errorOf(idInput())).toBeNull();
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeTruthy();
    expect(idInput().getAttribute('aria-describedby')).toBe('signup-login-id-ok');
    await user.type(idInput(), 'x');
    expect(screen.queryByText('사용할 수 있는 아이디입니다.')).toBeNull();
    await user.click(submit());
    expect(errorOf(idInput())).toBe('아이디 중복 확인을 해 주세요.');
  });

  it('checks the format before asking the server', async () => {
    const { api, user } = await open();
    await fill(user, idInput(), 'ab');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(errorOf(idInput())).toBe('아이디는 영문과 숫자로 4~20자 입력해 주세요.');
    expect(api.calls.some((c) => c.url.pathname.endsWith('findExistUserNickNm'))).toBe(false);
  });
});

describe('/signup/enterInformation: email code', () => {
  it('refuses a registered email before sending (SIG_ValidDupEmail)', async () => {
    const { api, user } = await open();
    await fill(user, emailLocal(), 'taken');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await waitFor(() =>
      expect(errorOf(emailLocal())).toBe('이미 가입된 이메일입니다. 다른 이메일을 입력해 주세요.')
    );
    expect(api.calls.some((c) => c.url.pathname.endsWith('sendAuthenticationMail'))).toBe(false);
  });

  it('sends to a typed domain, counts down 5:00, allows a resend after 60 s, expires at 0:00', async () => {
    const { api, user } = await open(fakeSignupApi(), { fakeTimers: true });
    await fill(user, emailLocal(), 'Newbie.1');
    await user.selectOptions(screen.getByLabelText('이메일 도메인 선택'), 'direct');
    await fill(user, screen.getByLabelText('이메일 도메인 직접 입력'), 'Example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(
      await screen.findByText('newbie.1@example.com(으)로 인증번호를 보냈습니다. 메일함을 확인해 주세요.')
    ).toBeTruthy();
    const sent = api.calls.find((c) => c.url.pathname.endsWith('sendAuthenticationMail'))!;
    expect(bodyOf(sent)).toEqual({ email: 'newbie.1@example.com', purpose: 'SIGNUP' });
    expect(document.activeElement).toBe(codeInput());
    const timer = () => screen.getByTestId('signup-code-timer').textContent;
    expect(timer()).toBe('남은 시간 5:00');
    const resend = () => screen.getByRole<HTMLButtonElement>('button', { name: '인증번호 다시 받기' });
    expect(resend().disabled).toBe(true);
    expect(screen.getByText('60초 후에 다시 받을 수 있어요.')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(1000));
    expect(timer()).toBe('남은 시간 4:59');
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(timer()).toBe('남은 시간 4:00');
    expect(resend().disabled).toBe(false);

    await act(async () => vi.advanceTimersByTime(240_000));
    expect(timer()).toBe('남은 시간 0:00');
    expect(errorOf(codeInput())).toBe('인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.');
    expect(codeInput().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '확인' }).disabled).toBe(true);

    await user.click(resend());
    await waitFor(() => expect(timer()).toBe('남은 시간 5:00'));
    expect(codeInput().disabled).toBe(false);
    expect(api.calls.filter((c) => c.url.pathname.endsWith('sendAuthenticationMail'))).toHaveLength(2);
  });

  it('checks the code format (VA_AuthNumber), shows a mismatch with the tries left, then verifies', async () => {
    const { api, user } = await open();
    await fill(user, emailLocal(), 'newbie1');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await fill(user, await screen.findByLabelText('인증번호'), '12a');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(errorOf(codeInput())).toBe('인증번호 6자리를 숫자로 입력해 주세요.');
    expect(api.calls.some((c) => c.url.pathname.endsWith('checkAuthenticationNumber'))).toBe(false);
    await fill(user, codeInput(), '000000');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(errorOf(codeInput())).toBe('인증번호가 일치하지 않습니다. (남은 횟수 4회)'));
    await fill(user, codeInput(), CODE);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('이메일 인증이 완료되었습니다.')).toBeTruthy();
    expect(emailLocal().disabled).toBe(true);
    expect(screen.queryByLabelText('인증번호')).toBeNull();
    // Changing the address starts over.
    await user.click(screen.getByRole('button', { name: '이메일 변경' }));
    expect(emailLocal().disabled).toBe(false);
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeTruthy();
  });

  it('shows the cooldown (MAIL_COOLDOWN) with the seconds to wait', async () => {
    const api = fakeSignupApi({
      send: () => fail(429, 'MAIL_COOLDOWN', 'wait', { data: { retryAfterSeconds: 42 } })
    });
    const { user } = await open(api);
    await fill(user, emailLocal(), 'newbie1');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await waitFor(() => expect(errorOf(emailLocal())).toBe('42초 후에 인증번호를 다시 요청할 수 있습니다.'));
    // The code mailed a moment ago is still good: its input is there.
    expect(screen.getByLabelText('인증번호')).toBeTruthy();
  });

  it('requires a verified email before submitting (SIG_ValidEmailAuth)', async () => {
    const { api, user } = await open();
    await fill(user, emailLocal(), 'newbie1');
    await user.click(submit());
    expect(errorOf(emailLocal())).toBe('이메일 인증을 완료해 주세요.');
    expect(registerCalls(api)).toHaveLength(0);
  });
});

describe('/signup/enterInformation: register', () => {
  it('sends one register call (double clicks included) and lands on complete; nothing secret is stored', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeSignupApi({
      register: () => ({
        status: 201,
        body: { data: { userSeqNo: 77, userNumber: '2123456789', loginId: 'newbie1' } }
      })
    });
    const { user, router } = await open(api);
    await fillValidForm(user);
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/register/init')) await gate;
      return original(input, init);
    });
    const button = submit();
    await user.click(button);
    await user.click(button);
    expect(button.textContent).toBe('가입 처리 중…');
    release();
    await screen.findByRole('heading', { level: 1, name: '회원가입이 완료되었습니다' });
    expect(router.state.location.pathname).toBe('/signup/complete');
    expect(registerCalls(api)).toHaveLength(1);
    expect(bodyOf(registerCalls(api)[0]!)).toEqual({
      userType: 'BEAUTY_CONSUMER',
      loginId: 'newbie1',
      password: 'abc12345!',
      passwordConfirm: 'abc12345!',
      lastName: '홍',
      firstName: '길동',
      email: 'newbie1@naver.com',
      emailVerificationToken: 'proof-1',
      mobileNumber: '01012345678',
      certificationRequestId: REQUEST_ID,
      referralUserNumber: '1000000001',
      agreements: customerState.agreements
    });
    expect(screen.getByTestId('signup-complete-memberNumber').textContent).toBe('2123456789');
    expect(storedSteps()).toEqual(['complete']);
    expect(sessionStorage.getItem(SIGNUP_STORAGE_KEYS.state)).toBeNull();
    const stored = [sessionStorage, localStorage]
      .flatMap((area) => Array.from({ length: area.length }, (_, i) => area.getItem(area.key(i) ?? '')))
      .join('\n');
    expect(stored).not.toContain('abc12345!');
    expect(stored).not.toContain('proof-1');
  }, 20_000);

  it('requires identity verification before submitting (ALT_Certification), then prefills the verified name and mobile', async () => {
    const { api, user } = await open();
    await fill(user, idInput(), 'newbie1');
    await user.click(screen.getByRole('button', { name: '중복 확인' }));
    await screen.findByText('사용할 수 있는 아이디입니다.');
    await fill(user, passwordInput(), 'abc12345!');
    await fill(user, confirmInput(), 'abc12345!');
    await fill(user, lastNameInput(), '홍');
    await fill(user, firstNameInput(), '길동');
    await verifyEmail(user);
    await fill(user, mobileInput(), '01099998888');
    await user.click(submit());
    expect((await screen.findByTestId('signup-identity-error')).textContent).toBe(
      '본인확인을 먼저 진행해 주세요.'
    );
    expect(registerCalls(api)).toHaveLength(0);
    await verifyIdentity(user);
    expect(screen.queryByTestId('signup-identity-error')).toBeNull();
    expect(lastNameInput().value).toBe('홍');
    expect(firstNameInput().value).toBe('길동');
    expect(mobileInput().value).toBe('010-1234-5678');
    expect(mobileInput().readOnly).toBe(true);
    // The name may be split differently, never changed to someone else's.
    await fill(user, firstNameInput(), '철수');
    await user.click(submit());
    expect(errorOf(firstNameInput())).toContain('본인확인한 정보와 입력한 정보가 다릅니다.');
    expect(registerCalls(api)).toHaveLength(0);
  }, 30_000);

  it('IDENTITY_ALREADY_REGISTERED offers login and find account; a spent verification asks to verify again', async () => {
    let answer = fail(409, 'IDENTITY_ALREADY_REGISTERED');
    const api = fakeSignupApi({ register: () => answer });
    const { user } = await open(api);
    await fillValidForm(user);
    await user.click(submit());
    const alert = await screen.findByTestId('signup-error');
    expect(alert.textContent).toContain('이미 가입된 회원입니다.');
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: '아이디 찾기' }).getAttribute('href')).toBe('/findAccount');
    answer = fail(409, 'CERT_ALREADY_USED');
    await user.click(submit());
    expect((await screen.findByTestId('signup-identity-error')).textContent).toContain(
      '이미 사용된 본인확인입니다.'
    );
    expect(screen.getByRole('button', { name: '휴대폰 본인확인' })).toBeTruthy();
  }, 30_000);

  it('9002: a person whose withdrawn account may not rejoin yet is told from when', async () => {
    const api = fakeSignupApi({
      register: () => fail(401, '9002', '9002', { data: { rejoinDate: '2026-12-20T10:00:00.000Z' } })
    });
    const { user } = await open(api);
    await fillValidForm(user);
    await user.click(submit());
    const alert = await screen.findByTestId('signup-error');
    expect(alert.textContent).toContain('탈퇴한 회원입니다. 2026-12-20부터 다시 가입할 수 있습니다.');
  }, 30_000);

  it('puts LOGIN_ID_TAKEN on the id and keeps everything typed', async () => {
    const api = fakeSignupApi({ register: () => fail(409, 'LOGIN_ID_TAKEN') });
    const { user } = await open(api);
    await fillValidForm(user);
    await user.click(submit());
    await waitFor(() => expect(errorOf(idInput())).toBe('이미 사용 중인 아이디입니다.'));
    expect(document.activeElement).toBe(idInput());
    expect(idInput().value).toBe('newbie1');
    expect(passwordInput().value).toBe('abc12345!');
    expect(confirmInput().value).toBe('abc12345!');
    expect(mobileInput().value).toBe('010-1234-5678');
    expect(screen.getByText('이메일 인증이 완료되었습니다.')).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts EMAIL_TAKEN on the email and lets the address be changed', async () => {
    const api = fakeSignupApi({ register: () => fail(409, 'EMAIL_TAKEN') });
    const { user } = await open(api);
    await fillValidForm(user);
    await user.click(submit());
    await waitFor(() => expect(errorOf(emailLocal())).toBe('이미 가입된 이메일입니다.'));
    expect(emailLocal().disabled).toBe(false);
    expect(emailLocal().value).toBe('newbie1');
    expect(idInput().value).toBe('newbie1');
  });

  it('explains REFERRER_NOT_FOUND with a way back to the referrer step', async () => {
    const api = fakeSignupApi({ register: () => fail(404, 'REFERRER_NOT_FOUND') });
    const { user } = await open(api);
    await fillValidForm(user);
    await user.click(submit());
    const alert = await screen.findByTestId('signup-error');
    expect(alert.textContent).toContain('추천인 정보를 찾을 수 없습니다. 회원번호를 확인해 주세요.');
    expect(screen.getByRole('link', { name: '추천인 다시 선택하기' }).getAttribute('href')).toBe(
      '/signup/selectReferrer'
    );
    expect(passwordInput().value).toBe('abc12345!');
  });

  it('maps the server field refusals onto their inputs', async () => {
    const api = fakeSignupApi({
      register: () =>
        fail(400, 'VALIDATION_FAILED', 'check', {
          fields: [
            { field: 'password', code: 'VA_PasswordContain', message: 'x' },
            { field: 'mobileNumber', code: 'VA_MobileLength', message: 'x' },
            { field: 'agreements.SERVICE', code: 'SIG_AgreeRequiredTerms', message: 'x' }
          ]
        })
    });
    const { user } = await open(api);
    await fillValidForm(user);
    await user.click(submit());
    await waitFor(() => expect(errorOf(passwordInput())).toMatch(/^비밀번호는 영문과 숫자를 포함해/));
    expect(errorOf(mobileInput())).toBe('휴대폰 번호는 11자리 이내로 입력해 주세요.');
    expect(screen.getByTestId('signup-error').textContent).toContain('필수 약관에 모두 동의해 주세요.');
    expect(screen.getByRole('link', { name: '약관 동의 다시 하기' }).getAttribute('href')).toBe(
      '/signup/agreeTerms'
    );
  });
});
