import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Form } from 'react-router';
import { SEARCH_KEYWORD_MAX } from '@mall/domain';
import { paths } from '../../shared/config/paths';
import { SearchIcon } from '../../shared/ui/icons';
import type {
  SuggestionsHandle,
  SuggestionsState
} from '../../features/search/components/search-suggestions';
import { useTypingPlaceholder } from './use-typing-placeholder';

// The suggestion list is not needed for Home's first paint: it loads on the field's first focus.
const SearchSuggestions = lazy(() => import('../../features/search/components/search-suggestions'));

/**
 * The header's search field: a combobox (ARIA 1.2) whose list of suggestions comes from the lazy
 * SearchSuggestions; Enter without a chosen suggestion searches (/search?keyword=).
 */
export function HeaderSearch({
  className = '',
  autoFocus = false,
  onDone
}: {
  className?: string;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(autoFocus);
  const [dismissed, setDismissed] = useState(false);
  const [state, setState] = useState<SuggestionsState>({ expanded: false, activeId: undefined });
  const suggestions = useRef<SuggestionsHandle>(null);
  const examples = t('shell.searchExamples').split('|');
  const placeholder = useTypingPlaceholder(examples, value === '');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that end a Hangul composition belong to the IME, not to the list.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape' && state.expanded) {
      event.preventDefault();
      setDismissed(true);
      return;
    }
    if (suggestions.current?.onKeyDown(event)) event.preventDefault();
  };

  return (
    <Form
      role="search"
      method="get"
      action={paths.search()}
      className={`relative w-full ${className}`}
      onSubmit={() => {
        setDismissed(true);
        onDone?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('shell.search')}
      </label>
      <input
        id={id}
        name="keyword"
        type="search"
        required
        autoFocus={autoFocus}
        autoComplete="off"
        maxLength={SEARCH_KEYWORD_MAX}
        role="combobox"
        aria-autocomplete="list"
        aria-controls={state.expanded ? listboxId : undefined}
        aria-expanded={state.expanded}
        aria-activedescendant={state.activeId}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setDismissed(false);
        }}
        onFocus={() => {
          setFocused(true);
          setWanted(true);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        className="peer h-11 w-full rounded-full border border-line bg-white pl-5 pr-12 text-sm focus:border-plum"
      />
      {value === '' ? (
        // Shown, not announced: the example changes every 200 ms and the field already has its label.
        <span
          aria-hidden="true"
          data-testid="search-typing-placeholder"
          className="pointer-events-none absolute left-5 top-1/2 max-w-[calc(100%-4.5rem)] -translate-y-1/2 truncate text-sm text-muted"
        >
          {placeholder}
        </span>
      ) : null}
      <button
        type="submit"
        aria-label={t('shell.searchSubmit')}
        className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-plum hover:bg-plum-soft"
      >
        <SearchIcon size={20} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            ref={suggestions}
            keyword={value}
            open={focused && !dismissed}
            listboxId={listboxId}
            onStateChange={setState}
            onChosen={() => {
              setDismissed(true);
              onDone?.();
            }}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
