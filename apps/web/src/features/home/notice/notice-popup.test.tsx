import type { NoticePopup as NoticePopupData } from '@mall/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/testing/render';
import { NoticePopup } from './notice-popup';
import { closeNoticeForSession, hideNoticeForToday, isNoticeHidden } from './notice-hide';

const contentPopup = (id: number, title: string, html: string): NoticePopupData => ({
  id,
  popupContentType: { code: 'CONTENT' },
  audience: { code: 'ALL' },
  popupTitle: title,
  popupWrittenContents: html,
  attachmentImageUrl: null,
  linkUrl: null,
  linkTarget: { code: 'SELF' },
  startAt: null,
  endAt: null
});
const imagePopup = (id: number, title: string, target: 'BLANK' | 'SELF'): NoticePopupData => ({
  id,
  popupContentType: { code: 'IMAGE' },
  audience: { code: 'GUEST' },
  popupTitle: title,
  popupWrittenContents: null,
  attachmentImageUrl: `/media/content/popup-${id}.svg`,
  linkUrl: target === 'BLANK' ? '/update/event/7' : '/signup/selectType',
  linkTarget: { code: target },
  startAt: null,
  endAt: null
});

const popups = [
  contentPopup(1, '배송 안내', '<p>연휴 배송 안내</p>'),
  imagePopup(2, '웰컴 기프트', 'BLANK'),
  imagePopup(3, '회원 가입', 'SELF')
];
const title = () =>
  screen.getByRole('dialog').getAttribute('aria-labelledby') &&
  within(screen.getByRole('dialog')).getByRole('heading').textContent;
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeAll(async () => {
  // The popup's texts are the lazy `home` namespace (loaded with its chunk in the app).
  await loadNamespace('home');
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NoticePopup', () => {
  it('is a modal dialog that loops through the popups every 4 s, and pauses', async () => {
    renderWithProviders(<NoticePopup popups={popups} onClose={() => {}} />);
    await advance(0);
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    expect(title()).toBe('배송 안내');
    await advance(3999);
    expect(title()).toBe('배송 안내');
    await advance(1);
    expect(title()).toBe('웰컴 기프트');
    await advance(4000);
    expect(title()).toBe('회원 가입');
    await advance(4000);
    expect(title()).toBe('배송 안내');

    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    await advance(12000);
    expect(title()).toBe('배송 안내');
    fireEvent.click(screen.getByRole('button', { name: '다음 공지' }));
    expect(title()).toBe('웰컴 기프트');
    fireEvent.click(screen.getByRole('button', { name: '3번째 공지 보기' }));
    expect(title()).toBe('회원 가입');
    fireEvent.click(screen.getByRole('button', { name: '이전 공지' }));
    expect(title()).toBe('웰컴 기프트');
  });

  it('opens an IMAGE popup link in a new tab with rel=noopener for BLANK, in the same tab for SELF', async () => {
    renderWithProviders(<NoticePopup popups={popups} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '2번째 공지 보기' }));
    const blank = screen.getByRole('link', { name: '웰컴 기프트' });
    expect(blank.getAttribute('target')).toBe('_blank');
    expect(blank.getAttribute('rel')).toContain('noopener');
    fireEvent.click(screen.getByRole('button', { name: '3번째 공지 보기' }));
    const self = screen.getByRole('link', { name: '회원 가입' });
    expect(self.getAttribute('target')).toBeNull();
    expect(self.getAttribute('href')).toBe('/signup/selectType');
  });

  it('renders CONTENT HTML through DOMPurify: no scripts, handlers or javascript: URLs', async () => {
    const hostile = contentPopup(
      9,
      '공지',
      '<p onclick="steal()">안내문<img src="/media/a.svg" onerror="window.hacked=1"><script>window.hacked=2</script></p>' +
        '<a href="javascript:alert(1)">나쁜 링크</a><a href="/event" target="_blank">새 창</a><iframe src="/x"></iframe>'
    );
    renderWithProviders(<NoticePopup popups={[hostile]} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('안내문');
    expect(dialog.querySelector('script, iframe, [onclick], [onerror]')).toBeNull();
    expect(within(dialog).getByText('나쁜 링크').getAttribute('href')).toBeNull();
    const newTab = within(dialog).getByText('새 창');
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(newTab.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('follows a storefront link in the notice HTML in-app (no reload) and closes, keeping "do not show today"', async () => {
    const onClose = vi.fn();
    const notice = contentPopup(
      5,
      '안내',
      '<p><a href="/customer/faq?tab=delivery"><strong>자주 묻는 질문</strong></a> ' +
        '<a href="https://partner.example.com/notice">협력사 공지</a> <a href="/event" target="_blank">새 창</a></p>'
    );
    const { router } = renderWithProviders(<NoticePopup popups={[notice]} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');

    // New tabs and other sites stay with the browser, and the popup stays open.
    expect(fireEvent.click(within(dialog).getByText('새 창'))).toBe(true);
    expect(fireEvent.click(within(dialog).getByText('자주 묻는 질문'), { ctrlKey: true })).toBe(true);
    const outside = within(dialog).getByText('협력사 공지');
    outside.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate away
    fireEvent.click(outside);
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('checkbox', { name: '오늘 하루 보지 않기' }));
    // A click on the link's inner text: the default (a full page load) is prevented, the router navigates.
    expect(fireEvent.click(within(dialog).getByText('자주 묻는 질문'))).toBe(false);
    await advance(0);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/customer/faq?tab=delivery'
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenLastCalledWith(true);
  });

  it('an IMAGE popup with a storefront link closes as it navigates', async () => {
    const onClose = vi.fn();
    const { router } = renderWithProviders(
      <NoticePopup popups={[imagePopup(3, '회원 가입', 'SELF')]} onClose={onClose} />
    );
    fireEvent.click(screen.getByRole('img', { name: '회원 가입' }));
    await advance(0);
    expect(router.state.location.pathname).toBe('/signup/selectType');
    expect(onClose).toHaveBeenLastCalledWith(false);
  });

  it('closes with "do not show today" ticked or not (close buttons and Escape)', async () => {
    const onClose = vi.fn();
    renderWithProviders(<NoticePopup popups={popups} onClose={onClose} />);
    await advance(0);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenLastCalledWith(false);
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: '닫기' })[0]!);
    expect(onClose).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByRole('checkbox', { name: '오늘 하루 보지 않기' }));
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: '닫기' }).at(-1)!);
    expect(onClose).toHaveBeenLastCalledWith(true);
  });
});

describe('do not show today (notice-hide)', () => {
  it('hides the popup until midnight in Korea time, not for 24 hours', () => {
    // 10:00 UTC is 19:00 in Seoul: "today" ends five hours later, at 15:00 UTC.
    expect(isNoticeHidden()).toBe(false);
    hideNoticeForToday();
    const midnight = Date.parse('2026-11-23T15:00:00Z');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.noticeHiddenUntil)!)).toBe(midnight);
    vi.setSystemTime(midnight - 1);
    expect(isNoticeHidden()).toBe(true);
    vi.setSystemTime(midnight);
    expect(isNoticeHidden()).toBe(false);
  });

  it('a plain close hides it for the rest of the tab session', () => {
    closeNoticeForSession();
    expect(isNoticeHidden()).toBe(true);
    window.sessionStorage.clear();
    expect(isNoticeHidden()).toBe(false);
  });

  it('ignores a stored value that is not a timestamp', () => {
    window.localStorage.setItem(STORAGE_KEYS.noticeHiddenUntil, '"tomorrow"');
    expect(isNoticeHidden()).toBe(false);
  });
});
