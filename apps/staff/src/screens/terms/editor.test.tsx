import type { DeskTermsVersion } from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsEditorScreen } from './editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (overrides: Partial<DeskTermsVersion>): DeskTermsVersion => ({
  id: 7,
  kind: 'USE',
  version: 3,
  status: 'DRAFT',
  title: { 'ko-KR': '이용약관' },
  html: { 'ko-KR': '<h2>제1조</h2><p>본문</p>' },
  effectiveAt: null,
  current: false,
  createdBy: '콘텐츠',
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
  ...overrides
});

function open(answer: DeskTermsVersion) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : null
      });
      return new Response(JSON.stringify({ data: answer }), {
        status: 200,
        headers: { 'content-type': 'application/json' }
      });
    })
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/terms/USE/3']}>
        <Routes>
          <Route path="/terms/:kind/:version" element={<TermsEditorScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return calls;
}

describe('TermsEditorScreen', () => {
  it('publishes a draft with the effective time typed in Seoul time', async () => {
    const calls = open(row({}));
    const user = userEvent.setup();
    const when = await screen.findByTestId('terms-effective-at');
    await user.clear(when);
    await user.type(when, '2027-01-01T00:00');
    await user.click(screen.getByRole('button', { name: '시행일을 정해 게시' }));
    await screen.findByText('게시했습니다. 시행일부터 고객에게 보입니다.');
    expect(calls.at(-2)).toMatchObject({
      method: 'POST',
      url: '/api/staff/v1/terms/USE/versions/3/publish',
      body: { effectiveAt: '2027-01-01T00:00:00+09:00' }
    });
  });

  it('shows a published version read only, with no save nor publish', async () => {
    open(row({ status: 'PUBLISHED', effectiveAt: '2026-11-20T15:00:00.000Z', current: true }));
    expect(
      await screen.findByText('게시한 버전은 고칠 수 없습니다. 바꾸려면 새 버전을 만드세요.')
    ).toBeTruthy();
    expect(screen.getByText('시행 중')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '초안 저장' })).toBeNull();
    expect(screen.queryByRole('button', { name: '시행일을 정해 게시' })).toBeNull();
  });
});
