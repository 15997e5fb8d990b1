import { BOARD_KEYWORD_MAX } from '@mall/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { inputClass } from '../../../shared/forms/field';
import { SearchIcon } from '../../../shared/ui/icons';

/** The list's search box: submits the trimmed words (an empty search shows the whole list). */
export function BoardSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('content');
  const id = useId();
  const [value, setValue] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 md:w-80" data-testid="board-search">
      <label htmlFor={id} className="sr-only">
        {t('updates.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={BOARD_KEYWORD_MAX}
        placeholder={t('updates.searchPlaceholder')}
        onChange={(event) => setValue(event.target.value)}
        className={`${inputClass(false)} flex-1`}
      />
      <button type="submit" className="btn-primary h-12 px-4" aria-label={t('updates.search')}>
        <SearchIcon />
      </button>
    </form>
  );
}
