import { useTranslation } from '../../../shared/i18n/i18n';
import { termsHeadings } from '../lib/terms-format';

/** The articles of a long text as links to their headings (#article-3), so a shopper can jump and share one. */
export function TermsContents({ html }: { html: string }) {
  const { t } = useTranslation('content');
  const headings = termsHeadings(html);
  if (headings.length < 3) return null;
  return (
    <nav aria-label={t('terms.contents')} className="mb-8 rounded-2xl bg-white p-5 shadow-sm print:hidden">
      <h2 className="mb-3 text-sm font-bold text-ink">{t('terms.contents')}</h2>
      <ol className="grid gap-2 text-sm md:grid-cols-2">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="text-muted underline-offset-4 hover:text-plum hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
