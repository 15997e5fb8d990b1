import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router';
import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';

/** Not needed for the first paint: the drawer's code arrives when it is first opened. */
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));
/**
 * Below the fold, or floating over the page after it: their code loads next to the first screen's instead of
 * in front of it (Home's first-load budget, ADR 059). Nothing sits below the footer, so it moves nothing.
 */
// Shown only once a navigation starts: fetched after the first page is up, not with it.
const loadRouteSkeleton = () => import('../skeleton/route-skeleton');
const RouteSkeleton = lazy(() => loadRouteSkeleton().then((m) => ({ default: m.RouteSkeleton })));
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
const FloatingButtons = lazy(() =>
  import('./floating-buttons').then((m) => ({ default: m.FloatingButtons }))
);

function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('shell.navigating')}
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-plum-soft"
    >
      <div className="h-full w-2/5 bg-plum motion-safe:animate-[progress_1s_ease-in-out_infinite]" />
    </div>
  );
}

/**
 * While a navigation to another screen loads, its skeleton stands in; the current screen stays mounted
 * (hidden), so a navigation that ends elsewhere or is cancelled finds it as it was. Query changes on the
 * same screen (sorting, paging) keep the screen in view.
 */
function MainContent() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const next = navigation.state === 'loading' ? navigation.location.pathname : null;
  const loadingOther = next !== null && next !== pathname;
  useEffect(() => {
    void loadRouteSkeleton();
  }, []);
  return (
    <>
      {loadingOther && (
        <Suspense fallback={null}>
          <RouteSkeleton pathname={next} />
        </Suspense>
      )}
      <div hidden={loadingOther}>
        <Outlet />
      </div>
    </>
  );
}

/**
 * Positions are kept per history entry. A document opened fresh (typed URL, shared link, a provider's
 * redirect back) has no entry of its own: React Router calls every such location 'default', so it would
 * restore whatever page was last opened fresh in this tab. Those key by address instead.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}

/** The layout of every page: header, content, footer, bottom bar, floating buttons, side menu. */
export function AppShell() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useFocusMainOnNavigate();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-full focus:bg-plum focus:px-4 focus:py-2 focus:text-white"
      >
        {t('a11y.skipToContent')}
      </a>
      <NavigationProgress />
      <Header menuOpen={menuOpen} onOpenMenu={openMenu} menuId={menuId} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <MainContent />
      </main>
      <Suspense fallback={null}>
        <Footer />
        <FloatingButtons />
      </Suspense>
      <BottomNav menuOpen={menuOpen} onOpenMenu={openMenu} menuId={menuId} />
      {menuOpen && (
        <Suspense fallback={null}>
          <SideMenu id={menuId} open onClose={closeMenu} />
        </Suspense>
      )}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
