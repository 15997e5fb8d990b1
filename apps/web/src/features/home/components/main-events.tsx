import type { MainEvent } from '@mall/domain';
import { useTranslation } from 'react-i18next';
import { ContentLink } from './content-link';
import { SectionHeading } from './section-heading';

/** The main events row: a swipeable row on phones, three columns from 768 px. */
export function MainEvents({ events }: { events: MainEvent[] }) {
  const { t } = useTranslation('home');
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="home-events-title" className="container-page mt-14 md:mt-20">
      <SectionHeading
        id="home-events-title"
        title={t('eventsTitle')}
        subtitle={t('eventsSubtitle')}
      />
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 scrollbar-none md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0">
        {events.map((event) => (
          <li key={event.id} className="w-[78%] shrink-0 snap-start md:w-auto">
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
          </li>
        ))}
      </ul>
    </section>
  );
}
