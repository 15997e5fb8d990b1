import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

const bodyOf = (call: FakeCall) => JSON.parse(String(call.body)) as Record<string, string>;

function fakeApi() {
  return installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'POST /api/member/v1/public/plannerCheck': (call) => {
      const { userNumber, userName } = bodyOf(call);
      if (userNumber === '1000000001' && userName === '김서연')
        return ok({ userId: 1, userStatus: 'ACTIVATED', result: 'CHP_ActivePlanner' });
      if (userNumber === '1000000009')
        return ok({ userId: 9, userStatus: 'WITHDRAWN', result: 'CHP_NonActivePlanner' });
      return fail(404, 'MEMBER_NOT_FOUND');
    }
  });
}

async function check(number: string, name: string) {
  fireEvent.change(screen.getByLabelText('플래너 회원번호'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('플래너 이름'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: '확인하기' }));
}

describe('/check/planner (SPEC §4)', () => {
  it('requires both the number and the name, with translated messages, before calling', async () => {
    const { calls } = fakeApi();
    renderApp('/check/planner');
    await screen.findByRole('heading', { level: 1, name: '플래너 확인' });
    await check(' ', '');
    // The form is checked asynchronously (react-hook-form's resolver): wait for the messages.
    expect(await screen.findByText('플래너 회원번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('플래너 이름을 입력해 주세요.')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/plannerCheck'))).toBe(false);
  });

  it('shows CHP_ActivePlanner, CHP_NonActivePlanner, and not-active for an unknown pair', async () => {
    const { calls } = fakeApi();
    renderApp('/check/planner');
    await screen.findByRole('heading', { level: 1, name: '플래너 확인' });
    await check(' 1000000001 ', ' 김서연 ');
    expect((await screen.findByTestId('planner-check-result')).textContent).toContain(
      '활동 중인 플래너입니다.'
    );
    expect(bodyOf(calls.find((c) => c.url.pathname.endsWith('/plannerCheck'))!)).toEqual({
      userNumber: '1000000001',
      userName: '김서연'
    });
    await check('1000000009', '박하늘');
    expect(
      (await screen.findByText('활동 중인 플래너가 아닙니다.'))
        .closest('[data-result]')
        ?.getAttribute('data-result')
    ).toBe('CHP_NonActivePlanner');
    await check('1000000001', '홍길동');
    expect((await screen.findByTestId('planner-check-result')).getAttribute('data-result')).toBe(
      'CHP_NonActivePlanner'
    );
  });

  it('focuses the first wrong field, links its message, drops it once fixed, and sends one check per click', async () => {
    const { calls } = fakeApi();
    renderApp('/check/planner');
    await screen.findByRole('heading', { level: 1, name: '플래너 확인' });
    await check('1000000001', '');
    const name = screen.getByLabelText('플래너 이름');
    const message = await screen.findByText('플래너 이름을 입력해 주세요.');
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByLabelText('플래너 회원번호').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(name, { target: { value: '김서연' } });
    await waitFor(() => expect(screen.queryByText('플래너 이름을 입력해 주세요.')).toBeNull());
    expect(name.getAttribute('aria-invalid')).toBeNull();
    const submit = screen.getByRole('button', { name: '확인하기' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await screen.findByTestId('planner-check-result');
    expect(calls.filter((c) => c.url.pathname.endsWith('/plannerCheck'))).toHaveLength(1);
  });
});
