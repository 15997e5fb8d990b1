import type { CartType } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { GuestCart } from '../components/guest-cart';
import { MemberCart } from '../components/member-cart';
import { cartTypeOf } from './cart-loader';

const CART_TYPES_SHOWN: readonly CartType[] = ['normal', 'autoship'];

function CartTabs({ current }: { current: CartType }) {
  const { t } = useTranslation('cart');
  return (
    <nav aria-label={t('tabs.label')} className="mb-6 flex border-b border-line" data-testid="cart-tabs">
      {CART_TYPES_SHOWN.map((type) => (
        <Link
          key={type}
          to={paths.cart(type)}
          replace
          aria-current={type === current ? 'page' : undefined}
          className={`-mb-px flex h-12 flex-1 items-center justify-center border-b-2 text-[15px] font-semibold md:flex-none md:px-8 ${
            type === current ? 'border-plum text-plum' : 'border-transparent text-muted hover:text-ink'
          }`}
        >
          {t(`tabs.${type}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The guest's autoship tab: autoship needs a member (SPEC §5 PR_SubsNeedLogin). */
function AutoshipNeedsLogin() {
  const { t } = useTranslation('cart');
  return (
    <div
      data-testid="cart-autoship-login"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center"
    >
      <p className="text-lg font-bold text-ink">{t('autoshipLogin.title')}</p>
      <p className="mt-2 max-w-md text-sm text-muted">{t('autoshipLogin.body')}</p>
      <Link to={paths.login(paths.cart('autoship'))} className="btn-primary mt-6">
        {t('autoshipLogin.action')}
      </Link>
    </div>
  );
}

/** /cart?type=normal|autoship (SPEC §2): the two carts as tabs; guests have the normal one locally. */
export function CartRoute() {
  const { t } = useTranslation('cart');
  const [searchParams] = useSearchParams();
  const cartType = cartTypeOf(searchParams);
  const member = isLoggedIn(useSession());
  return (
    <div className="container-page pb-32 pt-6 md:pb-12 md:pt-10">
      <DocumentTitle page={t('title')} />
      <h1 className="mb-4 text-2xl font-bold tracking-tight md:text-[28px]">{t('title')}</h1>
      <CartTabs current={cartType} />
      {member ? (
        <MemberCart key={cartType} cartType={cartType} />
      ) : cartType === 'autoship' ? (
        <AutoshipNeedsLogin />
      ) : (
        <GuestCart />
      )}
    </div>
  );
}
