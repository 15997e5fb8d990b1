import { DIVE_IN_SORTS, type DiveInSort } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { diveInTagsQueryOptions, type FeedFilter } from '../api/dive-in-api';

const chip = (on: boolean) =>
  `shrink-0 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors ${
    on ? 'border-plum bg-plum text-white' : 'border-line bg-white text-ink hover:border-plum'
  }`;

/**
 * The tag chips ("전체" and the tags of category/list) and the newest/popular toggle. A tag list that failed to load
 * leaves only "전체": the feed itself still works.
 */
export function FeedFilters({
  filter,
  onChange
}: {
  filter: FeedFilter;
  onChange: (next: { tagType: string | null; sortType: DiveInSort }) => void;
}) {
  const { t } = useTranslation('dive-in');
  const tags = useQuery(diveInTagsQueryOptions(useLanguage())).data ?? [];
  const choices = [{ code: null, text: t('filters.all') }, ...tags];
  return (
    <div className="flex items-center gap-3">
      <ul
        aria-label={t('filters.tags')}
        className="-ml-4 flex min-w-0 flex-1 gap-2 overflow-x-auto py-1 pl-4 scrollbar-none md:ml-0 md:pl-0"
      >
        {choices.map((tag) => (
          <li key={tag.code ?? 'all'}>
            <button
              type="button"
              className={chip(filter.tagType === tag.code)}
              aria-pressed={filter.tagType === tag.code}
              onClick={() => onChange({ tagType: tag.code, sortType: filter.sortType })}
            >
              {tag.text}
            </button>
          </li>
        ))}
      </ul>
      <div
        role="group"
        aria-label={t('filters.sort')}
        className="flex shrink-0 rounded-full bg-cream-deep p-0.5"
      >
        {DIVE_IN_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={filter.sortType === sort}
            className={`whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ${filter.sortType === sort ? 'bg-white text-plum shadow-sm' : 'text-muted'}`}
            onClick={() => onChange({ tagType: filter.tagType, sortType: sort })}
          >
            {t(`filters.${sort}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
