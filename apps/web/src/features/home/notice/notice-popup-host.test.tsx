import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { renderWithProviders } from '../../../shared/testing/render';
import { NoticePopupHost } from './notice-popup-host';

const DAY = 24 * 60 * 60 * 1000;
const popup = {
  id: 1,
  popupContentType: { code: 'CONTENT' },
  audience: { code: 'ALL' },
  popupTitle: '연휴 배송 안내',
  popupWrittenContents: '<p>연휴에는 배송이 쉬어 갑니다.</p>',
  attachmentImageUrl: null,
  linkUrl: null,
  linkTarget: { code: 'SELF' },
  startAt: null,
  endAt: null
};
const POPUP_PATH = 'GET /api/etc/v1/public/main/popup';

/** A new visit: a new tab (sessionStorage empty), localStorage kept. */
const newTab = () => window.sessionStorage.clear();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('NoticePopupHost', () => {
  it('asks for the popups and shows them; "do not show today" keeps them away until Seoul midnight', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({ [POPUP_PATH]: () => ok([popup]) });
    const first = renderWithProviders(<NoticePopupHost />);
    const dialog = await screen.findByRole('dialog', { name: '연휴 배송 안내' });
    expect(dialog.textContent).toContain('연휴에는 배송이 쉬어 갑니다.');
    await user.click(within(dialog).getByRole('checkbox', { name: '오늘 하루 보지 않기' }));
    const before = Date.now();
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' }).at(-1)!);
    const after = Date.now();
    expect(screen.queryByRole('dialog')).toBeNull();
    const until = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.noticeHiddenUntil)!) as number;
    // The next midnight in Korea time (15:00 UTC), less than a day away.
    expect(new Date(until).toISOString().slice(11)).toBe('15:00:00.000Z');
    expect(until).toBeGreaterThan(before);
    expect(until).toBeLessThanOrEqual(after + DAY);
    first.unmount();

    // A new visit later the same day: not even asked for.
    newTab();
    api.calls.length = 0;
    const nearlyADay = vi.spyOn(Date, 'now').mockReturnValue(until - 1);
    const second = renderWithProviders(<NoticePopupHost />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
    second.unmount();

    // The next day it is back.
    newTab();
    nearlyADay.mockReturnValue(until + 1);
    renderWithProviders(<NoticePopupHost />);
    expect(await screen.findByRole('dialog', { name: '연휴 배송 안내' })).toBeTruthy();
    nearlyADay.mockRestore();
  });

  it('closed without ticking: gone for the tab session (even after a reload), back in a new tab', async () => {
    const user = userEvent.setup();
    installFakeApi({ [POPUP_PATH]: () => ok([popup]) });
    const first = renderWithProviders(<NoticePopupHost />);
    await user.click(
      within(await screen.findByRole('dialog'))
        .getAllByRole('button', { name: '닫기' })
        .at(-1)!
    );
    first.unmount();
    expect(window.localStorage.getItem(STORAGE_KEYS.noticeHiddenUntil)).toBeNull();

    // Back on Home in the same visit.
    const again = renderWithProviders(<NoticePopupHost />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();

    // A reload keeps the tab's session: still closed (the module state is gone, sessionStorage is not).
    vi.resetModules();
    const reloaded = await import('./notice-popup-host');
    const afterReload = renderWithProviders(<reloaded.NoticePopupHost />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    afterReload.unmount();

    // A new tab shows it again.
    newTab();
    renderWithProviders(<NoticePopupHost />);
    expect(await screen.findByRole('dialog', { name: '연휴 배송 안내' })).toBeTruthy();
  });

  it('Escape closes it and focus returns to where it was', async () => {
    const user = userEvent.setup();
    installFakeApi({ [POPUP_PATH]: () => ok([popup]) });
    renderWithProviders(
      <>
        <input aria-label="검색" />
        <NoticePopupHost />
      </>
    );
    screen.getByRole('textbox', { name: '검색' }).focus();
    const dialog = await screen.findByRole('dialog', { name: '연휴 배송 안내' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '검색' }));
  });

  it('shows nothing when there is no popup', async () => {
    const api = installFakeApi({ [POPUP_PATH]: () => ok([]) });
    renderWithProviders(<NoticePopupHost />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
