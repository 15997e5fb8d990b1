import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { sessionStore } from '../../../shared/session/session-store';
import { installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { meFixture } from '../../../shared/testing/fixtures';
import { renderWithProviders } from '../../../shared/testing/render';
import { DialogHost } from '../../../shared/ui/dialog-host';
import { endOfSeoulMonth, INACTIVE_ALERT_COOKIE } from '../lib/monthly-alert';
import { headerAnswer, PLANNER } from '../testing/mall-fixtures';
import { PersonalMallBanner } from './personal-mall-banner';

const HEADER = 'GET /api/personal/v1/users/public/headerPersonal';

function renderBanner(path: string) {
  return renderWithProviders(
    <>
      <PersonalMallBanner />
      <DialogHost />
    </>,
    { path }
  );
}

const headerCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.url.pathname.endsWith('/headerPersonal')).map((call) => call.url.search);

afterEach(() => {
  document.cookie = `${INACTIVE_ALERT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('the personal-mall banner on Home', () => {
  it('SHOWN: the mall of ?referrer= as a bar; it opens the drawer, and a guest may open the profile', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({ [HEADER]: () => ok(headerAnswer()) });
    renderBanner('/?referrer=skysalon');
    expect((await screen.findByTestId('personal-mall-banner-title')).textContent).toBe('하늘의 뷰티 살롱');
    expect(headerCalls(api.calls)).toEqual(['?referrerCode=skysalon']);
    await user.click(screen.getByRole('button', { name: '하늘의 뷰티 살롱 보기' }));
    const drawer = await screen.findByRole('dialog', { name: '개인몰' });
    expect(within(drawer).getByText('피부 고민, 함께 풀어요')).toBeTruthy();
    expect(within(drawer).getByTestId('personal-mall-drawer-link').textContent).toBe(
      `${window.location.origin}/?referrer=${PLANNER.userNumber}`
    );
    await user.click(within(drawer).getByRole('button', { name: '김하늘 프로필 크게 보기' }));
    expect(await screen.findByRole('dialog', { name: '플래너 프로필' })).toBeTruthy();
  });

  it('asks without a code when the URL has none, and shows nothing for NONE or COMPANY', async () => {
    const api = installFakeApi({ [HEADER]: () => ok(headerAnswer({ state: 'COMPANY', mall: null })) });
    renderBanner('/');
    await waitFor(() => expect(headerCalls(api.calls)).toEqual(['']));
    expect(screen.queryByTestId('personal-mall-banner')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('INACTIVE: PM_InActivate once a month, kept by a cookie that ends with the Korean month', async () => {
    const user = userEvent.setup();
    installFakeApi({
      [HEADER]: () => ok(headerAnswer({ state: 'INACTIVE', mall: null, referrerCode: null }))
    });
    const first = renderBanner('/?referrer=1000000077');
    expect(await screen.findByText(/현재 활동하지 않아/)).toBeTruthy();
    expect(document.cookie).toContain(`${INACTIVE_ALERT_COOKIE}=1`);
    await user.click(screen.getByRole('button', { name: '확인' }));
    first.unmount();

    const again = installFakeApi({ [HEADER]: () => ok(headerAnswer({ state: 'INACTIVE', mall: null })) });
    renderBanner('/?referrer=1000000077');
    await waitFor(() => expect(headerCalls(again.calls)).toHaveLength(1));
    // Give the answer a moment to be acted on: still no alert this month.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/현재 활동하지 않아/)).toBeNull();
  });

  it('the cookie ends at the first instant of the next month in Korea time', () => {
    // 2026-11-30 23:30 in Seoul is still November: the end is 1 December 00:00 KST.
    expect(endOfSeoulMonth(Date.parse('2026-11-30T14:30:00Z')).toISOString()).toBe(
      '2026-11-30T15:00:00.000Z'
    );
    // 2026-12-01 00:30 KST (30 November 15:30 UTC) belongs to December.
    expect(endOfSeoulMonth(Date.parse('2026-11-30T15:30:00Z')).toISOString()).toBe(
      '2026-12-31T15:00:00.000Z'
    );
  });

  it('MISMATCH: PM_Redirect under the title PM_NotMatched, then Home with the member’s own planner', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      [HEADER]: (call) =>
        ok(
          call.url.searchParams.get('referrerCode') === 'othermall'
            ? headerAnswer({ state: 'MISMATCH', memberReferrerCode: 'skysalon' })
            : headerAnswer()
        )
    });
    const { router } = renderBanner('/?referrer=othermall');
    const alert = await screen.findByRole('alertdialog', { name: '추천 플래너가 다릅니다' });
    expect(within(alert).getByText('회원님의 추천 플래너 개인몰로 이동합니다.')).toBeTruthy();
    expect(screen.queryByTestId('personal-mall-banner')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.search).toBe('?referrer=skysalon'));
    expect(await screen.findByTestId('personal-mall-banner')).toBeTruthy();
    expect(headerCalls(api.calls)).toEqual(['?referrerCode=othermall', '?referrerCode=skysalon']);
  });

  it('refuses the profile to a customer whose referrer number starts with 2, not to one with a planner (1…)', async () => {
    const user = userEvent.setup();
    sessionStore.signIn({
      userSeqNo: 5,
      userNumber: '2000000005',
      userType: 'BEAUTY_CONSUMER',
      fullName: '이고객',
      acceptId: null
    });
    tokenStore.set('access-token');
    let referral = '2000000009';
    const api = installFakeApi({
      [HEADER]: () => ok(headerAnswer()),
      'GET /api/member/v1/users/me': () => ok({ ...meFixture, userSeqNo: 5, referralUserNumber: referral })
    });
    const first = renderBanner('/');
    await user.click(await screen.findByTestId('personal-mall-banner-open'));
    const drawer = await screen.findByRole('dialog', { name: '개인몰' });
    await waitFor(() => expect(within(drawer).getByTestId('mall-hero')).toBeTruthy());
    // The me answer is in: still no profile button, and no sign-up link for a member.
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/users/me'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(drawer).queryByTestId('personal-mall-profile-open')).toBeNull();
    expect(within(drawer).queryByTestId('personal-mall-drawer-signup')).toBeNull();
    first.unmount();

    referral = PLANNER.userNumber;
    renderBanner('/');
    await user.click(await screen.findByTestId('personal-mall-banner-open'));
    expect(await screen.findByTestId('personal-mall-profile-open')).toBeTruthy();
  });
});
