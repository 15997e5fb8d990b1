import type { InquiryShownState } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

/** The state as a badge: waiting (cream) or answered (plum). */
export function InquiryState({ state }: { state: InquiryShownState }) {
  const { t } = useTranslation('content');
  return (
    <span
      data-testid="inquiry-state"
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        state === 'ANSWERED' ? 'bg-plum text-white' : 'bg-cream-deep text-muted'
      }`}
    >
      {t(`inquiry.state.${state}`)}
    </span>
  );
}
