import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/**
 * A Home section of cards (the events, the videos): a swipeable row on phones, three columns from 768 px.
 * Renders nothing when there is nothing to show.
 */
export function CardRowSection<T extends { id: number | string }>({
  id,
  title,
  subtitle,
  items,
  renderCard,
  children
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  subtitle: string;
  items: T[];
  renderCard: (item: T) => ReactNode;
  /** Anything the section shows besides its row (e.g. a player). */
  children?: ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="container-page mt-14 md:mt-20">
      <SectionHeading id={id} title={title} subtitle={subtitle} />
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 scrollbar-none md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0">
        {items.map((item) => (
          <li key={item.id} className="w-[78%] shrink-0 snap-start md:w-auto">
            {renderCard(item)}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
