import { useState, type FormEvent } from 'react';
import { useT } from '../i18n';

/** Order number, orderer, receiver or mobile: searched within the current queue. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useT();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 sm:w-auto">
      <label htmlFor="desk-search" className="sr-only">
        {t('orders.search')}
      </label>
      <input
        id="desk-search"
        type="search"
        maxLength={40}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('orders.search')}
        className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2 text-sm sm:w-72"
      />
      <button type="submit" className="rounded-md border border-line bg-white px-3 py-2 text-sm">
        {t('orders.searchButton')}
      </button>
    </form>
  );
}
