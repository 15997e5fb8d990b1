import type { CartType } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useCatalogueViewer } from '../../../shared/session/viewer';
import { ProductGrid } from '../../catalogue';
import { suggestionKinds, suggestionsQueryOptions } from '../api/get-suggestions';
import type { SuggestionKind } from '../../../shared/cart/query-keys';

const headingKey = {
  empty: 'empty.bestSellers',
  purchased: 'empty.purchased',
  products: 'empty.suggested'
} as const;

function Suggestions({
  kind,
  cartType,
  first
}: {
  kind: SuggestionKind;
  cartType: CartType;
  first: boolean;
}) {
  const { t } = useTranslation('cart');
  const query = useQuery(suggestionsQueryOptions(useLanguage(), useCatalogueViewer(), kind, cartType));
  if (query.isError) return <p className="text-sm text-muted">{t('empty.suggestionsFailed')}</p>;
  if (!query.data || query.data.length === 0) return null;
  const headingId = `cart-suggestions-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid={`cart-suggestions-${kind}`}>
      <h2 id={headingId} className="mb-4 text-lg font-bold text-ink">
        {t(headingKey[kind])}
      </h2>
      {/* The first suggestions' first row shows without scrolling: the empty cart's largest image, not lazy. */}
      <ProductGrid products={query.data} firstRowAboveFold={first} />
    </section>
  );
}

/** An empty cart: says so, offers the way back to shopping and suggests products. */
export function EmptyCart({ cartType, member }: { cartType: CartType; member: boolean }) {
  const { t } = useTranslation('cart');
  return (
    <div data-testid="cart-empty">
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center">
        <p className="text-lg font-bold text-ink">{t('empty.title')}</p>
        <p className="mt-2 text-sm text-muted">
          {t(cartType === 'autoship' ? 'empty.autoshipBody' : 'empty.body')}
        </p>
        <Link to={paths.home()} className="btn-secondary mt-6">
          {t('empty.shop')}
        </Link>
      </div>
      {suggestionKinds(member).map((kind, index) => (
        <Suggestions key={kind} kind={kind} cartType={cartType} first={index === 0} />
      ))}
    </div>
  );
}
