import { BANNER_AUTOPLAY_MS, type MainBanner } from '@mall/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ChevronLeftIcon, ChevronRightIcon, PlayPauseIcon } from '../../../shared/ui/icons';
import { BannerSlide } from './banner-slide';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** True while the tab is hidden (no autoplay nobody sees). */
function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/**
 * The main banner carousel (SPEC §9: advances every 5 s). CSS scroll-snap does the swiping (no library,
 * ADR 025); autoplay pauses on hover, on focus inside, while the tab is hidden, after the pause button and
 * never starts under prefers-reduced-motion. Arrow keys on the focused carousel, prev/next buttons and dots
 * move it. A lazy chunk: Home's first paint shows the first slide without it (main-banner.tsx).
 */
export function BannerCarousel({ banners }: { banners: MainBanner[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = usePageHidden();
  const count = banners.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const playing = count > 1 && !stopped && !hovered && !focused && !hidden;

  // While our own smooth scroll runs, its intermediate positions are not the shopper's choice.
  const scrollingTo = useRef<number | null>(null);
  const goTo = (next: number) => {
    const target = (next + count) % count;
    setIndex(target);
    const el = track.current;
    if (!el?.scrollTo || Math.abs(el.scrollLeft - target * el.clientWidth) < 1) return;
    scrollingTo.current = target;
    el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  const advance = useRef(() => {});
  useEffect(() => {
    advance.current = () => goTo(current + 1);
  });
  // One timer per shown slide: moving by hand restarts the 5 s.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => advance.current(), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, current]);

  if (count === 0) return null;

  // A swipe (or the snap after one) tells which slide is shown.
  const syncToScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const shown = Math.round(el.scrollLeft / el.clientWidth);
    // Our scroll has arrived (also where `scrollend` is not supported).
    if (shown === scrollingTo.current) scrollingTo.current = null;
    if (scrollingTo.current === null && shown !== current && shown >= 0 && shown < count) setIndex(shown);
  };
  const onScrollEnd = () => {
    scrollingTo.current = null;
    syncToScroll();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(current + 1);
    else if (event.key === 'ArrowLeft') goTo(current - 1);
    else return;
    event.preventDefault();
  };

  const arrow =
    'absolute top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow-sm hover:bg-white md:inline-flex';
  return (
    <section
      aria-roledescription={t('home.banners.roledescription')}
      aria-label={t('home.banners.label')}
      className="container-page pt-4 md:pt-8"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-3xl bg-white">
        <ul
          ref={track}
          onScroll={syncToScroll}
          onScrollEnd={onScrollEnd}
          tabIndex={0}
          aria-live={playing ? 'off' : 'polite'}
          className="flex snap-x snap-mandatory overflow-x-auto scrollbar-none focus-visible:outline-offset-[-4px]"
          data-testid="banner-track"
        >
          {banners.map((banner, i) => (
            <li
              key={banner.id}
              aria-roledescription={t('home.banners.slide')}
              aria-label={t('home.banners.position', { current: i + 1, total: count })}
              inert={i !== current}
              className="relative w-full shrink-0 snap-start"
            >
              <BannerSlide banner={banner} first={i === 0} />
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} left-4`}
              aria-label={t('home.banners.previous')}
              onClick={() => goTo(current - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${arrow} right-4`}
              aria-label={t('home.banners.next')}
              onClick={() => goTo(current + 1)}
            >
              <ChevronRightIcon />
            </button>
            <div className="absolute bottom-4 left-6 flex items-center gap-1 rounded-full bg-white/85 px-2 py-1 shadow-sm md:left-20 lg:left-24">
              <button
                type="button"
                className="inline-flex size-8 items-center justify-center rounded-full text-ink hover:text-plum"
                aria-label={stopped ? t('home.banners.play') : t('home.banners.pause')}
                onClick={() => setStopped((value) => !value)}
                data-testid="banner-toggle"
              >
                <PlayPauseIcon paused={stopped} />
              </button>
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  aria-label={t('home.banners.goTo', { n: i + 1 })}
                  aria-current={i === current}
                  onClick={() => goTo(i)}
                  className="inline-flex size-6 items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${i === current ? 'w-5 bg-plum' : 'w-2 bg-ink/25'}`}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
