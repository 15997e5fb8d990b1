import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { NavLink } from 'react-router';
import { paths } from '../../shared/config/paths';
import { CartIcon, GridIcon, HomeIcon, SearchIcon, UserIcon } from '../../shared/ui/icons';
import { CartBadge } from './cart-link';
import { useOfficeEntry } from './mall-toggle';
import { useCartCount, useShownCartCount } from './use-cart-count';
import { isLoggedIn, useSession } from '../../shared/session/session-store';

const itemClass = 'relative flex h-full flex-col items-center justify-center gap-0.5 text-[11px] font-medium';

function Item({ to, label, icon, end }: { to: string; label: string; icon: ReactNode; end?: boolean }) {
  return (
    <li className="h-full">
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) => `${itemClass} ${isActive ? 'text-plum' : 'text-muted'}`}
      >
        {icon}
        {label}
      </NavLink>
    </li>
  );
}

/** SPEC §1: the back-office tab, for planners only; it hands off with a one-time code. */
function OfficeTab() {
  const { t } = useTranslation();
  const { target, pending, run } = useOfficeEntry();
  if (target.kind !== 'action' || target.action !== 'handoff') return null;
  return (
    <li className="h-full">
      <button
        type="button"
        onClick={() => void run()}
        aria-busy={pending || undefined}
        className={`${itemClass} w-full text-muted`}
        data-testid="bottom-nav-office"
      >
        <OfficeIcon />
        {t('shell.office')}
      </button>
    </li>
  );
}

function OfficeIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      aria-hidden="true"
    >
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12h18" />
    </svg>
  );
}

/** Below 1024 px: Home, Category (opens the side menu), Search, My page, Cart (+ the office tab for planners). */
export function BottomNav({
  menuOpen,
  onOpenMenu,
  menuId
}: {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuId: string;
}) {
  const { t } = useTranslation();
  const cartCount = useShownCartCount(useCartCount());
  const session = useSession();
  const planner = isLoggedIn(session) && session.user.userType === 'SOLE_PROPRIETORSHIP';
  return (
    <nav
      aria-label={t('bottomNav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className={`mx-auto grid h-16 max-w-xl ${planner ? 'grid-cols-6' : 'grid-cols-5'}`}>
        <Item to={paths.home()} end label={t('bottomNav.home')} icon={<HomeIcon size={22} />} />
        <li className="h-full">
          <button
            type="button"
            onClick={onOpenMenu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className={`${itemClass} w-full ${menuOpen ? 'text-plum' : 'text-muted'}`}
          >
            <GridIcon size={22} />
            {t('bottomNav.category')}
          </button>
        </li>
        <Item to={paths.search()} label={t('bottomNav.search')} icon={<SearchIcon size={22} />} />
        <Item to={paths.myPage()} label={t('bottomNav.myPage')} icon={<UserIcon size={22} />} />
        <OfficeTab />
        <Item
          to={paths.cart()}
          label={t('bottomNav.cart')}
          icon={
            <span className="relative">
              <CartIcon size={22} />
              <CartBadge
                count={cartCount.count}
                flashing={cartCount.flashing}
                className="-right-2.5 -top-1.5"
              />
            </span>
          }
        />
      </ul>
    </nav>
  );
}
