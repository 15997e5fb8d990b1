import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';

/**
 * Texts for refusals on the recovery screens: a spec rule key (accounts `signup.rule.*`, shared with
 * sign-up), or an API error code (accounts `error.*` with its data, then the main `error.*`).
 */
export function useRecoveryText() {
  const { t, i18n } = useTranslation('accounts');
  const { t: tc } = useTranslation();

  const rule = useCallback(
    (key: string) =>
      t(
        (i18n.exists(`signup.rule.${key}`, { ns: 'accounts' })
          ? `signup.rule.${key}`
          : 'signup.rule.invalid') as 'signup.rule.invalid'
      ),
    [t, i18n]
  );

  /** An API error code's text, with the values the API sent along. */
  const codeText = useCallback(
    (code: string, data: Record<string, unknown> = {}) => {
      if (code === '1100') return t('error.MEMBER_NOT_FOUND');
      if (i18n.exists(`error.${code}`, { ns: 'accounts' }))
        return t(`error.${code}` as 'error.MAIL_COOLDOWN', { ...data } as { retryAfterSeconds: number });
      return tc((i18n.exists(`error.${code}`) ? `error.${code}` : 'error.UNKNOWN') as 'error.UNKNOWN');
    },
    [t, tc, i18n]
  );

  const apiError = useCallback(
    (error: unknown) => (isApiError(error) ? codeText(error.code, error.data ?? {}) : codeText('UNKNOWN')),
    [codeText]
  );

  /**
   * A react-hook-form field error's text: a rule key from the domain schema, or an API refusal set with
   * the shared `apiFieldError` (type `api`, the code and its values).
   */
  const fieldText = useCallback(
    (error: (Pick<FieldError, 'type' | 'message'> & { data?: Record<string, unknown> }) | undefined) => {
      if (!error?.message) return null;
      return error.type === 'api' ? codeText(error.message, error.data) : rule(error.message);
    },
    [codeText, rule]
  );

  return { rule, apiError, fieldText };
}

/** m:ss */
export function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
