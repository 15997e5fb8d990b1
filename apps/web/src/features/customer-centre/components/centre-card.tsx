import type { Centre } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

/** One centre: name and region, address, phone (a tel: link), hours and services. */
export function CentreCard({ centre }: { centre: Centre }) {
  const { t } = useTranslation('content');
  const row = 'grid grid-cols-[72px_minmax(0,1fr)] gap-2 text-sm';
  return (
    <li className="rounded-2xl border border-line bg-white p-5" data-testid="centre-item">
      <p className="text-xs font-semibold text-plum">{centre.regionName}</p>
      <h2 className="mt-0.5 text-lg font-bold">{centre.name}</h2>
      <dl className="mt-3 space-y-1.5">
        <div className={row}>
          <dt className="text-muted">{t('centre.center.address')}</dt>
          <dd className="break-keep">{centre.address}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t('centre.center.phone')}</dt>
          <dd>
            <a
              href={`tel:${centre.phone}`}
              className="font-semibold text-ink underline-offset-2 hover:underline"
            >
              {centre.phone}
            </a>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted">{t('centre.center.hours')}</dt>
          <dd>{centre.hours}</dd>
        </div>
      </dl>
      {centre.services.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {centre.services.map((service) => (
            <li key={service} className="rounded-full bg-cream px-2.5 py-1 text-xs text-ink">
              {t(`centre.center.services.${service}`)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
