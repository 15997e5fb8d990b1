import type { MemberMemoList, MemberSummary } from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoDialog } from './memo-dialog';

const SUMMARY: MemberSummary = {
  userId: 5,
  userNumber: '3000000005',
  name: '이민준',
  userType: 'BEAUTY_CONSUMER',
  rank: 'MEMBER',
  userStatus: 'ACTIVATED',
  joinDatetime: '2026-01-02T03:00:00.000Z',
  beautyPlannerDatetime: null,
  belongStoreName: null,
  marketingAgreement: 'N',
  gender: null,
  birthDate: null,
  loginId: 'minjun',
  email: null,
  mobileNumber: null,
  referralUserNumber: null,
  inquiryCount: 2
};
const memo = (id: number, content: string, fixed: boolean) => ({
  memberMemoId: id,
  userId: 5,
  createdUserDepartment: '고객만족팀',
  createdUserName: '상담원',
  memberMemoContent: content,
  fixed,
  createdAt: '2026-11-20T03:00:00.000Z',
  comments: []
});

function setup(list: MemberMemoList) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ url, method, body });
      const data = url.endsWith('/members/5')
        ? SUMMARY
        : method === 'POST'
          ? { list: [memo(9, '통화는 오후 선호', true), ...list.list] }
          : list;
      return new Response(JSON.stringify({ data }), { status: 200 });
    })
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoDialog userId={5} onClose={() => undefined} />
    </QueryClientProvider>
  );
  return { calls, user: userEvent.setup() };
}

describe('the member memo dialog', () => {
  it('says INQ_AlertMemo for an empty memo and sends nothing; a memo is sent without a department', async () => {
    const { calls, user } = setup({ list: [memo(1, '배송 문의 응대', false)] });
    const dialog = await screen.findByTestId('member-memo-dialog');
    await within(dialog).findByText('배송 문의 응대');
    await user.click(within(dialog).getByTestId('member-memo-add'));
    expect(within(dialog).getByRole('alert').textContent).toBe('메모 내용을 입력해 주세요.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByTestId('member-memo-input'), '  통화는 오후 선호 ');
    await user.click(within(dialog).getByLabelText('상단 고정'));
    await user.click(within(dialog).getByTestId('member-memo-add'));
    await within(dialog).findByText('통화는 오후 선호');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/staff/v1/membermemo',
      body: { userId: 5, memberMemoContent: '통화는 오후 선호', fixed: true }
    });
    expect(within(dialog).getAllByTestId('member-memo')[0]!.textContent).toContain('고정');
  });

  it('says ALT_InsertContent for an empty comment', async () => {
    const { calls, user } = setup({ list: [memo(1, '배송 문의 응대', false)] });
    const dialog = await screen.findByTestId('member-memo-dialog');
    await within(dialog).findByText('배송 문의 응대');
    await user.click(within(dialog).getByRole('button', { name: '댓글 등록' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('내용을 입력해 주세요.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
