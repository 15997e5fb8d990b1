import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';

/**
 * Texts for the address dialogs' refusals: a spec message key (ADR_ErrorText1, CMM_ErrorText_3, …) from the
 * `address` namespace, an `error.<code>` of the main catalogue (ADR_AlertText9, SERVICE_UNAVAILABLE), or
 * the generic "check what you entered" for a key we do not know.
 */
export function useAddressText() {
  const { t, i18n } = useTranslation('address');
  const { t: tc } = useTranslation();

  const message = useCallback(
    (key: string): string => {
      if (key.startsWith('error.')) return tc((i18n.exists(key) ? key : 'error.UNKNOWN') as 'error.UNKNOWN');
      return t((i18n.exists(key, { ns: 'address' }) ? key : 'invalid') as 'invalid');
    },
    [t, tc, i18n]
  );

  /** An API failure as the user reads it (the code's text, else the unknown-error text). */
  const apiError = useCallback(
    (error: unknown): string => message(`error.${isApiError(error) ? error.code : 'UNKNOWN'}`),
    [message]
  );

  return { message, apiError };
}
