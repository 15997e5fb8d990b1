import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion } from './sound';

/** A wheel turn moves one video; the turns of one gesture (a trackpad sends dozens) within this time count once. */
const WHEEL_PAUSE_MS = 650;
/** Visible this much, a video is the one on screen. */
const VISIBLE_RATIO = 0.6;

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The feed's position: which video is on screen (an IntersectionObserver over the scroll-snapped slides), and
 * moving one video with ArrowUp/ArrowDown, the wheel or the previous/next buttons. Keys are left alone while a
 * dialog is open or the shopper types. Another tag or order remounts the feed, which starts again at its top.
 */
export function useFeedNavigation(scroller: RefObject<HTMLElement | null>, count: number, paused: boolean) {
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  activeRef.current = active;

  const slides = useCallback(
    () => [...(scroller.current?.querySelectorAll<HTMLElement>('[data-testid="dive-in-video"]') ?? [])],
    [scroller]
  );

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < VISIBLE_RATIO) continue;
          const index = slides().indexOf(entry.target as HTMLElement);
          if (index >= 0) setActive(index);
        }
      },
      { root, threshold: [VISIBLE_RATIO] }
    );
    for (const slide of slides()) observer.observe(slide);
    return () => observer.disconnect();
  }, [scroller, slides, count]);

  const go = useCallback(
    (step: 1 | -1) => {
      const target = slides()[activeRef.current + step];
      if (!target) return;
      target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      // The observer confirms it once the scroll lands; set now so a second key press goes one further.
      setActive(activeRef.current + step);
    },
    [slides]
  );

  useEffect(() => {
    if (paused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      if (typingIn(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      go(event.key === 'ArrowDown' ? 1 : -1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go, paused]);

  useEffect(() => {
    const root = scroller.current;
    if (!root || paused) return;
    let lockedUntil = 0;
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) < 4 || event.ctrlKey) return;
      event.preventDefault();
      const now = event.timeStamp || Date.now();
      if (now < lockedUntil) return;
      lockedUntil = now + WHEEL_PAUSE_MS;
      go(event.deltaY > 0 ? 1 : -1);
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    return () => root.removeEventListener('wheel', onWheel);
  }, [scroller, go, paused]);

  return { active, go };
}
