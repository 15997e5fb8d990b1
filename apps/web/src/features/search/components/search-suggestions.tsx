import {
  normalizeSearchText,
  SEARCH_KEYWORD_MAX,
  type Language,
  type ProductSuggestAnswer,
  type ProductSuggestion
} from '@mall/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useCheckedProductOpen } from '../../catalogue/lazy';
import { apiData } from '../../../shared/api/api-client';
import { productKeys } from '../../catalogue';

/** SPEC §9: suggestions wait until the shopper has paused typing for 300 ms. */
export const SUGGEST_DEBOUNCE_MS = 300;

export type SuggestionsState = { expanded: boolean; activeId: string | undefined };
export type SuggestionsHandle = {
  /** Arrow keys move the active suggestion, Enter opens it; answers whether the key was used. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
};

type Props = {
  ref: Ref<SuggestionsHandle>;
  keyword: string;
  /** The field has focus and the list was not dismissed (Escape, a choice). */
  open: boolean;
  listboxId: string;
  onStateChange(state: SuggestionsState): void;
  onChosen(): void;
};

/** GET /api/product/v1/public/products/suggest — up to 8 names (kept here: only this lazy list asks). */
function suggestionsQueryOptions(language: Language, keyword: string) {
  return queryOptions({
    queryKey: [...productKeys.all, 'suggest', language, keyword] as const,
    queryFn: ({ signal }) =>
      apiData<ProductSuggestAnswer>('/product/v1/public/products/suggest', {
        language,
        signal,
        query: { keyword }
      })
    // No staleTime of its own: the app default (SPEC §9, 5 minutes) like every catalogue read.
  });
}

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/**
 * The header field's suggestion list (lazy: loaded on the field's first focus). A click or Enter on a
 * suggestion opens the product through the sale-status check (SPEC §4), like a card in the results.
 */
export default function SearchSuggestions({ ref, keyword, open, listboxId, onStateChange, onChosen }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const openProduct = useCheckedProductOpen();
  const settled = useDebounced(keyword.trim(), SUGGEST_DEBOUNCE_MS);
  const searchable = normalizeSearchText(settled).length > 0 && settled.length <= SEARCH_KEYWORD_MAX;
  const answer = useQuery({ ...suggestionsQueryOptions(language, settled), enabled: searchable });
  const data = searchable ? answer.data : undefined;
  const items: ProductSuggestion[] = data?.list ?? [];
  const [active, setActive] = useState(-1);
  const [shownFor, setShownFor] = useState(data);
  // A new list starts with nothing active (state adjusted while rendering, not in an effect).
  if (shownFor !== data) {
    setShownFor(data);
    setActive(-1);
  }
  const expanded = open && items.length > 0;
  const activeId = expanded && active >= 0 ? optionId(listboxId, active) : undefined;

  useEffect(() => onStateChange({ expanded, activeId }), [expanded, activeId, onStateChange]);

  useImperativeHandle(ref, () => ({
    onKeyDown(event) {
      if (!expanded) return false;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const last = items.length - 1;
        setActive((current) =>
          event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1
        );
        return true;
      }
      if (event.key === 'Enter' && activeId) {
        // The option is a real link: its click runs the same checked open as a mouse click.
        document.getElementById(activeId)?.click();
        return true;
      }
      return false;
    }
  }));

  if (!expanded) return null;
  return (
    <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-line bg-white py-2 shadow-lg">
      {data?.correctedKeyword ? (
        <p className="px-4 pb-2 text-xs text-muted" data-testid="suggest-corrected">
          {t('search.suggestCorrected', { corrected: data.correctedKeyword })}
        </p>
      ) : null}
      <div role="listbox" id={listboxId} aria-label={t('search.suggestions')}>
        {items.map((item, index) => (
          <Link
            key={item.productId}
            id={optionId(listboxId, index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            to={paths.productDetail(item.productId)}
            // Keeps the focus (and the list) in the field while the pointer is down.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={(event) => {
              openProduct(event, item);
              onChosen();
            }}
            className={`flex items-center gap-3 px-4 py-2 text-sm ${index === active ? 'bg-plum-soft text-plum' : 'text-ink'}`}
          >
            <img
              src={item.imageUrl}
              alt=""
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-lg bg-cream object-cover"
            />
            <span className="min-w-0 truncate">{item.productName}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
