import { formatMobile, type DeskAutoshipCycle, type DeskAutoshipDetail } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, AUTOSHIP_KEY, messageOf, staffApi } from '../api';
import { CardLabel, MemberLabel, StatePill, useCycleLabel } from '../components/autoship-parts';
import { Notice } from '../components/field';
import { BackLink, Section } from '../components/section';
import { seoulDateTime, won } from '../format';
import { useDocumentTitle, useT } from '../i18n';

/** One subscription as staff see it (the read is audited): who, what, where, which card, and every cycle's charge. */
export function AutoshipDetailScreen() {
  const { t } = useT();
  const id = Number(useParams().autoshipId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: detail, error } = useQuery({
    queryKey: [...AUTOSHIP_KEY, 'subscription', id],
    queryFn: () => staffApi.autoshipDetail(id),
    enabled: valid
  });
  useDocumentTitle(t('autoship.ref', { id: valid ? id : '' }));
  const back = <BackLink to="/autoship">{t('detail.back')}</BackLink>;
  if (error || !valid)
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Notice tone="error">
          {error instanceof ApiError && error.status === 403
            ? t('error.forbidden')
            : !error || (error instanceof ApiError && error.status === 404)
              ? t('autoship.notFound')
              : messageOf(error, t('error.generic'))}
        </Notice>
      </div>
    );
  if (!detail) return <p className="text-muted">{t('loading')}</p>;
  return (
    <article className="flex flex-col gap-5" aria-labelledby="autoship-detail-title">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="autoship-detail-title" className="text-xl font-semibold">
          {t('autoship.ref', { id: detail.autoshipId })}
        </h1>
        <StatePill
          testId="autoship-status"
          text={t(`autoshipStatus.${detail.status}`)}
          alarm={detail.status === 'HELD'}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t('autoshipDetail.member')}>
          <p>
            <MemberLabel member={detail.member} />
          </p>
          <p>
            <span className="text-muted">{t('autoship.card')}:</span> <CardLabel card={detail.card} />
          </p>
        </Section>
        <Schedule detail={detail} />
        <Section title={t('autoshipDetail.address')}>
          <AddressLines address={detail.address} />
        </Section>
        <Section title={t('autoshipDetail.lines')}>
          <ul className="divide-y divide-line" data-testid="autoship-lines">
            {detail.lines.map((line) => (
              <li
                key={`${line.productId}:${line.productOptionId ?? ''}`}
                className="flex justify-between gap-3 py-2"
              >
                <span>
                  {line.productName}
                  {line.optionValue && <span className="text-muted"> · {line.optionValue}</span>}
                </span>
                <span className="shrink-0 tabular-nums">× {line.quantity}</span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <Section title={t('autoshipDetail.charges')}>
        {detail.charges.length === 0 ? (
          <p className="text-muted">{t('autoshipDetail.noCharges')}</p>
        ) : (
          <CycleTable charges={detail.charges} />
        )}
      </Section>
    </article>
  );
}

function Schedule({ detail }: { detail: DeskAutoshipDetail }) {
  const { t } = useT();
  const cycleLabel = useCycleLabel();
  const rows: [string, ReactNode][] = [
    [t('autoship.cycle'), cycleLabel(detail.cycle)],
    [t('autoshipDetail.firstChargeDay'), detail.firstChargeDay],
    [t('autoship.nextChargeDay'), detail.nextChargeDay ?? '—'],
    [t('autoship.createdAt'), seoulDateTime(detail.createdAt)]
  ];
  if (detail.cancelledAt) rows.push([t('autoshipDetail.cancelledAt'), seoulDateTime(detail.cancelledAt)]);
  return (
    <Section title={t('autoshipDetail.schedule')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="autoship-schedule">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function AddressLines({ address }: { address: DeskAutoshipDetail['address'] }) {
  const { t } = useT();
  return (
    <>
      <p>
        {address.receiverName} · {formatMobile(address.mobileNumber)}
        {address.addressName && <span className="text-muted"> ({address.addressName})</span>}
      </p>
      <p className="text-muted">
        ({address.zipcode}) {address.address1} {address.address2}
      </p>
      {!address.fromBook && <p className="text-xs text-muted">{t('autoshipDetail.addressCopy')}</p>}
    </>
  );
}

/** Every cycle's row, newest first; a charged cycle's order opens on the order desk. */
function CycleTable({ charges }: { charges: DeskAutoshipCycle[] }) {
  const { t, language } = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid="autoship-charges">
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th className="py-2 pr-3">{t('charge.cycle')}</th>
            <th className="py-2 pr-3">{t('charge.day')}</th>
            <th className="py-2 pr-3">{t('charge.status')}</th>
            <th className="py-2 pr-3 text-right">{t('charge.tries')}</th>
            <th className="py-2 pr-3">{t('charge.nextTry')}</th>
            <th className="py-2 pr-3">{t('charge.failure')}</th>
            <th className="py-2 pr-3">{t('charge.order')}</th>
            <th className="py-2 text-right">{t('charge.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {charges.map((charge) => (
            <tr key={charge.chargeId} className="border-b border-line align-middle">
              <td className="py-2 pr-3 whitespace-nowrap">
                {t('autoship.cycleNo', { n: charge.cycleIndex + 1 })}
              </td>
              <td className="py-2 pr-3 tabular-nums">{charge.chargeDay}</td>
              <td className="py-2 pr-3">
                <StatePill text={t(`chargeStatus.${charge.status}`)} alarm={charge.status === 'FAILED'} />
                {charge.skippedProductIds.length > 0 && (
                  <span className="ml-1 text-xs text-muted">
                    {t('charge.skipped', { count: charge.skippedProductIds.length })}
                  </span>
                )}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{charge.tries}</td>
              <td className="py-2 pr-3 tabular-nums">{seoulDateTime(charge.nextTryAt)}</td>
              <td className="py-2 pr-3">
                {charge.failureCode ? <code className="text-xs break-all">{charge.failureCode}</code> : '—'}
              </td>
              <td className="py-2 pr-3">
                <OrderCell charge={charge} />
              </td>
              <td className="py-2 text-right tabular-nums whitespace-nowrap">
                {charge.amount === null ? '—' : won(charge.amount, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A charged cycle's order is a paid order the desk shows; a refused try's order failed and is only named. */
function OrderCell({ charge }: { charge: DeskAutoshipCycle }) {
  if (!charge.orderNumber) return <>—</>;
  if (charge.status !== 'CHARGED' || charge.orderId === null)
    return <span className="font-mono text-muted">{charge.orderNumber}</span>;
  return (
    <Link
      to={`/orders/${charge.orderId}`}
      className="inline-flex min-h-11 items-center font-mono text-plum-dark underline underline-offset-2"
    >
      {charge.orderNumber}
    </Link>
  );
}
