import { useCallback } from 'react';
import { useTranslation } from '../i18n/i18n';
import type { ErrorOption, FieldError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/** Anything with zod's safeParse: the domain schemas (their refusal messages are the spec's message keys). */
type Checkable = {
  safeParse: (
    value: unknown
  ) => { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/** The spec message key of a value's first refusal, or null when the value passes. */
export function ruleKey(schema: Checkable, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

/**
 * A refusal as data, translated when shown (so a language switch re-translates it): a spec message
 * key, or an API error code with the values the API sent along.
 */
export type Message =
  { kind: 'rule'; key: string } | { kind: 'api'; code: string; data?: Record<string, unknown> | undefined };

export const ruleMessage = (key: string): Message => ({ kind: 'rule', key });

/**
 * A react-hook-form field error as a Message: the zod resolver's messages are spec message keys;
 * errors set with type `api` carry an API error code.
 */
export function fieldMessage(
  error: (Pick<FieldError, 'type' | 'message'> & { data?: Record<string, unknown> }) | undefined
): Message | null {
  if (!error?.message) return null;
  return error.type === 'api'
    ? { kind: 'api', code: error.message, data: error.data }
    : ruleMessage(error.message);
}

/**
 * An API refusal as a react-hook-form error (`setError(name, apiFieldError(error))`): type `api`, its
 * code as the message, and the values its text needs (a wrong password's n/5), which fieldMessage reads.
 */
export function apiFieldError(error: unknown): ErrorOption {
  const message = apiMessage(error) as Extract<Message, { kind: 'api' }>;
  const option: ErrorOption & { data?: Record<string, unknown> } = { type: 'api', message: message.code };
  if (message.data) option.data = message.data;
  return option;
}

export function apiMessage(error: unknown): Message {
  return isApiError(error)
    ? { kind: 'api', code: error.code, data: error.data }
    : { kind: 'api', code: 'UNKNOWN' };
}

/** Where spec message keys are translated, in order (sign-up's rules, then the my-page account forms'). */
const RULE_SECTIONS = ['signup.rule', 'mypageAccount.rule'] as const;
type RuleSection = 'signup.rule' | 'mypageAccount.rule' | 'migrate.rule';

/**
 * Texts for refusals in the account forms: spec message keys (RULE_SECTIONS of the accounts
 * namespace), API error codes (the accounts `error` block, then the main catalogue's `error` block,
 * else the unknown-error text).
 */
export function useFormMessages(sections: readonly RuleSection[] = RULE_SECTIONS) {
  const { t, i18n } = useTranslation('accounts');
  const { t: tc } = useTranslation();

  const text = useCallback(
    (message: Message | null | undefined): string | null => {
      if (!message) return null;
      if (message.kind === 'rule') {
        const section = sections.find((prefix) =>
          i18n.exists(`${prefix}.${message.key}`, { ns: 'accounts' })
        );
        return t((section ? `${section}.${message.key}` : 'signup.rule.invalid') as 'signup.rule.invalid');
      }
      if (i18n.exists(`error.${message.code}`, { ns: 'accounts' }))
        return t(
          `error.${message.code}` as 'error.MAIL_COOLDOWN',
          {
            ...(message.data ?? {}),
            // A counted wrong password (docs/decisions/041) reads with its n/5: `error.<code>_count`.
            ...(typeof message.data?.failCount === 'number' ? { context: 'count' } : {})
          } as { retryAfterSeconds: number }
        );
      return tc(
        (i18n.exists(`error.${message.code}`) ? `error.${message.code}` : 'error.UNKNOWN') as 'error.UNKNOWN',
        { ...(message.data ?? {}) }
      );
    },
    [t, tc, i18n, sections]
  );

  const rule = useCallback((key: string) => text(ruleMessage(key)) ?? '', [text]);
  const apiError = useCallback((error: unknown) => text(apiMessage(error)) ?? '', [text]);

  return { text, rule, apiError };
}
