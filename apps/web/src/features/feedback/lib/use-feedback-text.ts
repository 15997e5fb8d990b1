import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/i18n';

/**
 * Texts of the board's refusals: a form rule's key (`content:feedback.rule.*`), or an API error code with the
 * values it carries (the main catalogue's `error.*`: a wrong password reads with its n/5).
 */
export function useFeedbackText() {
  const { t, i18n } = useTranslation('content');
  const { t: tc } = useTranslation();

  const rule = useCallback(
    (key: string | undefined | null): string | null => {
      if (!key) return null;
      const known = i18n.exists(`feedback.rule.${key}`, { ns: 'content' });
      return t((known ? `feedback.rule.${key}` : 'feedback.rule.invalid') as 'feedback.rule.invalid');
    },
    [t, i18n]
  );

  const apiError = useCallback(
    (error: unknown): string => {
      const code = isApiError(error) ? error.code : 'UNKNOWN';
      const data = isApiError(error) ? error.data : undefined;
      return tc((i18n.exists(`error.${code}`) ? `error.${code}` : 'error.UNKNOWN') as 'error.UNKNOWN', {
        ...(data ?? {})
      });
    },
    [tc, i18n]
  );

  const fieldError = useCallback(
    (error: Pick<FieldError, 'message'> | undefined) => rule(error?.message),
    [rule]
  );

  return { rule, apiError, fieldError };
}
