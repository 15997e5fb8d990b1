import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageOf } from '../../api';
import { TERMS_KEY, termsApi } from '../../api/terms';
import { Notice } from '../../components/field';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';

/** `/terms`: every kind of terms with the version in effect, one scheduled to take effect, and a draft. */
export function TermsKindsScreen() {
  const { t } = useT();
  useDocumentTitle(t('terms.title'));
  const { data, error, isPending } = useQuery({ queryKey: [...TERMS_KEY, 'kinds'], queryFn: termsApi.kinds });
  return (
    <section className="flex flex-col gap-4" aria-labelledby="terms-title">
      <h1 id="terms-title" className="text-xl font-semibold">
        {t('terms.title')}
      </h1>
      <p className="text-sm text-muted">{t('terms.lead')}</p>
      {error && <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>}
      {isPending && <p className="text-muted">{t('loading')}</p>}
      <ul className="grid gap-2 md:grid-cols-2" data-testid="terms-kinds">
        {data?.list.map((row) => (
          <li key={row.kind}>
            <Link
              to={`/terms/${row.kind}`}
              className="flex h-full flex-col gap-1 rounded-lg border border-line bg-white p-3 hover:border-plum"
            >
              <span className="font-medium">{t(`terms.kind.${row.kind}`)}</span>
              <span className="text-sm text-muted">
                {row.currentVersion === null
                  ? t('terms.noCurrent')
                  : t('terms.currentLine', {
                      version: row.currentVersion,
                      date: seoulDateTime(row.currentEffectiveAt)
                    })}
              </span>
              <span className="flex flex-wrap gap-2 text-xs">
                {row.scheduledVersion !== null && (
                  <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-900">
                    {t('terms.scheduledBadge', { version: row.scheduledVersion })}
                  </span>
                )}
                {row.draftVersion !== null && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                    {t('terms.draftBadge', { version: row.draftVersion })}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
