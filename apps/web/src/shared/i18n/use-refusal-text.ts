import { isApiError } from '../api/api-error';
import { useTranslation, type ScreenNamespace } from './i18n';

/** A rule a form or the server refused, kept as data and translated only when shown. */
export type Refusal = { code: string; data?: Record<string, unknown> | undefined };

type Loose = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refusal in words: the screen's own rule text (`<namespace>:<rules><code>`), else the shell's `error.<code>`,
 * else the unknown-error text. `limits` names the numbers a rule's text quotes (the refusal's own data wins).
 */
export function useRefusalText(
  namespace: ScreenNamespace,
  rules: string,
  limits: (code: string) => Record<string, unknown>
) {
  const { t, i18n } = useTranslation(namespace);
  const { t: shell } = useTranslation();
  const text = (refusal: Refusal): string => {
    const options = { ...limits(refusal.code), ...refusal.data };
    if (i18n.exists(`${rules}${refusal.code}`, { ns: namespace }))
      return (t as unknown as Loose)(`${rules}${refusal.code}`, options);
    const main = shell as unknown as Loose;
    return main(`error.${refusal.code}`, { defaultValue: main('error.UNKNOWN'), ...options });
  };
  const error = (thrown: unknown): string =>
    isApiError(thrown) && thrown.code !== 'UNKNOWN'
      ? text({ code: thrown.code, data: thrown.data })
      : (shell as unknown as Loose)('error.UNKNOWN');
  return { text, error };
}
