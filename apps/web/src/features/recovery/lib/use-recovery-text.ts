import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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

  const apiError = useCallback(
    (error: unknown) => {
      const code = isApiError(error) ? error.code : 'UNKNOWN';
      if (code === '1100') return t('error.MEMBER_NOT_FOUND');
      if (i18n.exists(`error.${code}`, { ns: 'accounts' }))
        return t(
          `error.${code}` as 'error.MAIL_COOLDOWN',
          { ...(isApiError(error) ? error.data : {}) } as { retryAfterSeconds: number }
        );
      return tc((i18n.exists(`error.${code}`) ? `error.${code}` : 'error.UNKNOWN') as 'error.UNKNOWN');
    },
    [t, tc, i18n]
  );

  return { rule, apiError };
}

/** m:ss */
export function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
