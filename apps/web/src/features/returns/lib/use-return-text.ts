import { RETURN_PHOTO_MAX_FILES, RETURN_REASON_TEXT_MAX } from '@mall/domain';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/i18n';
import { PHOTO_MAX_MB, lastDayOf } from './return-input';

/** What a text may need of the limits, whatever the refusal brought along. */
const LIMITS = { max: RETURN_PHOTO_MAX_FILES, maxMb: PHOTO_MAX_MB };

type Loose = (key: string, options?: Record<string, unknown>) => string;

/**
 * Texts for return refusals: the schemas' rule keys (`returns:rule.*`), the return codes (`returns:error.*`, with
 * the refusal's data: a deadline shown as its last day, a maximum), then the shell's `error.<code>`, else the
 * unknown-error text. A refusal is kept as data and translated when shown.
 */
export function useReturnText() {
  const { t, i18n } = useTranslation('order-history');
  const { t: tm } = useTranslation();
  const tr = t as unknown as Loose;
  const tmain = tm as unknown as Loose;

  const code = (value: string, data?: Record<string, unknown>): string => {
    const deadline = typeof data?.deadline === 'string' ? lastDayOf(data.deadline) : '';
    const options = { ...LIMITS, ...data, deadline };
    if (i18n.exists(`returns.error.${value}`, { ns: 'order-history' }))
      return tr(`returns.error.${value}`, options);
    return tmain(`error.${value}`, { defaultValue: tmain('error.UNKNOWN'), ...options });
  };

  const rule = (key: string): string =>
    i18n.exists(`returns.rule.${key}`, { ns: 'order-history' })
      ? tr(`returns.rule.${key}`, { max: RETURN_REASON_TEXT_MAX })
      : code(key);

  const error = (thrown: unknown): string =>
    isApiError(thrown) && thrown.code !== 'UNKNOWN' ? code(thrown.code, thrown.data) : tmain('error.UNKNOWN');

  return { rule, code, error };
}
