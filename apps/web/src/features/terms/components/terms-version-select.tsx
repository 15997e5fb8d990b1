import type { TermsDocument } from '@mall/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { effectiveDate } from '../lib/terms-format';
import { termsHref } from '../lib/terms-paths';

/** "시행일 2026-… (현행)" and the earlier versions: choosing one opens it at its own address. */
export function TermsVersionSelect({ document }: { document: TermsDocument }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  return (
    <label className="flex min-w-0 max-w-full items-center gap-2 text-sm print:hidden">
      <span className="text-muted">{t('terms.version')}</span>
      <select
        className="h-11 min-w-0 max-w-full rounded-xl border border-line bg-white px-3 text-[15px]"
        value={document.version}
        data-testid="terms-version-select"
        onChange={(event) => {
          const version = Number(event.target.value);
          const chosen = document.versions.find((item) => item.version === version);
          void navigate(termsHref(document.kind, chosen?.current ? null : version));
        }}
      >
        {document.versions.map((item) => (
          <option key={item.version} value={item.version}>
            {t(item.current ? 'terms.currentOption' : 'terms.versionOption', {
              date: effectiveDate(item.effectiveAt)
            })}
          </option>
        ))}
      </select>
    </label>
  );
}
