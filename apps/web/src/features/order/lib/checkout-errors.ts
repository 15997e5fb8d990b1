import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-error';
import { dispatchApiError, ERROR_HANDLERS } from '../../../shared/api/error-dispatcher';

/**
 * An error of a checkout call: SPEC §8's globally handled codes go to the one table (dialog, redirect);
 * anything else becomes a message for the screen to show where it happened. Returns null when the table took it.
 */
export function checkoutErrorMessage(error: unknown, t: TFunction): string | null {
  if (error instanceof ApiError) {
    if (ERROR_HANDLERS[error.code]) {
      dispatchApiError(error);
      return null;
    }
    const known = t(`error.${error.code}` as 'error.4309', { defaultValue: '', ...(error.data ?? {}) });
    return known || error.message || t('error.INTERNAL_ERROR' as 'error.4309');
  }
  return t('order:failed.generic');
}
