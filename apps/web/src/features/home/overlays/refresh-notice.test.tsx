import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/render';
import { isAndroidReload, REFRESH_NOTICE_MS, RefreshNotice, resetRefreshNotice } from './refresh-notice';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const entry = (type: NavigationTimingType) => ({ type }) as PerformanceNavigationTiming;

function pageLoad(userAgent: string, type: NavigationTimingType) {
  resetRefreshNotice();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([entry(type)]);
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('isAndroidReload', () => {
  it('is a reload in an Android browser only', () => {
    expect(isAndroidReload(ANDROID, entry('reload'))).toBe(true);
    expect(isAndroidReload(ANDROID, entry('navigate'))).toBe(false);
    expect(isAndroidReload(ANDROID, entry('back_forward'))).toBe(false);
    expect(isAndroidReload(IPHONE, entry('reload'))).toBe(false);
    expect(isAndroidReload(ANDROID, undefined)).toBe(false);
  });
});

describe('RefreshNotice', () => {
  it('says the page was refreshed for one second after an Android reload', async () => {
    pageLoad(ANDROID, 'reload');
    renderWithProviders(<RefreshNotice />);
    expect(await screen.findByText('페이지를 새로고침했습니다.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('페이지를 새로고침했습니다.');
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_NOTICE_MS - 50));
    expect(screen.queryByText('페이지를 새로고침했습니다.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('페이지를 새로고침했습니다.')).toBeNull();
  });

  it('stays silent on a first visit, on an iPhone, and when Home comes back later in the same visit', async () => {
    for (const [agent, type] of [
      [ANDROID, 'navigate'],
      [IPHONE, 'reload']
    ] as const) {
      pageLoad(agent, type);
      const view = renderWithProviders(<RefreshNotice />);
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.getByRole('status').textContent).toBe('');
      view.unmount();
    }
    pageLoad(ANDROID, 'reload');
    const first = renderWithProviders(<RefreshNotice />);
    await screen.findByText('페이지를 새로고침했습니다.');
    first.unmount();
    // Back on Home through the app: the same page load, no second notice.
    renderWithProviders(<RefreshNotice />);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
