import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';

/** A search box of a centre list: submits the trimmed words (at most 40 characters, the API's limit). */
export function KeywordSearch({
  keyword,
  label,
  placeholder,
  onSearch,
  testId
}: {
  keyword: string;
  label: string;
  placeholder: string;
  onSearch: (words: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('content');
  const [words, setWords] = useState(keyword);
  return (
    <form
      role="search"
      className="flex w-full gap-2 md:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={40}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-white px-4 text-[15px] focus:border-plum"
        data-testid={`${testId}-input`}
      />
      <button type="submit" className="btn-primary h-11 shrink-0 px-5" data-testid={`${testId}-submit`}>
        {t('centre.faq.search')}
      </button>
    </form>
  );
}
