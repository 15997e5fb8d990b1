import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../shared/api/query-client';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { renderWithProviders } from '../../../shared/testing/render';
import { grantOf } from '../api/feedback-grants';
import { FeedbackDetailRoute } from '../routes/feedback-detail-route';
import { FeedbackWriteRoute } from '../routes/feedback-write-route';
import { PasswordPrompt } from './password-prompt';

beforeAll(async () => {
  await loadNamespace('content');
});

const BASE = '/api/etc/v1/public/feedback';
const POST = {
  feedbackId: 7,
  category: 'PRODUCT',
  title: '선크림 문의',
  body: '바른 뒤 트러블이 생겼어요. 추천 부탁드려요.',
  visibility: 'PRIVATE',
  writerName: '이**',
  guest: true,
  createdAt: '2026-11-27T03:00:00.000Z',
  updatedAt: null,
  reply: null,
  canEdit: true
};
const passwordInput = () => screen.getByLabelText<HTMLInputElement>('비밀번호', { selector: 'input' });

describe('the post password prompt', () => {
  it('asks for a password before calling; counts a wrong one (n/5); keeps the grant of a right one', async () => {
    let attempts = 0;
    const api = installFakeApi({
      [`POST ${BASE}/7/password`]: (call: FakeCall) => {
        attempts += 1;
        return JSON.parse(String(call.body)).password === 'pw1234'
          ? ok({ grant: '7.9999999999999.mac', expiresAt: new Date(Date.now() + 600_000).toISOString() })
          : fail(400, 'FEEDBACK_PASSWORD_WRONG', 'wrong', { data: { failCount: attempts, limit: 5 } });
      }
    });
    const onOpened = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PasswordPrompt feedbackId={7} onOpened={onOpened} />);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    await user.type(passwordInput(), 'nope');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('비밀번호가 올바르지 않습니다. (1/5)')).toBeTruthy();
    expect(passwordInput().value).toBe('');
    expect(onOpened).not.toHaveBeenCalled();

    await user.type(passwordInput(), 'pw1234');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledOnce());
    expect(grantOf(7)).toBe('7.9999999999999.mac');
    expect(screen.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).getAttribute('href')).toBe(
      '/feedback/resetpw?id=7'
    );
  });
});

describe('a private guest post', () => {
  it('shows the prompt, then the post with the grant sent along', async () => {
    const api = installFakeApi({
      [`GET ${BASE}/8`]: (call: FakeCall) =>
        call.headers.get('x-feedback-grant') === '8.1.mac'
          ? ok({ ...POST, feedbackId: 8 })
          : fail(403, 'FEEDBACK_PASSWORD_REQUIRED'),
      [`POST ${BASE}/8/password`]: () =>
        ok({ grant: '8.1.mac', expiresAt: new Date(Date.now() + 600_000).toISOString() })
    });
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/feedback/:feedbackId', element: <FeedbackDetailRoute /> }], {
      initialEntries: ['/feedback/8']
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
    expect(await screen.findByRole('heading', { level: 1, name: '비밀글입니다' })).toBeTruthy();
    expect(screen.queryByText(POST.body)).toBeNull();
    await user.type(passwordInput(), 'pw1234');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByTestId('feedback-body')).toHaveProperty('textContent', POST.body);
    expect(
      api.calls
        .filter((call) => call.method === 'GET')
        .at(-1)!
        .headers.get('x-feedback-grant')
    ).toBe('8.1.mac');
  });
});

describe('the guest write form', () => {
  it('shows each rule, then sends the guest block with the post', async () => {
    let sent: Record<string, unknown> | null = null;
    installFakeApi({
      [`POST ${BASE}`]: (call: FakeCall) => {
        sent = JSON.parse(String(call.body)) as Record<string, unknown>;
        return ok({ feedbackId: 9, grant: '9.1.mac' });
      }
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<FeedbackWriteRoute />, { path: '/feedback/write' });
    await user.click(await screen.findByRole('button', { name: '등록' }));
    expect(await screen.findByText('분류를 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('이름을 입력해 주세요. (20자 이내)')).toBeTruthy();
    expect(screen.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeTruthy();
    expect(sent).toBeNull();

    await user.selectOptions(screen.getByLabelText('분류'), 'PRAISE');
    await user.type(screen.getByLabelText('제목'), '직원분이 친절했어요');
    await user.type(screen.getByLabelText('내용'), '매장 직원분이 아주 친절하게 설명해 주셨어요.');
    await user.type(screen.getByLabelText('이름'), '김고객');
    await user.type(screen.getByLabelText('이메일'), 'Guest@Example.com');
    await user.type(screen.getByLabelText('비밀번호', { selector: 'input' }), 'pw1234');
    await user.type(screen.getByLabelText('비밀번호 확인', { selector: 'input' }), 'pw9999');
    await user.click(screen.getByTestId('feedback-consent'));
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(sent).toBeNull();

    await user.clear(screen.getByLabelText('비밀번호 확인', { selector: 'input' }));
    await user.type(screen.getByLabelText('비밀번호 확인', { selector: 'input' }), 'pw1234');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback/9'));
    expect(sent).toMatchObject({
      category: 'PRAISE',
      visibility: 'PUBLIC',
      guest: { name: '김고객', email: 'guest@example.com', password: 'pw1234', privacyConsent: true }
    });
    expect(grantOf(9)).toBe('9.1.mac');
  });
});
