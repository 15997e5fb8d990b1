import { Fragment, type ReactNode } from 'react';

/**
 * Emails, dates and amounts inside a text, each a token that must not be split where the browser finds a
 * break chance: `2026-11-30 14:05`, `41,400원`, `₩41,400`, `1,560P`, `customer1@example.com`.
 */
const TOKEN =
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?|[−-]?₩?\d{1,3}(?:,\d{3})+(?:원|P)?|\d+(?:원|P)/g;

const nowrap = 'whitespace-nowrap';

function token(value: string, key: number): ReactNode {
  const at = value.indexOf('@');
  // An email may break after its @ (and only there): "customer1@ / example.com", never "example. / com".
  if (at > 0)
    return (
      <Fragment key={key}>
        <span className={nowrap}>{value.slice(0, at + 1)}</span>
        <wbr />
        <span className={nowrap}>{value.slice(at + 1)}</span>
      </Fragment>
    );
  return (
    <span key={key} className={nowrap}>
      {value}
    </span>
  );
}

/**
 * A text that wraps at sensible points (the shop's one way of doing it): Korean between words (`:lang(ko)`
 * keep-all in index.css), emails only after the @, dates and amounts never. For any text that carries an
 * email, a date or an amount and may run out of room on a phone.
 */
export function WrappableText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(token(match[0], start));
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
