import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page (a new pathname, not the first load and not a sort or
 * page change on the same screen), focus moves to the main landmark so screen readers announce the new
 * page instead of staying on the link that was activated. The scroll position is left to
 * <ScrollRestoration />.
 */
export function useFocusMainOnNavigate(mainId = 'main'): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
