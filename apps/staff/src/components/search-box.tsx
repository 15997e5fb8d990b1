import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * A queue's search form: the words are trimmed and handed to `onSearch`. Defaults to the order desk's texts (order
 * number, orderer, receiver or mobile); `children` go before the words (a topic filter, say).
 */
export function SearchBox({
  initial,
  onSearch,
  label,
  button,
  maxLength = 40,
  children
}: {
  initial: string;
  onSearch: (text: string) => void;
  label?: string;
  button?: string;
  maxLength?: number;
  children?: ReactNode;
}) {
  const { t } = useT();
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const words = label ?? t('orders.search');
  return (
    <form role="search" onSubmit={submit} className="flex w-full flex-wrap gap-2 sm:w-auto">
      {children}
      <label htmlFor={id} className="sr-only">
        {words}
      </label>
      <input
        id={id}
        type="search"
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={words}
        className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2 text-sm sm:w-72"
      />
      <button type="submit" className="rounded-md border border-line bg-white px-3 py-2 text-sm">
        {button ?? t('orders.searchButton')}
      </button>
    </form>
  );
}
