import { paths } from '../config/paths';

/**
 * The `redirect` query value if it is a same-origin relative path ('/x', not '//host', '/\host', no
 * scheme, no control characters or spaces), else Home. Keeps the login screen from being an open redirect.
 */
export function safeRedirect(value: string | null | undefined): string {
  const home = paths.home();
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return home;
  // Browsers drop tabs/newlines inside URLs ('/\t/evil' is '//evil'); refuse any control character or space.
  if ([...value].some((char) => char <= ' ' || char === '\u007f')) return home;
  try {
    const base = 'http://same.origin';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : home;
  } catch {
    return home;
  }
}
