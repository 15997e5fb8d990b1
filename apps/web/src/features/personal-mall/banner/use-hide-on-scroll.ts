import { useEffect, useState } from 'react';

/**
 * The banner folds away when the page scrolls down (past the first screenful's top) and unfolds at the top;
 * `show` brings it back by hand until the next scroll down.
 */
export function useHideOnScroll(threshold = 80) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < 10) setHidden(false);
      else if (y > last + 4 && y > threshold) setHidden(true);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return { hidden, show: () => setHidden(false), hide: () => setHidden(true) };
}
