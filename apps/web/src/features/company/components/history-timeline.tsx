import type { PublicSitePageBlock } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

export type Milestone = Extract<PublicSitePageBlock, { kind: 'milestone' }>;

/** Milestones by year, newest last as written, on a vertical line: a year heading, then its months and texts. */
export function HistoryTimeline({ milestones }: { milestones: Milestone[] }) {
  const { t } = useTranslation('content');
  const years: { year: number; items: Milestone[] }[] = [];
  for (const milestone of milestones) {
    const last = years.at(-1);
    if (last?.year === milestone.year) last.items.push(milestone);
    else years.push({ year: milestone.year, items: [milestone] });
  }
  return (
    <ol
      aria-label={t('company.timeline.label')}
      className="relative ml-2 border-l-2 border-plum/25 md:ml-[7.5rem]"
      data-testid="history-timeline"
    >
      {years.map(({ year, items }) => (
        <li key={year} className="relative pb-8 pl-6 last:pb-0 md:pl-10">
          <span
            aria-hidden="true"
            className="absolute -left-[9px] top-1.5 size-4 rounded-full border-4 border-white bg-plum shadow"
          />
          <h3 className="text-2xl font-bold text-plum md:absolute md:-left-[7.5rem] md:top-0 md:w-24 md:text-right">
            {year}
          </h3>
          <ul className="mt-2 space-y-3 md:mt-0">
            {items.map((item) => (
              <li
                key={item.id}
                className="rounded-2xl bg-white p-4 shadow-sm md:flex md:items-start md:gap-5"
              >
                <div className="flex-1">
                  {item.month !== null && (
                    <p className="text-sm font-semibold text-muted">
                      {t('company.timeline.month', { month: item.month })}
                    </p>
                  )}
                  <p className="mt-1 text-[15px] leading-relaxed">{item.text}</p>
                </div>
                {item.imageUrl && (
                  <img
                    src={item.imageUrl}
                    alt=""
                    loading="lazy"
                    width={640}
                    height={400}
                    className="mt-3 aspect-[16/10] w-full rounded-xl object-cover md:mt-0 md:w-48"
                  />
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
