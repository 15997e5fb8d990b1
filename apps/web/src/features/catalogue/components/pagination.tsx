import { MAX_PAGINATION_LINKS, paginationWindow } from '@mall/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';

type Props = {
  pageNumber: number;
  totalPageNumber: number;
  /** Link to a page (keeps the other query values). */
  hrefFor: (page: number) => string;
};

/** Page links in blocks of 10 (1-10, 11-20...) with previous/next block links, as Korean shops page. */
export function Pagination({ pageNumber, totalPageNumber, hrefFor }: Props) {
  const { t } = useTranslation();
  const pages = paginationWindow(pageNumber, totalPageNumber, MAX_PAGINATION_LINKS);
  if (pages.length <= 1 && totalPageNumber <= 1) return null;
  const first = pages[0] ?? 1;
  const last = pages[pages.length - 1] ?? 1;
  const linkBase = 'inline-flex size-10 items-center justify-center rounded-full text-sm transition-colors';
  return (
    <nav aria-label={t('a11y.pagination')} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {first > 1 && (
          <li>
            <Link
              to={hrefFor(first - 1)}
              className={`${linkBase} text-muted hover:bg-plum-soft`}
              aria-label={t('catalogue.pagination.prevBlock')}
            >
              <ChevronLeftIcon size={18} />
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={hrefFor(page)}
              aria-label={t('catalogue.pagination.page', { page })}
              aria-current={page === pageNumber ? 'page' : undefined}
              className={`${linkBase} ${page === pageNumber ? 'bg-plum font-bold text-white' : 'text-ink hover:bg-plum-soft'}`}
            >
              {page}
            </Link>
          </li>
        ))}
        {last < totalPageNumber && (
          <li>
            <Link
              to={hrefFor(last + 1)}
              className={`${linkBase} text-muted hover:bg-plum-soft`}
              aria-label={t('catalogue.pagination.nextBlock')}
            >
              <ChevronRightIcon size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
