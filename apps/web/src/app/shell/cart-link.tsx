import { formatCountBadge } from '@mall/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { CartIcon } from '../../shared/ui/icons';
import { useCartCount } from './use-cart-count';

/** The cart count shown as a badge (99+ above 99, SPEC §9); hidden at 0. */
export function CartBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-badge"
      className={`absolute flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-coral px-1 text-[10px] font-bold leading-none text-ink ${className}`}
    >
      {formatCountBadge(count)}
    </span>
  );
}

export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to={paths.cart()}
      className="icon-button relative"
      aria-label={count > 0 ? t('shell.cartCount', { count }) : t('shell.cart')}
      data-testid="header-cart"
    >
      <CartIcon />
      <CartBadge count={count} className="right-0.5 top-0.5" />
    </Link>
  );
}
