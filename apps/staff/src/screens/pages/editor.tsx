import { SitePageContentSchema, type DeskSitePage, type SitePageContent } from '@mall/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../api';
import { PAGES_KEY, pagesApi } from '../../api/pages';
import { Notice } from '../../components/field';
import { ImageField } from '../../components/image-field';
import { LocalizedField } from '../../components/localized-field';
import { BackLink } from '../../components/section';
import { useDocumentTitle, useT } from '../../i18n';
import { BlocksEditor } from './blocks-editor';
import { PagePreview } from './preview';

const button = 'min-h-11 rounded-md px-4 text-sm font-medium disabled:opacity-50';

function PageEditor({ page }: { page: DeskSitePage }) {
  const { t } = useT();
  const client = useQueryClient();
  const [draft, setDraft] = useState<SitePageContent>(page.draft);
  const [note, setNote] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(page.draft);
  const done = (text: string) => async (saved: DeskSitePage) => {
    client.setQueryData([...PAGES_KEY, 'page', page.slug], saved);
    await client.invalidateQueries({ queryKey: PAGES_KEY });
    setNote({ tone: 'info', text });
  };
  const failed = (caught: unknown) => setNote({ tone: 'error', text: messageOf(caught, t('error.generic')) });
  const save = useMutation({
    mutationFn: () => pagesApi.save(page.slug, page.version, draft),
    onSuccess: done(t('pages.saved')),
    onError: failed
  });
  const publish = useMutation({
    mutationFn: () => pagesApi.publish(page.slug, page.version),
    onSuccess: done(t('pages.published')),
    onError: failed
  });
  const submit = () => {
    const checked = SitePageContentSchema.safeParse(draft);
    if (!checked.success) {
      const fields = [...new Set(checked.error.issues.map((issue) => issue.path.join('.')))].join(', ');
      return setNote({ tone: 'error', text: t('pages.invalid', { fields }) });
    }
    setNote(null);
    save.mutate();
  };
  const set = (patch: Partial<SitePageContent>) => setDraft({ ...draft, ...patch });

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,420px)]">
      <div className="flex flex-col gap-4">
        <LocalizedField
          label={t('pages.pageTitle')}
          value={draft.title}
          onChange={(title) => set({ title })}
          required
          maxLength={100}
        />
        <LocalizedField
          label={t('pages.lead')}
          kind="textarea"
          value={draft.lead}
          onChange={(lead) => set({ lead })}
          maxLength={600}
        />
        <ImageField
          label={t('pages.hero')}
          hint={t('pages.heroHint')}
          value={draft.heroImageUrl}
          onChange={(heroImageUrl) => set({ heroImageUrl })}
        />
        <BlocksEditor blocks={draft.blocks} onChange={(blocks) => set({ blocks })} />
      </div>
      <aside className="flex flex-col gap-3 xl:sticky xl:top-4 xl:self-start">
        <div className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3">
          {dirty && <p className="text-sm font-medium text-amber-800">{t('pages.unsaved')}</p>}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${button} bg-plum text-white`}
              disabled={!dirty || save.isPending}
              onClick={submit}
            >
              {t('pages.save')}
            </button>
            <button
              type="button"
              className={`${button} border border-plum text-plum`}
              disabled={dirty || !page.hasDraftChanges || publish.isPending}
              onClick={() => publish.mutate()}
            >
              {t('pages.publish')}
            </button>
            <a
              href={page.path}
              target="_blank"
              rel="noopener"
              className={`${button} inline-flex items-center border border-line`}
            >
              {t('pages.open')}
            </a>
          </div>
          <p className="text-xs text-muted">{t('pages.publishHint')}</p>
          {note && <Notice tone={note.tone}>{note.text}</Notice>}
        </div>
        <PagePreview slug={page.slug} version={page.version} />
      </aside>
    </div>
  );
}

/** `/pages/:slug`: a page's draft in three languages, saved then published. */
export function PageEditorScreen() {
  const { t } = useT();
  const slug = useParams().slug ?? '';
  const { data, error, isPending } = useQuery({
    queryKey: [...PAGES_KEY, 'page', slug],
    queryFn: () => pagesApi.page(slug)
  });
  useDocumentTitle(t('pages.editTitle', { title: data?.title ?? '' }));
  return (
    <section className="flex flex-col gap-4" aria-labelledby="page-editor">
      <BackLink to="/pages">{t('pages.title')}</BackLink>
      <h1 id="page-editor" className="text-xl font-semibold">
        {t('pages.editTitle', { title: data?.title ?? '' })}
      </h1>
      {error ? (
        <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>
      ) : isPending || !data ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
        <PageEditor key={`${data.slug}:${data.version}`} page={data} />
      )}
    </section>
  );
}
