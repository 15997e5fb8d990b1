import type { FaqItem } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { RichHtml } from '../../../shared/ui/rich-html';

/**
 * Questions as an accordion: native <details>, so each opens by keyboard and screen readers announce its state;
 * the answer is the server's sanitised HTML, cleaned again by RichHtml.
 */
export function FaqAccordion({ items, testId = 'faq-list' }: { items: readonly FaqItem[]; testId?: string }) {
  const { t } = useTranslation('content');
  return (
    <ul className="divide-y divide-line border-y border-line" data-testid={testId}>
      {items.map((item) => (
        <li key={item.faqId}>
          <details className="group" data-testid="faq-item">
            <summary className="flex cursor-pointer list-none items-start gap-3 py-4 text-[15px] md:py-5 [&::-webkit-details-marker]:hidden">
              <span aria-hidden className="mt-0.5 font-bold text-plum">
                {t('centre.faq.question')}
              </span>
              <span className="min-w-0 flex-1">
                <span className="mb-1 block text-xs text-muted">{item.categoryName}</span>
                <span className="font-semibold text-ink">{item.question}</span>
              </span>
              <span aria-hidden className="mt-1 text-muted transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="mb-4 flex gap-3 rounded-xl bg-cream px-4 py-4 text-[15px]">
              <span aria-hidden className="font-bold text-coral-strong">
                {t('centre.faq.answer')}
              </span>
              <RichHtml html={item.answer} className="min-w-0 flex-1" />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
