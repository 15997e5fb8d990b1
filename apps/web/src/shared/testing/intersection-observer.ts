import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Report = { isIntersecting: boolean; top: number; bottom: number };

/**
 * jsdom has no IntersectionObserver: this stands in for it (removed again by `vi.unstubAllGlobals` after
 * each test) and lets a test say where an observed element now is, as the browser would on scrolling.
 * The viewport is 0–800 px tall.
 */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  const instances: { rootMargin: string }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    readonly rootMargin: string;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.rootMargin = options.rootMargin ?? '0px';
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
      instances.push(this);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

  return {
    /** Whether anything watches the element now. */
    observes: (target: Element) => [...observers].some((observer) => observer.targets.has(target)),
    /** The root margins the observers were made with (a test checks the page asked for the right root). */
    rootMargins: () => instances.map((instance) => instance.rootMargin),
    /** Tells every observer of the element where it is now. */
    report(target: Element, { isIntersecting, top, bottom }: Report) {
      const rootBounds = {
        top: 0,
        bottom: 800,
        left: 0,
        right: 375,
        width: 375,
        height: 800
      } as DOMRectReadOnly;
      const boundingClientRect = {
        top,
        bottom,
        left: 0,
        right: 375,
        width: 375,
        height: bottom - top
      } as DOMRectReadOnly;
      act(() => {
        for (const observer of observers) {
          if (!observer.targets.has(target)) continue;
          const entry = {
            target,
            isIntersecting,
            boundingClientRect,
            rootBounds,
            intersectionRatio: isIntersecting ? 1 : 0,
            intersectionRect: boundingClientRect,
            time: 0
          } as IntersectionObserverEntry;
          observer.callback([entry], observer as unknown as IntersectionObserver);
        }
      });
    }
  };
}
