import { INQUIRY_BODY_MAX, INQUIRY_PHOTO_MAX_FILES, INQUIRY_TITLE_MAX } from '@mall/domain';
import { useRefusalText } from '../../../shared/i18n/use-refusal-text';
import { PHOTO_MAX_MB } from './inquiry-input';

/** The limit each length rule names. */
const MAX_OF: Record<string, number> = {
  INQ_TitleLength: INQUIRY_TITLE_MAX,
  INQ_ContentLength: INQUIRY_BODY_MAX
};

const limitsOf = (code: string) => ({ max: MAX_OF[code] ?? INQUIRY_PHOTO_MAX_FILES, maxMb: PHOTO_MAX_MB });

/** An inquiry form's refusals in words (`content:inquiry.rule.*`, else the shell's error texts). */
export function useInquiryText() {
  return useRefusalText('content', 'inquiry.rule.', limitsOf);
}
