import { INQUIRY_BODY_MAX, INQUIRY_PHOTO_MAX_FILES, INQUIRY_TITLE_MAX } from '@mall/domain';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/i18n';
import { PHOTO_MAX_MB, type Refusal } from './inquiry-input';

/** The limit each length rule names. */
const MAX_OF: Record<string, number> = {
  INQ_TitleLength: INQUIRY_TITLE_MAX,
  INQ_ContentLength: INQUIRY_BODY_MAX
};

type Loose = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refusal in words: the form's rule keys (`content:inquiry.rule.*`), else the shell's `error.<code>` (with the
 * refusal's data), else the unknown-error text. Kept as data, translated when shown.
 */
export function useInquiryText() {
  const { t, i18n } = useTranslation('content');
  const { t: tm } = useTranslation();
  const text = (refusal: Refusal): string => {
    const options = {
      max: MAX_OF[refusal.code] ?? INQUIRY_PHOTO_MAX_FILES,
      maxMb: PHOTO_MAX_MB,
      ...refusal.data
    };
    if (i18n.exists(`inquiry.rule.${refusal.code}`, { ns: 'content' }))
      return (t as unknown as Loose)(`inquiry.rule.${refusal.code}`, options);
    const main = tm as unknown as Loose;
    return main(`error.${refusal.code}`, { defaultValue: main('error.UNKNOWN'), ...options });
  };
  const error = (thrown: unknown): string =>
    isApiError(thrown) && thrown.code !== 'UNKNOWN'
      ? text({ code: thrown.code, data: thrown.data })
      : (tm as unknown as Loose)('error.UNKNOWN');
  return { text, error };
}
