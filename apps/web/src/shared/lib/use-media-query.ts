import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query]
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false
  );
}

/** Tailwind's `md` breakpoint: below it the storefront lays out for phones. */
export const PHONE_WIDTH_QUERY = '(max-width: 767.98px)';
