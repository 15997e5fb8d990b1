import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useFocusTrap } from '../../shared/lib/use-focus-trap';
import { isLoggedIn, useSession } from '../../shared/session/session-store';
import { useLogout } from '../../shared/session/use-logout';
import { CloseIcon } from '../../shared/ui/icons';
import { companyStoryRoot, shopRoots, useCategories } from '../../features/catalogue';
import { PlannerMenu } from '../../shared/ui/planner-menu';
import { MallToggle } from './mall-toggle';
import { shopperListPaths } from '../../shared/shopper-lists/shopper-list-paths';
import { categoryHref, CategorySection } from './side-menu-category';

/** The member's wishlist and recently viewed (docs/decisions/091), worded by their own lazily loaded texts. */
function MemberLists({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shopper-lists');
  const link =
    'inline-flex min-h-10 items-center text-sm font-semibold text-muted underline-offset-4 hover:text-plum hover:underline';
  return (
    <div className="flex w-full gap-4">
      <Link
        to={shopperListPaths.wishlist()}
        onClick={onNavigate}
        className={link}
        data-testid="side-menu-wishlist"
      >
        {t('tabs.wishlist')}
      </Link>
      <Link
        to={shopperListPaths.recent()}
        onClick={onNavigate}
        className={link}
        data-testid="side-menu-recent"
      >
        {t('tabs.recent')}
      </Link>
    </div>
  );
}

/** Who is here: the member's name, My page and logout; or log in / sign up for a guest. */
function AccountPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { logout, pending } = useLogout();
  const small = 'inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold';
  if (isLoggedIn(session)) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-bold" data-testid="side-menu-member">
          {t('shell.memberGreeting', { name: session.user.fullName })}
        </p>
        <div className="flex gap-2">
          <Link
            to={paths.myPage()}
            onClick={onNavigate}
            className={`${small} bg-plum text-white hover:bg-plum-dark`}
          >
            {t('shell.myPage')}
          </Link>
          <button
            type="button"
            disabled={pending}
            onClick={() => void logout().finally(onNavigate)}
            className={`${small} border border-line text-ink hover:border-plum hover:text-plum`}
          >
            {t('shell.logout')}
          </button>
        </div>
        <MemberLists onNavigate={onNavigate} />
      </div>
    );
  }
  return (
    <div>
      <div className="flex gap-2">
        <Link
          to={paths.login()}
          onClick={onNavigate}
          className={`${small} flex-1 bg-plum text-white hover:bg-plum-dark`}
        >
          {t('shell.login')}
        </Link>
        <Link
          to={paths.signupSelectType()}
          onClick={onNavigate}
          className={`${small} flex-1 border border-line text-ink hover:border-plum hover:text-plum`}
        >
          {t('shell.signup')}
        </Link>
      </div>
      <Link
        to={paths.guestOrderLookup()}
        onClick={onNavigate}
        className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-muted underline-offset-4 hover:text-plum hover:underline"
      >
        {t('shell.guestOrder')}
      </Link>
    </div>
  );
}

/** The side menu drawer: shop category tree and the company-story branch. Focus is trapped; Esc closes. */
export function SideMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open, onClose);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;
  const tree = categories.data ?? [];
  const story = companyStoryRoot(tree);

  return (
    <div className="fixed inset-0 z-50">
      <div
        className="absolute inset-0 bg-ink/40 motion-safe:animate-[fade-in_150ms_ease-out]"
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="side-menu"
        className="absolute inset-y-0 left-0 flex w-[min(88vw,380px)] flex-col bg-white shadow-2xl motion-safe:animate-[slide-in_200ms_ease-out]"
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-line pl-5 pr-2">
          <h2 id={titleId} className="text-base font-bold">
            {t('shell.menuTitle')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('shell.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain pb-8">
          <div className="flex flex-col gap-4 border-b-8 border-cream px-5 py-4">
            <AccountPanel onNavigate={onClose} />
            <MallToggle />
          </div>
          <PlannerMenu
            onNavigate={onClose}
            testId="side-menu-planner"
            className="border-b-8 border-cream pb-2"
            linkClassName="flex h-12 items-center px-5 text-[15px] font-semibold hover:text-plum"
          />
          <nav aria-label={t('shell.shopCategories')}>
            <h3 className="px-5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted">
              {t('shell.shopCategories')}
            </h3>
            <ul className="divide-y divide-line/70">
              {shopRoots(tree).map((category) => (
                <CategorySection key={category.categoryId} category={category} onNavigate={onClose} />
              ))}
            </ul>
          </nav>
          {story && (
            <nav aria-label={story.categoryName} className="mt-6 border-t-8 border-cream pt-4">
              <h3 className="px-5 pb-2 text-xs font-semibold uppercase tracking-wider text-muted">
                {story.categoryName}
              </h3>
              <ul className="grid grid-cols-2 gap-x-2 px-3">
                {story.children.map((child) => (
                  <li key={child.categoryId}>
                    <Link
                      to={categoryHref(child)}
                      onClick={onClose}
                      className="flex min-h-10 items-center rounded-lg px-2 text-sm text-ink hover:bg-cream hover:text-plum"
                    >
                      {child.categoryName}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
