import type { PublicSitePageBlock } from '@mall/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';

export type LocationBlock = Extract<PublicSitePageBlock, { kind: 'location' }>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-line py-3 first:border-t-0 md:grid-cols-[8rem_1fr] md:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-[15px] leading-relaxed">{children}</dd>
    </div>
  );
}

/** A place: its map picture (served by the shop) with a link to the full map, address, phone, hours, directions. */
export function LocationCard({ block }: { block: LocationBlock }) {
  const { t } = useTranslation('content');
  const others = block.addresses.filter((entry) => entry.text !== block.address);
  const external = block.map && /^https?:/.test(block.map.openUrl);
  return (
    <section
      aria-labelledby={`place-${block.id}`}
      className="grid items-start gap-6 lg:grid-cols-2"
      data-testid="location-card"
    >
      {block.map && (
        <figure className="overflow-hidden rounded-2xl bg-white shadow-sm">
          <img
            src={block.map.imageUrl}
            alt={t('company.location.mapAlt', { name: block.name })}
            width={720}
            height={420}
            className="aspect-[12/7] w-full object-cover"
            data-testid="location-map"
          />
          <figcaption className="p-3 text-right">
            <a
              href={block.map.openUrl}
              target="_blank"
              rel={external ? 'noopener noreferrer' : 'noopener'}
              className="inline-flex min-h-10 items-center text-sm font-semibold text-plum underline-offset-4 hover:underline"
            >
              {t('company.location.openMap')}
            </a>
          </figcaption>
        </figure>
      )}
      <div className="rounded-2xl bg-white p-5 shadow-sm">
        <h2 id={`place-${block.id}`} className="mb-2 text-lg font-bold">
          {block.name}
        </h2>
        <dl>
          <Row label={t('company.location.address')}>
            <p>{block.address}</p>
            {others.length > 0 && (
              <details className="mt-1 text-sm text-muted">
                <summary className="cursor-pointer">{t('company.location.addressIn')}</summary>
                <ul className="mt-1 space-y-1">
                  {others.map((entry) => (
                    <li key={entry.language} lang={entry.language}>
                      <span className="font-semibold">
                        {t(`company.location.languages.${entry.language}`)}
                      </span>{' '}
                      {entry.text}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </Row>
          {block.phone && (
            <Row label={t('company.location.phone')}>
              <a href={`tel:${block.phone.replace(/[^\d+]/g, '')}`} className="hover:text-plum">
                {block.phone}
              </a>
            </Row>
          )}
          {block.hours && <Row label={t('company.location.hours')}>{block.hours}</Row>}
          {block.subway && <Row label={t('company.location.subway')}>{block.subway}</Row>}
          {block.bus && <Row label={t('company.location.bus')}>{block.bus}</Row>}
          {block.car && <Row label={t('company.location.car')}>{block.car}</Row>}
        </dl>
      </div>
    </section>
  );
}
