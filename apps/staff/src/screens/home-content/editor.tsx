import type { HomeContentKind } from '@mall/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../api';
import { HOME_CONTENT_KEY, homeContentApi } from '../../api/home-content';
import { Notice } from '../../components/field';
import { BackLink } from '../../components/section';
import { useDocumentTitle, useT, type MessageKey } from '../../i18n';
import { CommonFields } from './common-fields';
import { blankDraft, bodyOf, draftOf, fieldErrors, type Draft } from './draft';
import { KindFields } from './kind-fields';
import { isKind, KindTabs } from './list';
import { ContentPreview } from './preview';
import { StateBadge } from './rows';

const FIELD_MESSAGES: readonly string[] = [
  'VA_ContentKoRequired',
  'VA_ContentLink',
  'VA_ContentMediaUrl',
  'VA_ContentPeriod',
  'VA_ContentDate',
  'VA_ContentPopupBody',
  'VA_ContentPopupImage',
  'VA_ContentCategory'
];

/** The form of one row: the kind's fields and the common ones beside a preview in three languages. */
export function ContentForm({
  kind,
  initial,
  onSaved,
  save
}: {
  kind: HomeContentKind;
  initial: Draft;
  save: (draft: Draft) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved });
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => {
    const code = errors[field];
    if (!code) return null;
    return t(
      (FIELD_MESSAGES.includes(code)
        ? `homeContent.error.${code}`
        : 'homeContent.error.invalid') as MessageKey
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(kind, draft);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(draft);
  };
  const props = { draft, set, errorOf };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="flex min-w-0 flex-col gap-4 rounded-lg border border-line bg-white p-4">
        <KindFields kind={kind} {...props} />
        <CommonFields kind={kind} {...props} />
        {Object.keys(errors).length > 0 && <Notice tone="error">{t('homeContent.fixFields')}</Notice>}
        {mutation.error && <Notice tone="error">{messageOf(mutation.error, t('error.generic'))}</Notice>}
        <button
          type="submit"
          disabled={mutation.isPending}
          className="min-h-11 self-start rounded-md bg-plum px-6 font-medium text-white disabled:opacity-60"
        >
          {mutation.isPending ? t('homeContent.saving') : t('homeContent.save')}
        </button>
      </div>
      <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <ContentPreview kind={kind} draft={draft} />
      </div>
    </form>
  );
}

/** `/home-content/:kind/new` and `/home-content/:kind/:id`: a new row, or one row to edit. */
export function HomeContentEditorScreen() {
  const { t } = useT();
  const params = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const kind = isKind(params.kind) ? params.kind : null;
  const id = params.id === 'new' ? null : Number(params.id);
  useDocumentTitle(t(id === null ? 'homeContent.newTitle' : 'homeContent.editTitle'));
  const { data, error, isPending } = useQuery({
    queryKey: [...HOME_CONTENT_KEY, kind, 'row', id],
    queryFn: () => homeContentApi.row(kind!, id!),
    enabled: kind !== null && id !== null && Number.isSafeInteger(id)
  });
  if (!kind || (id !== null && !Number.isSafeInteger(id)))
    return <Navigate to="/home-content/main-banners" replace />;
  const back = `/home-content/${kind}`;
  const saved = async () => {
    await client.invalidateQueries({ queryKey: [...HOME_CONTENT_KEY, kind] });
    void navigate(back);
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="home-content-editor">
      <KindTabs current={kind} />
      <BackLink to={back}>{t(`homeContent.kind.${kind}`)}</BackLink>
      <div className="flex flex-wrap items-center gap-2">
        <h1 id="home-content-editor" className="text-xl font-semibold">
          {t(id === null ? 'homeContent.newTitle' : 'homeContent.editTitle')} ·{' '}
          {t(`homeContent.kind.${kind}`)}
        </h1>
        {data && <StateBadge state={data.state} />}
      </div>
      {id === null ? (
        <ContentForm
          kind={kind}
          initial={blankDraft()}
          save={(draft) => homeContentApi.create(kind, bodyOf(kind, draft))}
          onSaved={() => void saved()}
        />
      ) : error ? (
        <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>
      ) : isPending || !data ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
        <ContentForm
          key={data.id}
          kind={kind}
          initial={draftOf(data)}
          save={(draft) => homeContentApi.update(kind, id, bodyOf(kind, draft))}
          onSaved={() => void saved()}
        />
      )}
    </section>
  );
}
