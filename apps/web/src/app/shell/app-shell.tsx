import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';
import { BottomNav } from './bottom-nav';
import { FloatingButtons } from './floating-buttons';
import { Footer } from './footer';
import { Header } from './header';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';

/** Not needed for the first paint: the drawer's code arrives when it is first opened. */
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));

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
        <Outlet />
      </main>
      <Footer />
      <FloatingButtons />
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
