import type { MemberCoupon } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatDate, formatWon } from '../../../shared/lib/format';
import { Pagination } from '../../../shared/ui/pagination';
import { TabLinks } from '../../../shared/ui/tab-links';
import { couponPageQueryOptions, type CouponTab } from '../api/benefits-api';
import { BenefitsFrame, EmptyState, LoadError } from '../components/benefits-frame';
import { pageOf } from '../../../shared/lib/period';
import { couponDDay } from '../lib/benefits-view';

const TABS: readonly CouponTab[] = ['active', 'used'];

export const couponTabOf = (searchParams: URLSearchParams): CouponTab =>
  searchParams.get('tab') === 'used' ? 'used' : 'active';

function couponHref(tab: CouponTab, page = 1) {
  const query = new URLSearchParams();
  if (tab !== 'active') query.set('tab', tab);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${paths.coupon()}?${search}` : paths.coupon();
}

function CouponTabs({ current }: { current: CouponTab }) {
  const { t } = useTranslation('benefits');
  return (
    <TabLinks
      tabs={TABS}
      current={current}
      label={t('coupon.tabs.label')}
      hrefOf={(tab) => couponHref(tab)}
      nameOf={(tab) => t(`coupon.tabs.${tab}`)}
      testId="coupon-tabs"
    />
  );
}

const STATUS_CLASS: Record<MemberCoupon['status'], string> = {
  ISSUED: 'bg-plum-soft text-plum',
  USED: 'bg-line/60 text-muted',
  EXPIRED: 'bg-line/60 text-muted'
};

function CouponCard({ coupon }: { coupon: MemberCoupon }) {
  const { t } = useTranslation('benefits');
  const language = useLanguage();
  const won = (amount: number) => formatWon(amount, language);
  const dDay = couponDDay(coupon);
  const usable = coupon.status === 'ISSUED';
  const discount =
    coupon.discountType === 'AMOUNT'
      ? t('coupon.discountAmount', { amount: won(coupon.discountValue) })
      : t('coupon.discountRate', { rate: coupon.discountValue });
  return (
    <li
      data-testid="coupon-card"
      className={`flex overflow-hidden rounded-2xl bg-white ring-1 ring-line/70 ${usable ? '' : 'opacity-75'}`}
    >
      <div className={`w-2 shrink-0 ${usable ? 'bg-plum' : 'bg-line'}`} aria-hidden="true" />
      <div className="min-w-0 flex-1 px-4 py-4 md:px-5">
        <div className="flex items-start justify-between gap-3">
          <p
            className={`text-xl font-bold tracking-tight md:text-2xl ${usable ? 'text-plum' : 'text-muted'}`}
            data-testid="coupon-discount"
          >
            {discount}
            {coupon.discountType === 'RATE' && coupon.maxDiscount !== null && (
              <span className="ml-2 align-middle text-sm font-semibold text-muted">
                ({t('coupon.maxDiscount', { amount: won(coupon.maxDiscount) })})
              </span>
            )}
          </p>
          <div className="flex shrink-0 items-center gap-1.5">
            {dDay !== null && (
              <span
                data-testid="coupon-d-day"
                title={dDay === 0 ? t('coupon.endsToday') : t('coupon.endsSoon', { days: dDay })}
                className="rounded-full bg-coral-strong px-2 py-0.5 text-xs font-bold text-white"
              >
                {dDay === 0 ? t('coupon.dDayToday') : t('coupon.dDay', { days: dDay })}
              </span>
            )}
            <span
              data-testid="coupon-status"
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[coupon.status]}`}
            >
              {t(`coupon.status.${coupon.status}`)}
            </span>
          </div>
        </div>
        <p className="mt-1 break-keep text-[15px] font-semibold text-ink" data-testid="coupon-name">
          {coupon.couponName}
        </p>
        <p className="mt-1 text-sm text-muted">
          {coupon.minOrderAmount > 0
            ? t('coupon.minOrder', { amount: won(coupon.minOrderAmount) })
            : t('coupon.noMinimum')}
        </p>
        <p className="mt-2 text-sm text-muted" data-testid="coupon-validity">
          <span className="mr-1.5">{t('coupon.validity')}</span>
          {formatDate(coupon.issuedAt)} ~ {formatDate(coupon.expiresAt)}
        </p>
        {coupon.status === 'USED' && coupon.usedAt && (
          <p className="mt-1 text-sm text-muted">
            {t('coupon.usedAt', { date: formatDate(coupon.usedAt) })}
            {coupon.usedOrderNumber && (
              <span className="ml-2">{t('coupon.usedOrder', { number: coupon.usedOrderNumber })}</span>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/** /mypage/coupon (guard: login): usable coupons (50 a page, ending soonest first) and used/expired ones (20). */
export function CouponRoute() {
  const { t } = useTranslation('benefits');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const tab = couponTabOf(searchParams);
  const page = pageOf(searchParams);
  const coupons = useQuery(couponPageQueryOptions(tab, page, language));
  const data = coupons.data;
  return (
    <BenefitsFrame title={t('coupon.title')}>
      <CouponTabs current={tab} />
      {coupons.isError && !data ? (
        <LoadError onRetry={() => void coupons.refetch()} />
      ) : !data ? (
        <div className="h-40 animate-pulse rounded-2xl bg-white/70" aria-busy="true" />
      ) : data.list.length === 0 ? (
        <EmptyState testId="coupon-empty" text={t(`coupon.empty.${tab}`)} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" data-testid="coupon-total">
            {t('coupon.total', { count: data.totalSize })}
          </p>
          <ul className="grid gap-3 md:grid-cols-2" data-testid="coupon-list">
            {data.list.map((coupon) => (
              <CouponCard key={coupon.memberCouponId} coupon={coupon} />
            ))}
          </ul>
          <Pagination
            pageNumber={data.pageNumber}
            totalPageNumber={data.totalPageNumber}
            hrefFor={(target) => couponHref(tab, target)}
            className="mt-8"
          />
        </>
      )}
    </BenefitsFrame>
  );
}
