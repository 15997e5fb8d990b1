import {
  ADDRESS_SEARCH_PAGE_LINKS,
  ADDRESS_SEARCH_PAGE_SIZE,
  addressSearchMessage,
  showsAddressRows,
  totalPageCount,
  type Juso
} from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { inputClass } from '../../../shared/forms/field';
import { Pagination } from '../../../shared/ui/pagination';
import { addressSearchQueryOptions } from '../api/address-search';
import { fromJuso, type SearchedAddress } from '../lib/searched-address';
import { useAddressText } from '../lib/use-address-text';

function ResultRow({ row, onPick }: { row: Juso; onPick: () => void }) {
  const { t } = useTranslation('address');
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        aria-label={t('search.choose', { address: row.roadAddr })}
        data-testid="address-search-row"
        className="flex w-full flex-col gap-1 rounded-xl px-3 py-3 text-left hover:bg-plum-soft/60 focus-visible:bg-plum-soft/60"
      >
        <span className="flex items-start gap-2">
          <span className="mt-0.5 shrink-0 rounded bg-plum-soft px-1.5 py-0.5 text-[11px] font-semibold text-plum">
            {t('search.road')}
          </span>
          <span className="text-[15px] font-semibold text-ink">{row.roadAddr}</span>
        </span>
        {row.jibunAddr && (
          <span className="flex items-start gap-2">
            <span className="mt-0.5 shrink-0 rounded bg-cream-deep px-1.5 py-0.5 text-[11px] font-semibold text-muted">
              {t('search.jibun')}
            </span>
            <span className="text-sm text-muted">{row.jibunAddr}</span>
          </span>
        )}
        <span className="text-xs text-muted">
          {t('search.postcode')} <span className="font-semibold text-ink">{row.zipNo}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * Our own address search over GET /api/address (the fallback when the postcode widget is off or fails):
 * a keyword (Enter submits), 10 rows a page with at most 5 page links, and the spec's messages
 * (CMM_ErrorText_1..7): over 100 hits the list comes with the advice to narrow, over 5000 only the advice.
 */
export function AddressSearchList({ onPick }: { onPick: (address: SearchedAddress) => void }) {
  const { t } = useTranslation('address');
  const { message } = useAddressText();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState<{ keyword: string; page: number } | null>(null);
  const resultsRef = useRef<HTMLParagraphElement>(null);
  const answer = useQuery({
    ...addressSearchQueryOptions(search?.keyword ?? '', search?.page ?? 1),
    enabled: search !== null
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch({ keyword: draft.trim(), page: 1 });
  };

  const common = answer.data?.results.common;
  const notice = common ? addressSearchMessage(common) : null;
  const rows = common && showsAddressRows(common) ? (answer.data?.results.juso ?? []) : [];
  const total = common ? Number(common.totalCount) : 0;
  const totalPages = totalPageCount(total, ADDRESS_SEARCH_PAGE_SIZE);

  return (
    <div className="flex min-h-[18rem] flex-col gap-4">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('search.keyword')}
        </label>
        <input
          id={inputId}
          type="search"
          name="keyword"
          enterKeyHint="search"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('search.keywordPlaceholder')}
          className={inputClass(false)}
        />
        <button type="submit" className="btn-primary h-12 shrink-0 rounded-xl px-5">
          {t('search.submit')}
        </button>
      </form>

      {!search && <p className="text-sm leading-relaxed text-muted">{t('search.hint')}</p>}

      <div aria-live="polite" aria-busy={answer.isFetching}>
        {search && answer.isPending && (
          <p className="py-6 text-center text-sm text-muted">{t('search.searching')}</p>
        )}
        {answer.isError && (
          <p role="alert" className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong">
            {t('search.error')}
          </p>
        )}
        {notice && (
          <p
            data-testid="address-search-message"
            className={`rounded-xl px-4 py-3 text-sm leading-relaxed ${
              notice === 'CMM_ErrorText_3' ? 'bg-cream text-ink' : 'bg-coral-soft text-coral-strong'
            }`}
          >
            {message(notice)}
          </p>
        )}
        {rows.length > 0 && (
          <>
            <p
              ref={resultsRef}
              className="mt-3 scroll-mt-4 text-xs text-muted"
              data-testid="address-search-count"
            >
              {t('search.results', { count: total })}
            </p>
            <ul className={`mt-1 divide-y divide-line/70 ${answer.isPlaceholderData ? 'opacity-60' : ''}`}>
              {rows.map((row) => (
                <ResultRow
                  key={`${row.bdMgtSn}-${row.roadAddr}`}
                  row={row}
                  onPick={() => onPick(fromJuso(row))}
                />
              ))}
            </ul>
            <Pagination
              className="mt-4"
              pageNumber={search?.page ?? 1}
              totalPageNumber={totalPages}
              maxLinks={ADDRESS_SEARCH_PAGE_LINKS}
              onPage={(page) => {
                setSearch((current) => (current ? { ...current, page } : current));
                // The page links sit under the rows: the next page starts from its first row (jsdom has no scrolling).
                resultsRef.current?.scrollIntoView?.({ block: 'start' });
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
