import { ApiError } from '../../../shared/api/api-error';
import { dispatchApiError, ERROR_HANDLERS } from '../../../shared/api/error-dispatcher';
import { i18n } from '../../../shared/i18n/i18n';

/**
 * An easy bag call's error: SPEC §8's globally handled codes go to the one table (dialog, redirect); anything else
 * becomes a message for the screen to show where it happened (`error.<code>` from the domain's catalogue:
 * EASY_BAG_NOT_FOUND, EASY_BAG_LIMIT, EASY_BAG_PRODUCT_NOT_ALLOWED…). Null when the table took it.
 */
export function bagErrorMessage(error: unknown): string | null {
  const t = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
  if (error instanceof ApiError) {
    if (ERROR_HANDLERS[error.code]) {
      dispatchApiError(error);
      return null;
    }
    const known = t(`error.${error.code}`, { defaultValue: '', ...(error.data ?? {}) });
    return known || error.message || t('error.INTERNAL_ERROR');
  }
  return t('bag.failed', { ns: 'planner' });
}
