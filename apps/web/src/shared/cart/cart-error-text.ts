import type { TFunction } from '../i18n/i18n';
import { isApiError } from '../api/api-error';

/**
 * What the shopper reads for a refused cart write: our translation of the code, with the data the server
 * sent (CART_QUANTITY_LIMIT's maxQuantity), else the server's own localised message.
 */
export function cartErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('error.UNKNOWN');
  const key = `error.${error.code}`;
  const text = t(key as 'error.UNKNOWN', { ...error.data, defaultValue: '' });
  return text || error.message || t('error.UNKNOWN');
}
