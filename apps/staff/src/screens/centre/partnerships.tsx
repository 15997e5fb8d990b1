import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { CENTRE_KEY, centreApi } from '../../api/centre';
import { PagedList } from '../../components/paged-list';
import { BackLink, Section } from '../../components/section';
import { Notice } from '../../components/field';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';

/** Partnership applications, newest first (each read is in the audit log). */
export function PartnershipListScreen() {
  const { t } = useT();
  useDocumentTitle(t('centre.partnership.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error } = useQuery({
    queryKey: [...CENTRE_KEY, 'partnerships', page],
    queryFn: () => centreApi.partnerships(page),
    placeholderData: keepPreviousData
  });
  return (
    <section className="flex flex-col gap-4" aria-labelledby="partnerships-title">
      <h1 id="partnerships-title" className="text-xl font-semibold">
        {t('centre.partnership.title')}
      </h1>
      <PagedList
        error={error}
        isPending={isPending}
        empty={data?.list.length === 0 ? t('centre.empty') : null}
        page={page}
        totalPages={data?.totalPageNumber}
        onPage={(next) => setParams({ page: String(next) })}
      >
        <ul
          className="divide-y divide-line rounded-lg border border-line bg-white"
          data-testid="centre-partnerships"
        >
          {data?.list.map((row) => (
            <li key={row.applicationId}>
              <Link
                to={`/centre/partnerships/${row.applicationId}`}
                className="flex flex-wrap items-center gap-3 p-3 text-sm hover:bg-cream"
              >
                <span className="font-medium">{row.company}</span>
                <span className="text-muted">{row.contactName}</span>
                <span className="rounded bg-plum-soft px-2 py-0.5 text-xs">
                  {t(`centre.partnership.category.${row.category}`)}
                </span>
                <span className="ml-auto text-xs text-muted">
                  {t('centre.partnership.files', { count: row.fileCount })} · {seoulDateTime(row.receivedAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}

/** One application: the sender, the proposal and its files (each opened file is audited). */
export function PartnershipDetailScreen() {
  const { t } = useT();
  useDocumentTitle(t('centre.partnership.title'));
  const id = Number(useParams().id);
  const { data, error } = useQuery({
    queryKey: [...CENTRE_KEY, 'partnership', id],
    queryFn: () => centreApi.partnership(id),
    enabled: Number.isInteger(id) && id > 0
  });
  return (
    <section className="flex flex-col gap-4">
      <BackLink to="/centre/partnerships">{t('centre.partnership.title')}</BackLink>
      {error ? <Notice tone="error">{t('error.generic')}</Notice> : null}
      {data && (
        <>
          <h1 className="text-xl font-semibold">{data.company}</h1>
          <Section title={t('centre.partnership.sender')}>
            <dl className="grid grid-cols-[120px_1fr] gap-1">
              <dt className="text-muted">{t('centre.partnership.contact')}</dt>
              <dd>{data.contactName}</dd>
              <dt className="text-muted">{t('centre.partnership.email')}</dt>
              <dd className="break-all">{data.email}</dd>
              <dt className="text-muted">{t('centre.partnership.phone')}</dt>
              <dd>{data.phone}</dd>
              <dt className="text-muted">{t('centre.partnership.area')}</dt>
              <dd>{t(`centre.partnership.category.${data.category}`)}</dd>
              <dt className="text-muted">{t('centre.partnership.received')}</dt>
              <dd>
                {seoulDateTime(data.receivedAt)} · {data.language}
              </dd>
            </dl>
          </Section>
          <Section title={t('centre.partnership.message')}>
            <p className="whitespace-pre-wrap break-words">{data.message}</p>
          </Section>
          <Section title={t('centre.partnership.attachments')}>
            {data.files.length === 0 ? (
              <p className="text-muted">{t('centre.empty')}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {data.files.map((file) => (
                  <li key={file.fileId}>
                    <a
                      href={centreApi.partnershipFileUrl(data.applicationId, file.fileId)}
                      target="_blank"
                      rel="noreferrer"
                      className="text-plum underline"
                    >
                      {file.fileName}
                    </a>{' '}
                    <span className="text-xs text-muted">({Math.ceil(file.byteSize / 1024)} KB)</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </section>
  );
}
