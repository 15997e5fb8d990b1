import { ApiError } from '../../../shared/api/api-error';
import { dispatchApiError, ERROR_HANDLERS } from '../../../shared/api/error-dispatcher';
import { i18n } from '../../../shared/i18n/i18n';

/**
 * An error of a checkout call: SPEC §8's globally handled codes go to the one table (dialog, redirect);
 * anything else becomes a message for the screen to show where it happened. Returns null when the table took it.
 * A guest's 4308 stays on the guest screen (the table's redirect is the member checkout).
 */
export function checkoutErrorMessage(
  error: unknown,
  { guest = false }: { guest?: boolean } = {}
): string | null {
  const t = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
  if (error instanceof ApiError) {
    // 4308's global treatment goes to /order, the member screen; a guest stays on /order/guest with the message.
    const global = ERROR_HANDLERS[error.code] && !(guest && error.code === '4308');
    if (global) {
      dispatchApiError(error);
      return null;
    }
    const known = t(`error.${error.code}`, { defaultValue: '', ...(error.data ?? {}) });
    return known || error.message || t('error.INTERNAL_ERROR');
  }
  return t('failed.generic', { ns: 'checkout' });
}
