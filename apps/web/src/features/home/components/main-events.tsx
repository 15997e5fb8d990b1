import type { MainEvent } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ContentLink } from './content-link';
import { CardRowSection } from './card-row-section';

/** The main events row: a swipeable row on phones, three columns from 768 px. */
export function MainEvents({ events }: { events: MainEvent[] }) {
  const { t } = useTranslation('home');
  return (
    <CardRowSection
      id="home-events-title"
      title={t('eventsTitle')}
      subtitle={t('eventsSubtitle')}
      items={events}
      renderCard={(event) => (
        <ContentLink
          href={event.link}
          target={event.linkTarget.code}
          className="group block overflow-hidden rounded-2xl bg-white"
        >
          <img
            src={event.imageUrl}
            alt=""
            width={640}
            height={400}
            loading="lazy"
            className="aspect-[8/5] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
          <div className="px-5 py-4">
            <h3 className="font-semibold text-ink">{event.title}</h3>
            <p className="mt-1 text-sm text-muted">{event.summary}</p>
          </div>
        </ContentLink>
      )}
    />
  );
}
