import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type FakeCall } from '../../../shared/testing/fake-api';
import { fakeSignupApi, renderApp, seedWizard, storedState } from '../testing/signup-test-kit';

const HEADER = 'GET /api/personal/v1/users/public/headerPersonal';
const headerCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.url.pathname.endsWith('/headerPersonal'));
const lookups = (calls: FakeCall[]) =>
  calls.filter((call) => call.url.pathname.endsWith('/recommender/referral-number'));

const shownMall = {
  state: 'SHOWN',
  referrerCode: 'skysalon',
  memberReferrerCode: null,
  mall: {
    userNumber: '1000000001',
    mallName: '서연의 살롱',
    message1: '',
    message2: '',
    profileUrl: null,
    backgroundMobileUrl: null,
    backgroundPcUrl: null,
    nickname: null,
    userInfo: {
      fullName: '김서연',
      globalRefererRegionCode: { code: 'KR' },
      globalRefererUserNumber: '1000000001'
    },
    shoppingLink: '/?referrer=skysalon'
  }
};

async function referrerStep() {
  expect(await screen.findByRole('heading', { level: 1, name: '추천인을 입력해 주세요' })).toBeTruthy();
  return screen.getByLabelText('추천인 회원번호') as HTMLInputElement;
}

describe('sign-up with a planner (docs/decisions/075)', () => {
  it('a sign-up link keeps the planner’s number, and the referrer step opens with it filled in and looked up', async () => {
    const api = fakeSignupApi({ routes: { [HEADER]: () => ok(shownMall) } });
    renderApp('/signup/selectType?referrer=1000000001');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /일반 회원 \(추천인 있음\)/ }));
    expect(storedState().linkReferrer).toBe('1000000001');
    await user.click(screen.getByRole('button', { name: '다음' }));
    const input = await referrerStep();
    expect(input.value).toBe('1000000001');
    expect((await screen.findByTestId('signup-referrer-found')).textContent).toContain('김서연');
    expect(lookups(api.calls)).toHaveLength(1);
    // The link's number wins: the shopping link's mall is not asked for.
    expect(headerCalls(api.calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(storedState().referrer?.userNumber).toBe('1000000001'));
  });

  it('ignores a link value that is not a member number', async () => {
    fakeSignupApi();
    renderApp('/signup/selectType?referrer=<script>');
    expect(await screen.findByRole('radio', { name: /일반 회원 \(추천인 있음\)/ })).toBeTruthy();
    expect(storedState().linkReferrer).toBeUndefined();
  });

  it('without a link, the shopping link’s mall (headerPersonal SHOWN) fills the step', async () => {
    const api = fakeSignupApi({ routes: { [HEADER]: () => ok(shownMall) } });
    seedWizard(['selectType', 'selectReferrer'], { userType: 'BEAUTY_CONSUMER' });
    renderApp('/signup/selectReferrer');
    const input = await referrerStep();
    await waitFor(() => expect(input.value).toBe('1000000001'));
    expect((await screen.findByTestId('signup-referrer-found')).textContent).toContain('김서연');
    expect(headerCalls(api.calls)[0]?.url.search).toBe('');
  });

  it('opens empty when headerPersonal shows no mall, and never overrides a confirmed referrer', async () => {
    const api = fakeSignupApi({
      routes: {
        [HEADER]: () => ok({ state: 'NONE', referrerCode: null, mall: null, memberReferrerCode: null })
      }
    });
    seedWizard(['selectType', 'selectReferrer'], { userType: 'BEAUTY_CONSUMER' });
    renderApp('/signup/selectReferrer');
    const input = await referrerStep();
    await waitFor(() => expect(headerCalls(api.calls)).toHaveLength(1));
    expect(input.value).toBe('');
    expect(lookups(api.calls)).toHaveLength(0);
  });
});
