import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { recentQueryOptions, useRemoveRecent } from '../api/recent-api';
import { useMemberSeqNo } from '../api/wishlist-api';
import { EmptyList, ListError, ListFrame } from '../components/list-frame';
import { ProductRow } from '../components/product-row';
import { useRefusalAlert } from '../lib/use-refusal-text';

/**
 * /mypage/recent (docs/decisions/091): the member's last 50 viewed products, newest first, with remove. A guest's
 * local views are merged in first (the list's read does it), then cleared locally.
 */
export function RecentRoute() {
  const { t } = useTranslation('shopper-lists');
  const member = useMemberSeqNo();
  const { data, isPending, isError, refetch } = useQuery(recentQueryOptions(member));
  const remove = useRemoveRecent(member);
  const refused = useRefusalAlert();
  return (
    <ListFrame tab="recent">
      <p className="mb-2 text-sm text-muted">{t('recent.hint')}</p>
      {isError && <ListError retry={() => void refetch()} />}
      {!isPending && data?.length === 0 && <EmptyList text={t('recent.empty')} />}
      {data && data.length > 0 && (
        <ul
          className="divide-y divide-line/70 rounded-3xl bg-white px-4 ring-1 ring-line/70 md:px-6"
          data-testid="recent-list"
        >
          {data.map((product) => (
            <ProductRow key={product.productId} product={product}>
              <button
                type="button"
                className="inline-flex h-9 items-center rounded-full border border-line px-3 text-sm font-semibold text-muted hover:text-ink"
                aria-label={t('recent.removeLabel', { name: product.productName })}
                data-testid="recent-remove"
                onClick={() => remove.mutate(product.productId, { onError: (error) => void refused(error) })}
              >
                {t('recent.remove')}
              </button>
            </ProductRow>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
