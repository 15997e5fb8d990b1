import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { MIGRATE_RESULT_KEY } from '../lib/migrate-result';

const bodyOf = (call: FakeCall) => JSON.parse(String(call.body)) as Record<string, unknown>;
const profile = {
  maskedLoginId: 'ha*****im',
  maskedName: '김*나',
  maskedEmail: 'ha*******@example.com',
  maskedMobile: '010-****-8901',
  userType: 'BEAUTY_CONSUMER',
  legacyMemberNumber: '2100000001'
};

/** The migrate endpoints: old account hanna.kim / oldmall2019!, login id "taken1" exists. */
function fakeMigrateApi(complete?: (call: FakeCall) => { status?: number; body?: unknown }) {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'POST /api/member/v1/public/migrate/info': (call) =>
      bodyOf(call).legacyLoginId === 'hanna.kim' && bodyOf(call).password === 'oldmall2019!'
        ? ok({ profile, migrateToken: 'token-1', expiresAt: '2026-01-01T00:30:00Z' })
        : fail(404, 'MIGRATE_NOT_FOUND'),
    'GET /api/member/v1/public/migrate/info/without-password/mailed-id-1': () =>
      ok({
        profile: { ...profile, legacyMemberNumber: null },
        migrateToken: 'token-2',
        expiresAt: '2026-01-01T00:30:00Z'
      }),
    'POST /api/member/v1/public/findExistUserNickNm': (call) =>
      ok({ duplicate: String(bodyOf(call).loginId).toLowerCase() === 'taken1' }),
    'POST /api/member/v1/public/migrate/complete': (call) =>
      complete?.(call) ?? {
        status: 201,
        body: {
          data: {
            userNumber: '2100000001',
            loginId: String(bodyOf(call).loginId).toLowerCase(),
            userType: 'BEAUTY_CONSUMER',
            keptMemberNumber: true
          }
        }
      }
  });
}

async function findOldAccount() {
  await screen.findByRole('heading', { level: 1, name: '기존 회원 계정 이전' });
  fireEvent.change(screen.getByLabelText('기존 아이디'), { target: { value: ' hanna.kim ' } });
  fireEvent.change(screen.getByLabelText('기존 비밀번호'), { target: { value: 'oldmall2019!' } });
  fireEvent.click(screen.getByRole('button', { name: '기존 계정 찾기' }));
  await screen.findByTestId('migrate-profile');
}

function fillNewAccount(loginId: string, password = 'Newmall123!', confirm = password) {
  fireEvent.change(screen.getByLabelText('새 아이디'), { target: { value: loginId } });
  fireEvent.change(screen.getByLabelText('새 비밀번호'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('새 비밀번호 확인'), { target: { value: confirm } });
}

describe('/migrate', () => {
  it('finds the old account, checks the new id, and completes: the complete screen shows the kept number', async () => {
    const { calls } = fakeMigrateApi();
    renderApp('/migrate');
    await findOldAccount();
    const found = screen.getByTestId('migrate-profile');
    expect(found.textContent).toContain('김*나');
    expect(found.textContent).toContain('2100000001');
    expect(found.textContent).not.toContain('hanna.kim@example.com');
    expect(bodyOf(calls.find((c) => c.url.pathname.endsWith('/migrate/info'))!)).toEqual({
      legacyLoginId: 'hanna.kim',
      password: 'oldmall2019!'
    });

    fillNewAccount('Hanna2026');
    fireEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText('사용할 수 있는 아이디입니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '필수 약관에 모두 동의' }));
    fireEvent.click(screen.getByRole('button', { name: '계정 이전하기' }));

    expect(await screen.findByRole('heading', { name: '계정 이전이 완료되었습니다' })).toBeTruthy();
    expect(screen.getByTestId('migrate-complete-memberNumber').textContent).toBe('2100000001');
    expect(screen.getByTestId('migrate-complete-loginId').textContent).toBe('hanna2026');
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe('/login');
    const sent = bodyOf(calls.find((c) => c.url.pathname.endsWith('/migrate/complete'))!);
    expect(sent).toMatchObject({
      migrateToken: 'token-1',
      loginId: 'Hanna2026',
      password: 'Newmall123!',
      passwordConfirm: 'Newmall123!',
      agreements: { SERVICE: true, PRIVACY: true, AGE_14: true }
    });
    // Only what the complete screen shows is kept: no token, no password.
    const stored = sessionStorage.getItem(MIGRATE_RESULT_KEY) ?? '';
    expect(stored).toContain('2100000001');
    expect(stored).not.toMatch(/token-1|Newmall123/);
  }, 20_000);

  it('shows the rules before calling: required old id and password, then the new-account rules', async () => {
    const { calls } = fakeMigrateApi();
    renderApp('/migrate');
    await screen.findByRole('heading', { level: 1, name: '기존 회원 계정 이전' });
    fireEvent.click(screen.getByRole('button', { name: '기존 계정 찾기' }));
    expect(await screen.findByText('기존 아이디를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/migrate/info'))).toBe(false);
    // A message goes as soon as its field is fixed, not at the next submit.
    fireEvent.change(screen.getByLabelText('기존 아이디'), { target: { value: 'legacy01' } });
    await waitFor(() => expect(screen.queryByText('기존 아이디를 입력해 주세요.')).toBeNull());
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeTruthy();

    await findOldAccount();
    fillNewAccount('ab', 'short1', 'other');
    fireEvent.click(screen.getByRole('button', { name: '계정 이전하기' }));
    expect(await screen.findByText('아이디는 영문과 숫자로 4~20자 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호는 7자 이상 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(screen.getByText('필수 약관에 모두 동의해 주세요.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('새 비밀번호 확인'), { target: { value: 'short1' } });
    await waitFor(() => expect(screen.queryByText('비밀번호가 일치하지 않습니다.')).toBeNull());

    fillNewAccount('newone1');
    fireEvent.click(screen.getByRole('checkbox', { name: '필수 약관에 모두 동의' }));
    fireEvent.click(screen.getByRole('button', { name: '계정 이전하기' }));
    expect(await screen.findByText('아이디 중복 확인을 해 주세요.')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/migrate/complete'))).toBe(false);
  });

  it('refuses a taken id at the duplicate check and a wrong old password from the API', async () => {
    fakeMigrateApi();
    renderApp('/migrate');
    await screen.findByRole('heading', { level: 1, name: '기존 회원 계정 이전' });
    fireEvent.change(screen.getByLabelText('기존 아이디'), { target: { value: 'hanna.kim' } });
    fireEvent.change(screen.getByLabelText('기존 비밀번호'), { target: { value: 'wrong-one1' } });
    fireEvent.click(screen.getByRole('button', { name: '기존 계정 찾기' }));
    expect((await screen.findByTestId('migrate-error')).textContent).toBe(
      '일치하는 기존 회원 정보가 없습니다. 아이디와 비밀번호를 확인해 주세요.'
    );
    expect(screen.getByLabelText<HTMLInputElement>('기존 비밀번호').value).toBe('');

    await findOldAccount();
    fillNewAccount('Taken1');
    fireEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeTruthy();
  });

  it('an expired token at completion says so and offers to start again', async () => {
    fakeMigrateApi(() => fail(410, 'MIGRATE_TOKEN_EXPIRED'));
    renderApp('/migrate');
    await findOldAccount();
    fillNewAccount('later1');
    fireEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await screen.findByText('사용할 수 있는 아이디입니다.');
    fireEvent.click(screen.getByRole('checkbox', { name: '필수 약관에 모두 동의' }));
    fireEvent.click(screen.getByRole('button', { name: '계정 이전하기' }));
    const error = await screen.findByTestId('migrate-error');
    expect(error.textContent).toContain('계정 이전 유효시간(30분)이 지났습니다.');
    fireEvent.click(within(error).getByRole('button', { name: '본인 계정이 아닌가요? 다시 찾기' }));
    await waitFor(() => expect(screen.getByLabelText('기존 아이디')).toBeTruthy());
  });

  it('the mailed link (?id=) finds the account without the password and without showing the member number', async () => {
    fakeMigrateApi();
    renderApp('/migrate?id=mailed-id-1');
    const found = await screen.findByTestId('migrate-profile');
    expect(found.textContent).toContain('김*나');
    expect(found.textContent).not.toContain('2100000001');
    expect(screen.getByLabelText('새 아이디')).toBeTruthy();
  });
});

describe('/migrate/complete', () => {
  it('without a finished migration offers to start one', async () => {
    fakeMigrateApi();
    renderApp('/migrate/complete');
    expect(await screen.findByText('완료된 계정 이전 정보가 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '계정 이전하러 가기' }).getAttribute('href')).toBe('/migrate');
  });
});
