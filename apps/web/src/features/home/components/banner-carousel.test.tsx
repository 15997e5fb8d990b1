import type { MainBanner } from '@mall/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/render';
import { BannerCarousel } from './banner-carousel';

const banner = (id: number, title: string): MainBanner => ({
  id,
  title,
  subtitle: `${title} 부제`,
  alt: `${title} 이미지`,
  pcImageUrl: `/media/content/${id}-pc.svg`,
  mobileImageUrl: `/media/content/${id}-mobile.svg`,
  link: `/product/${id}`,
  linkTarget: { code: 'SELF' },
  startAt: null,
  endAt: null
});
const banners = [banner(1, '봄 루틴'), banner(2, '데일리 웰니스'), banner(3, '시그니처 향')];

/** Which dot says it is current (aria-current): 1-based, as the dots are labelled. */
const currentSlide = () =>
  screen
    .getAllByRole('button', { name: /번째 배너 보기/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

async function renderCarousel() {
  renderWithProviders(<BannerCarousel banners={banners} />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

let reducedMotion = false;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener() {},
    removeEventListener() {}
  }));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('advances every 5 s and loops back to the first slide', async () => {
    await renderCarousel();
    expect(currentSlide()).toBe(1);
    await advance(4999);
    expect(currentSlide()).toBe(1);
    await advance(1);
    expect(currentSlide()).toBe(2);
    await advance(5000);
    expect(currentSlide()).toBe(3);
    await advance(5000);
    expect(currentSlide()).toBe(1);
  });

  it('makes only the shown slide reachable, and marks the first image as the eager LCP image', async () => {
    await renderCarousel();
    const images = screen.getAllByRole<HTMLImageElement>('img', { hidden: true });
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]?.getAttribute('width')).toBe('750');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
    const slideOf = (title: string) => screen.getByRole('link', { name: new RegExp(title) }).closest('li');
    expect(slideOf('봄 루틴')?.hasAttribute('inert')).toBe(false);
    expect(slideOf('데일리 웰니스')?.hasAttribute('inert')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '다음 배너' }));
    expect(slideOf('봄 루틴')?.hasAttribute('inert')).toBe(true);
    expect(slideOf('데일리 웰니스')?.hasAttribute('inert')).toBe(false);
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: '메인 배너' });
    fireEvent.mouseEnter(region);
    await advance(15000);
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(region);
    await advance(5000);
    expect(currentSlide()).toBe(2);
  });

  it('pauses while focus is inside, and moves with the arrow keys', async () => {
    await renderCarousel();
    const track = screen.getByTestId('banner-track');
    act(() => track.focus());
    await advance(15000);
    expect(currentSlide()).toBe(1);
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(currentSlide()).toBe(2);
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe(3);
    await advance(15000);
    expect(currentSlide()).toBe(3);
  });

  it('stops with the pause button, moves with prev/next and the dots', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    await advance(15000);
    expect(currentSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '다음 배너' }));
    expect(currentSlide()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '이전 배너' }));
    fireEvent.click(screen.getByRole('button', { name: '이전 배너' }));
    expect(currentSlide()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: '2번째 배너 보기' }));
    expect(currentSlide()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 시작' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: '메인 배너' }));
    await advance(5000);
    expect(currentSlide()).toBe(3);
  });

  it('does not autoplay under prefers-reduced-motion', async () => {
    reducedMotion = true;
    await renderCarousel();
    expect(screen.getByRole('button', { name: '자동 넘김 시작' })).toBeTruthy();
    await advance(20000);
    expect(currentSlide()).toBe(1);
  });

  it('pauses while the tab is hidden', async () => {
    await renderCarousel();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(15000);
    expect(currentSlide()).toBe(1);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(5000);
    expect(currentSlide()).toBe(2);
  });
});
