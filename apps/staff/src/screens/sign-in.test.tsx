import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInScreen } from './sign-in';

type Answer = { status: number; body: unknown };

/** The console against a scripted API: each sign-in request gets the next answer; the bodies sent are kept. */
function renderSignIn(answers: Answer[]) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const answer = answers.shift()!;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    })
  );
  const router = createMemoryRouter(
    [
      { path: '/login', element: <SignInScreen /> },
      { path: '/orders', element: <p>desk</p> },
      { path: '/updates', element: <p>content desk</p> }
    ],
    { initialEntries: ['/login'] }
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return { sent, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE = {
  staffId: 1,
  loginId: 'desk1',
  name: '이도윤',
  department: '물류팀',
  roles: ['ORDER_DESK'],
  permissions: []
};

describe('staff sign-in', () => {
  it('asks for the code after the password, refuses a short code itself, then opens the desk', async () => {
    const user = userEvent.setup();
    const { sent, router } = renderSignIn([
      {
        status: 401,
        body: { status: 401, code: 'STAFF_OTP_REQUIRED', message: '인증 앱의 6자리 코드를 입력해 주세요.' }
      },
      { status: 200, body: { data: { status: 'SIGNED_IN', staff: PROFILE, expiresIn: 43200 } } }
    ]);
    await user.type(screen.getByLabelText('아이디'), 'desk1');
    await user.type(screen.getByLabelText('비밀번호'), 'staff1234!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    const code = await screen.findByLabelText('인증 코드 (6자리)');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert').textContent).toBe('인증 코드는 숫자 6자리입니다.');
    expect(sent).toHaveLength(1);
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(sent[1]).toEqual({
      grant_type: 'password',
      username: 'desk1',
      password: 'staff1234!',
      otp: '123456'
    });
  });

  it('opens content staff on their first desk, not on the order desk they may not read', async () => {
    const user = userEvent.setup();
    const { router } = renderSignIn([
      {
        status: 200,
        body: {
          data: {
            status: 'SIGNED_IN',
            staff: { ...PROFILE, loginId: 'content1', permissions: ['content.manage', 'feedback.moderate'] },
            expiresIn: 43200
          }
        }
      }
    ]);
    await user.type(screen.getByLabelText('아이디'), 'content1');
    await user.type(screen.getByLabelText('비밀번호'), 'staff1234!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updates'));
  });

  it('shows the enrolment key at a first sign-in and the refusal of a wrong code', async () => {
    const user = userEvent.setup();
    renderSignIn([
      {
        status: 200,
        body: {
          data: {
            status: 'ENROL_TOTP',
            secret: 'ABCDEFGHIJKLMNOP',
            otpauthUri: 'otpauth://totp/x?secret=ABCDEFGHIJKLMNOP'
          }
        }
      },
      {
        status: 401,
        body: {
          status: 401,
          code: 'STAFF_LOGIN_FAILED',
          message: '아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다.'
        }
      }
    ]);
    await user.type(screen.getByLabelText('아이디'), 'new1');
    await user.type(screen.getByLabelText('비밀번호'), 'first-pass!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('ABCD EFGH IJKL MNOP');
    await user.type(screen.getByLabelText('인증 코드 (6자리)'), '654321');
    await user.click(screen.getByRole('button', { name: '등록하고 로그인' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다.'
    );
    // The code field is emptied for the next try; the key stays on screen.
    expect((screen.getByLabelText('인증 코드 (6자리)') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('totp-secret').textContent).toBe('ABCD EFGH IJKL MNOP');
  });
});
