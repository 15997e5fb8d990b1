import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { ME_KEY, staffApi } from '../api';
import { deskNav } from '../desks';
import type { DeskNavEntry } from '../desks/desk-slice';
import { setLanguage, useT } from '../i18n';

/** The order area's screens, before the content area's desks (desks/index.ts). */
const ORDER_NAV: DeskNavEntry[] = [
  { to: '/orders', label: 'nav.orders', permission: 'orders.read' },
  { to: '/picking', label: 'nav.picking', permission: 'orders.fulfil' },
  { to: '/returns', label: 'nav.returns', permission: 'returns.manage' },
  { to: '/autoship', label: 'nav.autoship', permission: 'autoship.read' },
  { to: '/planner-documents', label: 'nav.plannerDocuments', permission: 'planner.documents' }
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-md px-3 text-sm font-medium ${isActive ? 'bg-plum text-white' : 'text-ink hover:bg-plum-soft'}`;

/** The console's frame: brand, the screens this staff member may use, who is signed in, language, sign-out. */
export function Layout() {
  const { t, language } = useT();
  const { data: me } = useQuery({ queryKey: ME_KEY, queryFn: staffApi.me });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // The sideways-scrolling phone menu keeps the current screen's entry in view (sideways only: never the page).
  useEffect(() => {
    const list = nav.current;
    const active = list?.querySelector('[aria-current="page"]');
    if (!list || !active) return;
    const [outer, inner] = [list.getBoundingClientRect(), active.getBoundingClientRect()];
    list.scrollLeft += inner.left - outer.left - (outer.width - inner.width) / 2;
  }, [pathname, me]);
  const signOut = async () => {
    await staffApi.signOut().catch(() => undefined);
    queryClient.clear();
    await navigate('/login');
  };
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
      >
        {t('app.skip')}
      </a>
      <header className="no-print border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="text-base font-semibold text-plum">
            {t('app.brand')} <span className="font-normal text-muted">· {t('app.title')}</span>
          </p>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
            {me && (
              <span className="text-muted" data-testid="staff-who">
                {me.name} · {me.department}
              </span>
            )}
            <button
              type="button"
              className="min-h-11 rounded-md border border-line px-3"
              onClick={() => setLanguage(language === 'ko-KR' ? 'en-US' : 'ko-KR')}
              lang={language === 'ko-KR' ? 'en' : 'ko'}
            >
              {t('app.language')}
            </button>
            <button
              type="button"
              className="min-h-11 rounded-md border border-line px-3"
              onClick={() => void signOut()}
            >
              {t('app.signOut')}
            </button>
          </div>
          {/* On a phone the menu is one row that scrolls sideways, not five rows above every screen. */}
          <nav
            ref={nav}
            aria-label={t('app.title')}
            className="-mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 md:mx-0 md:w-full md:flex-wrap md:overflow-visible md:px-0"
          >
            {[...ORDER_NAV, ...deskNav]
              .filter((entry) => me?.permissions.includes(entry.permission))
              .map((entry) => (
                <NavLink key={entry.to} to={entry.to} className={navClass}>
                  {t(entry.label)}
                </NavLink>
              ))}
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
