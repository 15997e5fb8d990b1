import { MAX_PAGINATION_LINKS, paginationWindow } from '@mall/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type Props = {
  pageNumber: number;
  totalPageNumber: number;
  /** Page links shown at once (SPEC §9: 10, 5 in the address search). */
  maxLinks?: number;
  /** Extra classes of the <nav> (spacing from what is above it). */
  className?: string;
} & (
  | {
      /** Pages are URLs (a list screen): link to a page, keeping the other query values. */
      hrefFor: (page: number) => string;
      onPage?: never;
    }
  | {
      /** Pages are state (a dialog): buttons that call this. */
      onPage: (page: number) => void;
      hrefFor?: never;
    }
);

const linkBase = 'inline-flex size-10 items-center justify-center rounded-full text-sm transition-colors';

/**
 * Page links in blocks of `maxLinks` (1-10, 11-20...) with previous/next block links, as Korean shops page.
 * Links for routed lists, buttons where the page lives in a component's state.
 */
export function Pagination({
  pageNumber,
  totalPageNumber,
  maxLinks = MAX_PAGINATION_LINKS,
  className = 'mt-12',
  hrefFor,
  onPage
}: Props) {
  const { t } = useTranslation();
  if (totalPageNumber <= 1) return null;
  const pages = paginationWindow(pageNumber, totalPageNumber, maxLinks);
  const first = pages[0] ?? 1;
  const last = pages[pages.length - 1] ?? 1;

  const pageControl = (page: number, label: string, extra: string, children: ReactNode, current = false) =>
    hrefFor ? (
      <Link
        to={hrefFor(page)}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        className={`${linkBase} ${extra}`}
      >
        {children}
      </Link>
    ) : (
      <button
        type="button"
        onClick={() => onPage(page)}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        className={`${linkBase} ${extra}`}
      >
        {children}
      </button>
    );

  return (
    <nav aria-label={t('a11y.pagination')} className={`flex justify-center ${className}`}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {first > 1 && (
          <li>
            {pageControl(
              first - 1,
              t('catalogue.pagination.prevBlock'),
              'text-muted hover:bg-plum-soft',
              <ChevronLeftIcon size={18} />
            )}
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            {pageControl(
              page,
              t('catalogue.pagination.page', { page }),
              page === pageNumber ? 'bg-plum font-bold text-white' : 'text-ink hover:bg-plum-soft',
              page,
              page === pageNumber
            )}
          </li>
        ))}
        {last < totalPageNumber && (
          <li>
            {pageControl(
              last + 1,
              t('catalogue.pagination.nextBlock'),
              'text-muted hover:bg-plum-soft',
              <ChevronRightIcon size={18} />
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
