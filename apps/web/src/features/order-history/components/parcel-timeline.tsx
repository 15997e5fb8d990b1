import type { ParcelEvent } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDateTime } from './order-parts';

/** The carrier's scans of the parcel, newest first: what happened, when and where. */
export function ParcelTimeline({ events }: { events: readonly ParcelEvent[] }) {
  const { t } = useTranslation('order-history');
  if (events.length === 0) return null;
  const newestFirst = [...events].reverse();
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-ink">{t('detail.parcelTimeline')}</h3>
      <ol className="mt-2 border-l-2 border-plum-soft pl-4" data-testid="parcel-timeline">
        {newestFirst.map((event, index) => (
          <li key={`${event.at ?? ''}-${index}`} className="relative pb-3 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full ${index === 0 ? 'bg-plum' : 'bg-line'}`}
            />
            <p className={`text-sm ${index === 0 ? 'font-semibold text-plum' : 'text-ink'}`}>
              {event.statusName}
            </p>
            <p className="text-xs text-muted">
              {[event.at ? formatDateTime(event.at) : null, event.location, event.description]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
