import { isPurchasable, type ProductSummary } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { addCartLines, applyCartAnswer } from '../../../shared/cart/cart-mutations';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { pageOf } from '../../../shared/lib/period';
import { shopperListPaths } from '../../../shared/shopper-lists/shopper-list-paths';
import { dialogs } from '../../../shared/ui/dialog-store';
import { Pagination } from '../../../shared/ui/pagination';
import { useMemberSeqNo, useWishToggle, wishlistQueryOptions } from '../api/wishlist-api';
import { EmptyList, ListError, ListFrame } from '../components/list-frame';
import { ProductRow } from '../components/product-row';
import { useRefusalAlert } from '../lib/use-refusal-text';

const small = 'inline-flex h-9 items-center rounded-full border px-3 text-sm font-semibold';

/** /mypage/wishlist (docs/decisions/091): the member's wished products, 10 a page; remove, add to cart. */
export function WishlistRoute() {
  const { t } = useTranslation('shopper-lists');
  const member = useMemberSeqNo() ?? 0;
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const { data, isPending, isError, refetch } = useQuery(wishlistQueryOptions(member, page));
  const toggle = useWishToggle(member);
  const refused = useRefusalAlert();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const addToCart = async (product: ProductSummary) => {
    if (product.optionYn === 'Y') {
      await dialogs.alert(t('wishlist.chooseOption'));
      await navigate(paths.productDetail(product.productId));
      return;
    }
    try {
      await applyCartAnswer(
        queryClient,
        await addCartLines('normal', [{ productId: product.productId, quantity: 1 }])
      );
      await dialogs.alert(t('wishlist.added'));
    } catch (error) {
      await refused(error);
    }
  };
  const remove = (product: ProductSummary) =>
    toggle.mutate(
      { productId: product.productId, wished: false },
      { onError: (error) => void refused(error) }
    );

  return (
    <ListFrame tab="wishlist">
      {isError && <ListError retry={() => void refetch()} />}
      {!isPending && data?.totalSize === 0 && <EmptyList text={t('wishlist.empty')} />}
      {data && data.totalSize > 0 && (
        <>
          <p className="mb-2 text-sm text-muted" data-testid="wishlist-total">
            {t('wishlist.total', { count: data.totalSize })}
          </p>
          <ul className="divide-y divide-line/70 rounded-3xl bg-white px-4 ring-1 ring-line/70 md:px-6">
            {data.list.map(({ product }) => (
              <ProductRow key={product.productId} product={product}>
                {isPurchasable(product.salesStatus.code) && (
                  <button
                    type="button"
                    className={`${small} border-plum text-plum hover:bg-plum-soft`}
                    aria-label={t('wishlist.addToCartLabel', { name: product.productName })}
                    onClick={() => void addToCart(product)}
                  >
                    {t('wishlist.addToCart')}
                  </button>
                )}
                <button
                  type="button"
                  className={`${small} border-line text-muted hover:text-ink`}
                  aria-label={t('wishlist.removeLabel', { name: product.productName })}
                  data-testid="wishlist-remove"
                  onClick={() => remove(product)}
                >
                  {t('wishlist.remove')}
                </button>
              </ProductRow>
            ))}
          </ul>
          <Pagination
            className="mt-6"
            pageNumber={data.pageNumber}
            totalPageNumber={data.totalPageNumber}
            hrefFor={(n) => shopperListPaths.wishlist(n)}
          />
        </>
      )}
    </ListFrame>
  );
}
