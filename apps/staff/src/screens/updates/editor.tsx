import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../api';
import { UPDATES_KEY, updatesApi } from '../../api/updates';
import { Notice } from '../../components/field';
import { BackLink } from '../../components/section';
import { useDocumentTitle, useT } from '../../i18n';
import { blankDraft, draftOf } from './draft';
import { PostForm } from './post-form';
import { PublishPanel } from './publish-panel';

/** `/updates/new` and `/updates/:id`: write a post, then publish, schedule, unpublish or delete it. */
export function UpdateEditorScreen() {
  const { t } = useT();
  const params = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = params.id === 'new' ? null : Number(params.id);
  const known = id === null || (Number.isSafeInteger(id) && id > 0);
  useDocumentTitle(t(id === null ? 'updates.newTitle' : 'updates.editTitle'));
  const { data, error, isPending } = useQuery({
    queryKey: [...UPDATES_KEY, 'post', id],
    queryFn: () => updatesApi.post(id!),
    enabled: id !== null && known
  });
  if (!known) return <Navigate to="/updates" replace />;
  const refresh = () => client.invalidateQueries({ queryKey: UPDATES_KEY });

  return (
    <section className="flex flex-col gap-4" aria-labelledby="update-editor">
      <BackLink to="/updates">{t('updates.title')}</BackLink>
      <h1 id="update-editor" className="text-xl font-semibold">
        {t(id === null ? 'updates.newTitle' : 'updates.editTitle')}
      </h1>
      {id === null ? (
        <>
          <PostForm
            initial={blankDraft()}
            save={async (body) => {
              const created = await updatesApi.create(body);
              await refresh();
              void navigate(`/updates/${created.boardId}`, { replace: true });
            }}
            onSaved={() => undefined}
          />
          <Notice tone="info">{t('updates.publish.saveFirst')}</Notice>
        </>
      ) : error ? (
        <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>
      ) : isPending || !data ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
        <>
          <PublishPanel
            key={`${data.boardId}:${data.updatedAt}`}
            post={data}
            onChanged={refresh}
            onDeleted={() => {
              void refresh();
              void navigate('/updates', { replace: true });
            }}
          />
          <PostForm
            key={data.boardId}
            initial={draftOf(data)}
            save={(body) => updatesApi.update(data.boardId, body)}
            onSaved={() => void refresh()}
          />
        </>
      )}
    </section>
  );
}
