import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../shared/api/token-store';
import { openOffice } from '../../shared/office/office-handoff';
import { fail, installFakeApi, ok } from '../../shared/testing/fake-api';
import { renderWithProviders } from '../../shared/testing/render';
import { DialogHost } from '../../shared/ui/dialog-host';
import { GUEST, sessionStore, type Session, type UserType } from '../../shared/session/session-store';
import { BottomNav } from './bottom-nav';
import { MallToggle, officeTarget } from './mall-toggle';

const member = (userType: UserType): Session => ({
  kind: 'member',
  user: { userSeqNo: 7, userNumber: '1000000001', userType, fullName: '김서연', acceptId: null }
});
const signIn = (userType: UserType) => {
  const session = member(userType);
  if (session.kind === 'member') sessionStore.signIn(session.user);
};

describe('officeTarget (SPEC §4 mall/back-office toggle)', () => {
  it('guests go to sign-up type selection, customers to planner conversion after an explanation', () => {
    expect(officeTarget(GUEST)).toEqual({ kind: 'link', to: '/signup/selectType' });
    expect(officeTarget(member('BEAUTY_CONSUMER'))).toEqual({
      kind: 'explain',
      to: '/mypage/conversionToPlanner/certificate'
    });
  });
  it('customers without a referrer are refused; planners are handed off', () => {
    expect(officeTarget(member('NON_REF_CUSTOMER'))).toEqual({ kind: 'action', action: 'reject' });
    expect(officeTarget(member('SOLE_PROPRIETORSHIP'))).toEqual({ kind: 'action', action: 'handoff' });
  });
});

describe('MallToggle', () => {
  it('tells a customer what the office is before the conversion wizard; cancel stays, the button goes on', async () => {
    signIn('BEAUTY_CONSUMER');
    const { router } = renderWithProviders(
      <>
        <MallToggle />
        <DialogHost />
      </>
    );
    fireEvent.click(screen.getByRole('button', { name: '마이오피스' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('마이오피스는 플래너 전용 공간입니다');
    expect(dialog.textContent).toContain('플래너로 전환하면');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: '마이오피스' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '플래너 전환하기' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/mypage/conversionToPlanner/certificate')
    );
  });

  it('is a link for a guest', () => {
    renderWithProviders(<MallToggle />);
    expect(screen.getByRole('link', { name: '마이오피스' }).getAttribute('href')).toBe('/signup/selectType');
  });

  it('refuses a customer without referrer with ALT_RejectMyOffice and calls nothing', async () => {
    const { calls } = installFakeApi({});
    signIn('NON_REF_CUSTOMER');
    renderWithProviders(
      <>
        <MallToggle />
        <DialogHost />
      </>
    );
    fireEvent.click(screen.getByRole('button', { name: '마이오피스' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('추천인이 없는 회원은 마이오피스를 이용할 수 없습니다.');
    expect(calls.filter((call) => call.url.pathname.startsWith('/api/member'))).toHaveLength(0);
  });
});

describe('openOffice (planner hand-off)', () => {
  it('asks for a one-time code URL in the current language and opens it', async () => {
    tokenStore.set('access-token');
    const { calls } = installFakeApi({
      'POST /api/member/v1/office/handoff': () =>
        ok({ url: '/__sandbox/backoffice?code=abc&lang=ko-KR&type=SOLE_PROPRIETORSHIP', expiresIn: 60 })
    });
    const navigateTo = vi.fn();
    await openOffice('handoff', navigateTo);
    expect(navigateTo).toHaveBeenCalledWith(
      '/__sandbox/backoffice?code=abc&lang=ko-KR&type=SOLE_PROPRIETORSHIP'
    );
    const call = calls.find((c) => c.url.pathname === '/api/member/v1/office/handoff');
    expect(JSON.parse(String(call?.body))).toEqual({ lang: 'ko-KR' });
    expect(call?.headers.get('authorization')).toBe('Bearer access-token');
  });

  it('shows the refusal in a dialog and stays', async () => {
    installFakeApi({ 'POST /api/member/v1/office/handoff': () => fail(403, 'ALT_PlannerOnly') });
    renderWithProviders(<DialogHost />);
    const navigateTo = vi.fn();
    const done = openOffice('handoff', navigateTo);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('마이오피스로 이동하지 못했습니다');
    expect(dialog.textContent).toContain('플래너 회원만 이용할 수 있습니다.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await done;
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('BottomNav back-office tab', () => {
  const renderNav = () =>
    renderWithProviders(<BottomNav menuOpen={false} onOpenMenu={() => {}} menuId="menu" />);

  it.each(['BEAUTY_CONSUMER', 'NON_REF_CUSTOMER'] as const)('is absent for %s', (userType) => {
    signIn(userType);
    renderNav();
    expect(screen.queryByTestId('bottom-nav-office')).toBeNull();
  });

  it('is absent for guests and present for planners', async () => {
    renderNav();
    expect(screen.queryByTestId('bottom-nav-office')).toBeNull();
    signIn('SOLE_PROPRIETORSHIP');
    await waitFor(() => expect(screen.getByTestId('bottom-nav-office').textContent).toContain('마이오피스'));
  });
});
