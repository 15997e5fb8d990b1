import {
  DeskTermsDraftBodySchema,
  TERMS_HTML_MAX,
  TERMS_TITLE_MAX,
  TermsKindSchema,
  type DeskTermsDraftBody,
  type DeskTermsVersion,
  type Language
} from '@mall/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../api';
import { TERMS_KEY, termsApi } from '../../api/terms';
import { Notice } from '../../components/field';
import { LanguageTabs } from '../../components/language-tabs';
import { LocalizedField } from '../../components/localized-field';
import { SafeHtml } from '../../components/safe-html';
import { BackLink } from '../../components/section';
import { seoulDateTime } from '../../format';
import { useDocumentTitle, useT } from '../../i18n';
import { PublishPanel } from './publish-panel';
import { StatusBadge } from './status-badge';

/** A published version, read only, in each language (a change is a new version). */
function PublishedView({ row }: { row: DeskTermsVersion }) {
  const { t } = useT();
  const [language, setLanguage] = useState<Language>('ko-KR');
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4">
      <p className="text-sm text-muted">{t('terms.immutable')}</p>
      <div>
        <LanguageTabs value={language} onChange={setLanguage} />
      </div>
      <h2 className="text-lg font-bold" lang={language}>
        {row.title[language] || row.title['ko-KR']}
      </h2>
      <SafeHtml html={row.html[language] || row.html['ko-KR']} />
    </div>
  );
}

function DraftEditor({ row }: { row: DeskTermsVersion }) {
  const { t } = useT();
  const client = useQueryClient();
  const [draft, setDraft] = useState<DeskTermsDraftBody>({ title: row.title, html: row.html });
  const [note, setNote] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify({ title: row.title, html: row.html });
  const done = (text: string) => async (saved: DeskTermsVersion) => {
    client.setQueryData([...TERMS_KEY, 'version', row.kind, row.version], saved);
    await client.invalidateQueries({ queryKey: TERMS_KEY });
    setNote({ tone: 'info', text });
  };
  const failed = (caught: unknown) => setNote({ tone: 'error', text: messageOf(caught, t('error.generic')) });
  const save = useMutation({
    mutationFn: () => termsApi.save(row.kind, row.version, draft),
    onSuccess: done(t('terms.saved')),
    onError: failed
  });
  const publish = useMutation({
    mutationFn: (effectiveAt: string) => termsApi.publish(row.kind, row.version, effectiveAt),
    onSuccess: done(t('terms.published')),
    onError: failed
  });
  const submit = () => {
    if (!DeskTermsDraftBodySchema.safeParse(draft).success)
      return setNote({ tone: 'error', text: t('terms.invalid') });
    setNote(null);
    save.mutate();
  };
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_320px]">
      <div className="flex flex-col gap-4">
        <LocalizedField
          label={t('terms.field.title')}
          value={draft.title}
          onChange={(title) => setDraft({ ...draft, title })}
          required
          maxLength={TERMS_TITLE_MAX}
        />
        <LocalizedField
          label={t('terms.field.html')}
          kind="html"
          value={draft.html}
          onChange={(html) => setDraft({ ...draft, html })}
          required
          maxLength={TERMS_HTML_MAX}
        />
      </div>
      <aside className="flex flex-col gap-3 xl:sticky xl:top-4 xl:self-start">
        <div className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3">
          {dirty && <p className="text-sm font-medium text-amber-800">{t('terms.unsaved')}</p>}
          <button
            type="button"
            className="min-h-11 rounded-md bg-plum px-4 text-sm font-medium text-white disabled:opacity-50"
            disabled={!dirty || save.isPending}
            onClick={submit}
          >
            {t('terms.save')}
          </button>
        </div>
        <PublishPanel disabled={dirty} pending={publish.isPending} onPublish={(at) => publish.mutate(at)} />
        {note && <Notice tone={note.tone}>{note.text}</Notice>}
      </aside>
    </div>
  );
}

/** `/terms/:kind/:version`: a draft edited in three languages with a live preview and published; else read only. */
export function TermsEditorScreen() {
  const { t } = useT();
  const params = useParams();
  const kind = TermsKindSchema.catch('USE').parse(params.kind);
  const version = Number(params.version);
  const { data, error, isPending } = useQuery({
    queryKey: [...TERMS_KEY, 'version', kind, version],
    queryFn: () => termsApi.version(kind, version)
  });
  const heading = t('terms.editTitle', { kind: t(`terms.kind.${kind}`), version });
  useDocumentTitle(heading);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="terms-editor">
      <BackLink to={`/terms/${kind}`}>{t(`terms.kind.${kind}`)}</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="terms-editor" className="text-xl font-semibold">
          {heading}
        </h1>
        {data && <StatusBadge row={data} />}
        {data?.effectiveAt && (
          <span className="text-sm text-muted">
            {t('terms.effectiveLine', { date: seoulDateTime(data.effectiveAt) })}
          </span>
        )}
      </div>
      {error ? (
        <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>
      ) : isPending || !data ? (
        <p className="text-muted">{t('loading')}</p>
      ) : data.status === 'DRAFT' ? (
        <DraftEditor key={data.updatedAt} row={data} />
      ) : (
        <PublishedView row={data} />
      )}
    </section>
  );
}
