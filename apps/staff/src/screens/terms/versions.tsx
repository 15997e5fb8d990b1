import { TermsKindSchema, type DeskTermsVersion } from '@mall/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../api';
import { TERMS_KEY, termsApi } from '../../api/terms';
import { Notice } from '../../components/field';
import { BackLink } from '../../components/section';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';
import { StatusBadge } from './status-badge';

/** `/terms/:kind`: every version of one kind, newest first, and a new draft from the latest published text. */
export function TermsVersionsScreen() {
  const { t } = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const kind = TermsKindSchema.catch('USE').parse(useParams().kind);
  const title = t(`terms.kind.${kind}`);
  useDocumentTitle(title);
  const { data, error, isPending } = useQuery({
    queryKey: [...TERMS_KEY, 'versions', kind],
    queryFn: () => termsApi.versions(kind)
  });
  const create = useMutation({
    mutationFn: () => termsApi.create(kind),
    onSuccess: async (draft: DeskTermsVersion) => {
      await client.invalidateQueries({ queryKey: TERMS_KEY });
      void navigate(`/terms/${kind}/${draft.version}`);
    }
  });
  const hasDraft = data?.list.some((row) => row.status === 'DRAFT') ?? false;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="terms-versions">
      <BackLink to="/terms">{t('terms.title')}</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="terms-versions" className="text-xl font-semibold">
          {title}
        </h1>
        <button
          type="button"
          className="min-h-11 rounded-md bg-plum px-4 text-sm font-medium text-white disabled:opacity-50"
          disabled={isPending || hasDraft || create.isPending}
          onClick={() => create.mutate()}
        >
          {t('terms.newVersion')}
        </button>
      </div>
      {hasDraft && <p className="text-sm text-muted">{t('terms.oneDraft')}</p>}
      {create.error && <Notice tone="error">{messageOf(create.error, t('error.generic'))}</Notice>}
      {error && <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>}
      {isPending && <p className="text-muted">{t('loading')}</p>}
      <div className="overflow-x-auto rounded-lg border border-line bg-white">
        <table className="w-full min-w-[560px] text-sm" data-testid="terms-versions">
          <thead className="bg-slate-50 text-left text-xs text-muted">
            <tr>
              <th className="px-3 py-2">{t('terms.column.version')}</th>
              <th className="px-3 py-2">{t('terms.column.state')}</th>
              <th className="px-3 py-2">{t('terms.column.effective')}</th>
              <th className="px-3 py-2">{t('terms.column.author')}</th>
              <th className="px-3 py-2">{t('terms.column.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.list.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <td className="px-3 py-2">
                  <Link to={`/terms/${kind}/${row.version}`} className="font-medium text-plum underline">
                    {t('terms.versionName', { version: row.version })}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <StatusBadge row={row} />
                </td>
                <td className="px-3 py-2">{seoulDateTime(row.effectiveAt)}</td>
                <td className="px-3 py-2">{row.createdBy || '—'}</td>
                <td className="px-3 py-2">{seoulDateTime(row.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
