import { useEffect, useState } from 'react';

/**
 * The viewport stretched far down: an element counts as "intersecting" while in view or anywhere below it,
 * so the only crossing is the viewport's top edge. A plain observer would miss a jump from below the fold to
 * above the top (a fling, a scroll to an anchor), which never passes through "visible" and reports nothing.
 */
const ROOT_MARGIN = '0px 0px 1000000px 0px';

/**
 * Whether an element has scrolled up out of the viewport (IntersectionObserver): false while it is in view
 * or still below, true once it has gone above the top. Until the first report, false.
 */
export function useScrolledPast(element: Element | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: ROOT_MARGIN }
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return past;
}
