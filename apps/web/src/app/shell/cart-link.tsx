import { formatCountBadge } from '@mall/domain';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { CartIcon } from '../../shared/ui/icons';
import { useCartCount, useShownCartCount } from './use-cart-count';

/** The cart count shown as a badge (99+ above 99, SPEC §9); hidden at 0; `flashing` right after a change. */
export function CartBadge({
  count,
  flashing = false,
  className = ''
}: {
  count: number;
  flashing?: boolean;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-badge"
      data-flashing={flashing || undefined}
      className={`absolute flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-coral px-1 text-[10px] font-bold leading-none text-ink ${flashing ? 'motion-safe:animate-[badge-flash_1s_ease-in-out]' : ''} ${className}`}
    >
      {formatCountBadge(count)}
    </span>
  );
}

export function CartLink() {
  const { t } = useTranslation();
  const { count, flashing } = useShownCartCount(useCartCount());
  return (
    <Link
      to={paths.cart()}
      className="icon-button relative"
      aria-label={count > 0 ? t('shell.cartCount', { count }) : t('shell.cart')}
      data-testid="header-cart"
    >
      <CartIcon />
      <CartBadge count={count} flashing={flashing} className="right-0.5 top-0.5" />
    </Link>
  );
}
