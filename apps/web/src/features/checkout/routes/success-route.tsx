import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatNumber, formatPoints, formatWon } from '../../../shared/lib/format';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { readPaymentResult, type PaymentResult } from '../lib/payment-state';

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function OrderResult({ result, guest }: { result: PaymentResult; guest: boolean }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const title = t(guest ? 'success.guestTitle' : 'success.title');
  return (
    <div className="container-page max-w-2xl py-8 md:py-12" data-testid="order-success">
      <DocumentTitle page={title} />
      <div className="text-center">
        <div
          aria-hidden="true"
          className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-plum text-2xl text-white"
        >
          ✓
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{title}</h1>
        <p className="mt-2 text-sm text-muted">{t('success.thanks')}</p>
        <p className="mt-4 text-sm text-muted">
          {t('success.orderNumber')}{' '}
          <strong className="text-lg tracking-wide text-plum" data-testid="order-success-number">
            {result.displayOrderNumber}
          </strong>
        </p>
      </div>
      {result.lines.length > 0 && (
        <section aria-labelledby="success-items" className="mt-8 rounded-2xl bg-white p-4 md:p-6">
          <h2 id="success-items" className="mb-2 font-bold text-ink">
            {t('success.items')}
          </h2>
          <ul className="divide-y divide-line">
            {result.lines.map((line, index) => (
              <li key={index} className="flex items-center gap-3 py-3" data-testid="order-success-line">
                <img
                  src={line.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-xl bg-cream object-cover"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-semibold text-ink">{line.productName}</p>
                  <p className="text-xs text-muted">
                    {line.optionValue ? `${line.optionValue} · ` : ''}
                    {t('lines.quantity', { count: line.quantity })}
                  </p>
                </div>
                <p className="shrink-0 text-sm font-bold tabular-nums">
                  {formatWon(line.price * line.quantity, language)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="success-paid" className="mt-4 rounded-2xl bg-white p-4 md:p-6">
        <h2 id="success-paid" className="mb-2 font-bold text-ink">
          {t('success.paid')}
        </h2>
        <dl className="text-sm">
          {result.payments.length > 1 &&
            result.payments.map((payment) => (
              <Row
                key={payment.step}
                label={t('success.paidStep', { step: payment.step })}
                value={formatWon(payment.amount, language)}
                testId={`order-success-step-${payment.step}`}
              />
            ))}
          {result.couponDiscount > 0 && (
            <Row
              label={t('success.couponDiscount')}
              value={`−${formatWon(result.couponDiscount, language)}`}
              testId="order-success-coupon"
            />
          )}
          {result.pointUsed > 0 && (
            <Row
              label={t('success.pointUsed')}
              value={formatPoints(result.pointUsed, language)}
              testId="order-success-points"
            />
          )}
          <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <dt className="font-bold text-ink">{t('success.paid')}</dt>
            <dd className="text-xl font-bold tabular-nums text-plum" data-testid="order-success-amount">
              {formatWon(result.amount, language)}
            </dd>
          </div>
        </dl>
        {/* Points are credited once the parcel ships (earn-point from the order detail): until then it can be cancelled. */}
        {!guest && result.earnPoint > 0 && (
          <p
            className="mt-3 rounded-xl bg-plum-soft px-3 py-2 text-sm text-plum"
            data-testid="order-success-earned"
          >
            {t('success.earnLater', { amount: formatNumber(result.earnPoint, language) })}
          </p>
        )}
      </section>
      {result.delivery && (
        <section aria-labelledby="success-address" className="mt-4 rounded-2xl bg-white p-4 text-sm md:p-6">
          <h2 id="success-address" className="mb-2 font-bold text-ink">
            {t('success.address')}
          </h2>
          <p className="font-medium text-ink">{result.delivery.receiverName}</p>
          <p className="text-muted">
            ({result.delivery.zipcode}) {result.delivery.address1} {result.delivery.address2}
          </p>
        </section>
      )}
      {guest && (
        <p
          className="mt-4 rounded-2xl bg-cream px-4 py-3 text-sm text-ink"
          data-testid="order-success-guest-hint"
        >
          {t('success.guestHint', { orderNumber: result.displayOrderNumber })}{' '}
          <Link
            to={paths.guestOrderLookup()}
            className="font-semibold text-plum underline"
            data-testid="order-success-guest-lookup"
          >
            {t('success.guestLookup')}
          </Link>
        </p>
      )}
      <div className="mt-8 grid gap-3 md:grid-cols-2">
        {!guest && (
          <Link
            to={paths.orderDetail(result.displayOrderNumber)}
            className="btn-secondary"
            data-testid="order-success-detail"
          >
            {t('success.detail')}
          </Link>
        )}
        <Link
          to={paths.home()}
          className={`btn-primary ${guest ? 'md:col-span-2' : ''}`}
          data-testid="order-success-continue"
        >
          {t('success.continue')}
        </Link>
      </div>
    </div>
  );
}

function Success({ guest }: { guest: boolean }) {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const result = readPaymentResult(search.get('orderNumber'));
  if (!result)
    return (
      <MessageScreen title={t(guest ? 'success.guestTitle' : 'success.title')} body={t('success.missing')} />
    );
  return <OrderResult result={result} guest={guest} />;
}

export function OrderSuccessRoute() {
  return <Success guest={false} />;
}

export function GuestOrderSuccessRoute() {
  return <Success guest />;
}
