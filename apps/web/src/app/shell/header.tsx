import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, NavLink } from 'react-router';
import { COMPANY } from '../../shared/config/app-config';
import { paths } from '../../shared/config/paths';
import { isLoggedIn, useSession } from '../../shared/session/session-store';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from '../../shared/ui/icons';
import { useCategories } from '../../features/catalogue/api/get-categories';
import { shopRoots } from '../../features/catalogue/lib/category-tree';
import { CartLink } from './cart-link';
import { HeaderSearch } from './header-search';
import { LanguageMenu } from './language-menu';
import { MallToggle } from './mall-toggle';
import { NotificationBell } from './notification-bell';

export function Wordmark() {
  const { t } = useTranslation();
  // The tagline sits beside the link, not in it: a link's name must contain all of its visible text (WCAG
  // 2.5.3 label in name: voice users say what they see), and "Lumière·Vita home" starts with the wordmark.
  return (
    <div className="flex shrink-0 flex-col items-start leading-none">
      <Link to={paths.home()} aria-label={t('brand.homeLink')}>
        <span className="whitespace-nowrap font-display text-[22px] font-bold tracking-tight text-plum md:text-[26px]">
          Lumière<span className="text-coral">·</span>Vita
        </span>
      </Link>
      <span
        className="mt-0.5 hidden text-[10px] font-medium tracking-[0.3em] text-muted md:block"
        aria-hidden="true"
      >
        {t('brand.tagline')}
      </span>
    </div>
  );
}

function CategoryBar({
  menuOpen,
  onOpenMenu,
  menuId
}: {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuId: string;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <nav aria-label={t('a11y.mainNavigation')} className="hidden border-t border-line lg:block">
      <div className="container-page flex h-12 items-center gap-2">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          className="-ml-2 inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink hover:bg-plum-soft hover:text-plum"
        >
          <MenuIcon size={20} />
          {t('shell.menuTitle')}
        </button>
        <ul className="flex min-w-0 items-center gap-1 overflow-x-auto scrollbar-none">
          {shopRoots(categories.data ?? []).map((category) => (
            <li key={category.categoryId}>
              <NavLink
                to={paths.productList(category.categoryUrl)}
                className={({ isActive }) =>
                  `inline-flex h-10 items-center whitespace-nowrap rounded-full px-3 text-sm font-medium transition-colors hover:text-plum ${isActive ? 'text-plum' : 'text-ink'}`
                }
              >
                {category.categoryName}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** Top bar (>= 1024 px): log in / sign up for guests, the member's name and My page for members. */
function AccountLinks() {
  const { t } = useTranslation();
  const session = useSession();
  const linkClass = 'text-xs text-muted hover:text-plum';
  if (isLoggedIn(session)) {
    return (
      <>
        {/* SPEC §1: planners get the easy bag create link (the wizard's chunk loads only when it is followed). */}
        {session.user.userType === 'SOLE_PROPRIETORSHIP' && (
          <Link to="/mypage/easybag/add/1" className={linkClass} data-testid="header-easy-bag">
            {t('shell.easyBag')}
          </Link>
        )}
        <Link to={paths.myPage()} className={linkClass} data-testid="header-member">
          {t('shell.memberGreeting', { name: session.user.fullName })}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link to={paths.login()} className={linkClass}>
        {t('shell.login')}
      </Link>
      <Link to={paths.signupSelectType()} className={linkClass}>
        {t('shell.signup')}
      </Link>
    </>
  );
}

type Props = { menuOpen: boolean; onOpenMenu: () => void; menuId: string };

export function Header({ menuOpen, onOpenMenu, menuId }: Props) {
  const { t } = useTranslation();
  // Phones: the search icon opens a row with the field under the bar.
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <div className="hidden border-b border-line/70 lg:block">
        <div className="container-page flex h-9 items-center justify-between">
          <MallToggle />
          <div className="flex items-center gap-4">
            <AccountLinks />
            <a
              href={`tel:${COMPANY.customerCenterPhone.replace(/-/g, '')}`}
              className="text-xs text-muted hover:text-plum"
            >
              {t('floating.customerCenter')} {COMPANY.customerCenterPhone}
            </a>
          </div>
        </div>
      </div>
      <div className="container-page flex h-14 items-center gap-1 md:h-[68px] md:gap-4">
        <button
          type="button"
          className="icon-button -ml-2.5 lg:hidden"
          aria-label={t('shell.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          data-testid="open-side-menu"
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        <Wordmark />
        <div className="flex flex-1 justify-center px-2">
          <HeaderSearch className="hidden max-w-md md:block" />
        </div>
        <div className="flex items-center">
          <button
            type="button"
            className="icon-button md:hidden"
            aria-label={t(searchOpen ? 'shell.searchClose' : 'shell.search')}
            aria-expanded={searchOpen}
            data-testid="open-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
          <LanguageMenu />
          <NotificationBell />
          <Link
            to={paths.myPage()}
            className="icon-button hidden lg:inline-flex"
            aria-label={t('shell.myPage')}
            data-testid="header-mypage"
          >
            <UserIcon />
          </Link>
          <CartLink />
        </div>
      </div>
      {searchOpen ? (
        <div className="container-page border-t border-line/70 py-2 md:hidden">
          <HeaderSearch autoFocus onDone={() => setSearchOpen(false)} />
        </div>
      ) : null}
      <CategoryBar menuOpen={menuOpen} onOpenMenu={onOpenMenu} menuId={menuId} />
    </header>
  );
}
