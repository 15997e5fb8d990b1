import type { TermsDocument } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { RichHtml } from '../../../shared/ui/rich-html';
import { effectiveDate } from '../lib/terms-format';

/** One version's text: its effective date, then the sanitised HTML (headings carry ids for `#anchors`). */
export function TermsText({ document }: { document: TermsDocument }) {
  const { t } = useTranslation('content');
  return (
    <article data-testid="terms-text" data-version={document.version}>
      <p className="mb-4 text-sm text-muted">
        {t('terms.effective', { date: effectiveDate(document.effectiveAt) })}
        {document.current ? ` ${t('terms.currentMark')}` : ''}
      </p>
      <RichHtml html={document.html} />
    </article>
  );
}
