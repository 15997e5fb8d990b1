import { noticeRows, type ProductNotice, type ProductNoticeItem, type ProductNoticeKind } from '@mall/domain';
import { type TFunction, useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { CollapsibleSection } from './collapsible-section';

/** The item's name as the notice words it for this kind of goods. */
function itemLabel(t: TFunction<'product'>, kind: ProductNoticeKind, item: ProductNoticeItem): string {
  switch (kind) {
    case 'COSMETICS':
      return t(`notice.items.COSMETICS.${item as ProductNoticeItem<'COSMETICS'>}`);
    case 'HEALTH_FOOD':
      return t(`notice.items.HEALTH_FOOD.${item as ProductNoticeItem<'HEALTH_FOOD'>}`);
    case 'SMALL_APPLIANCE':
      return t(`notice.items.SMALL_APPLIANCE.${item as ProductNoticeItem<'SMALL_APPLIANCE'>}`);
    case 'GENERAL':
      return t(`notice.items.GENERAL.${item as ProductNoticeItem<'GENERAL'>}`);
  }
}

function Value({ item, value }: { item: ProductNoticeItem; value: string }) {
  if (item !== 'consumerPhone') return <>{value}</>;
  return (
    <a
      href={`tel:${value.replace(/-/g, '')}`}
      className="font-semibold text-ink underline-offset-2 hover:underline"
    >
      {value}
    </a>
  );
}

/**
 * The goods information notice (상품정보제공고시) of the product, a two-column table in the notice's own
 * order (docs/decisions/055). Nothing is shown for a product whose notice is not filled in yet.
 */
export function GoodsNotice({ notice }: { notice: ProductNotice | null }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  if (!notice) return null;
  // Korean wraps between words (keep-all); Chinese has no spaces to wrap at.
  const wrap = language === 'ko-KR' ? 'break-keep break-words' : 'break-words';
  return (
    <CollapsibleSection title={t('notice.title')} testId="goods-notice">
      <p className="text-[13px] leading-relaxed text-muted">
        {t('notice.intro')}{' '}
        <span className="font-semibold text-ink">({t(`notice.kind.${notice.kind}`)})</span>
      </p>
      <table className="mt-3 w-full table-fixed border-t border-line text-left text-[13px] leading-relaxed md:text-sm">
        <tbody>
          {noticeRows(notice).map(({ item, value }) => (
            <tr key={item} className="border-b border-line align-top">
              <th
                scope="row"
                className={`w-[36%] bg-cream-deep/60 px-3 py-3 font-semibold text-ink/80 md:w-56 ${wrap}`}
              >
                {itemLabel(t, notice.kind, item)}
              </th>
              <td className={`px-3 py-3 text-ink/85 ${wrap}`}>
                <Value item={item} value={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </CollapsibleSection>
  );
}
