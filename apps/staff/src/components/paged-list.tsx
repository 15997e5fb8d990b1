import type { ReactNode } from 'react';
import { ApiError } from '../api';
import { useT } from '../i18n';
import { Notice } from './field';
import { Pager } from './pager';

/**
 * The body of a console list screen (returns, subscriptions, failed charges): the refusal or failure of its read,
 * "loading", an empty message or the rows, then the pager when there is more than one page.
 */
export function PagedList({
  error,
  isPending,
  empty,
  children,
  page,
  totalPages,
  onPage
}: {
  error: unknown;
  isPending: boolean;
  /** What to say when the page has no rows; null while there are rows. */
  empty: string | null;
  children: ReactNode;
  page: number;
  totalPages: number | undefined;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  return (
    <>
      {error ? (
        <Notice tone="error">
          {error instanceof ApiError && error.status === 403 ? t('error.forbidden') : t('error.generic')}
        </Notice>
      ) : null}
      {isPending ? (
        <p className="text-muted">{t('loading')}</p>
      ) : empty !== null ? (
        !error && (
          <p className="rounded-lg border border-dashed border-line bg-white p-8 text-center text-muted">
            {empty}
          </p>
        )
      ) : (
        children
      )}
      {totalPages !== undefined && totalPages > 1 && <Pager page={page} total={totalPages} onPage={onPage} />}
    </>
  );
}
