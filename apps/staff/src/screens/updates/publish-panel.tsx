import type { BoardDeskPost } from '@mall/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageOf } from '../../api';
import { updatesApi } from '../../api/updates';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/field';
import { fromSeoulInput, toSeoulInput } from '../../components/period-fields';
import { useT } from '../../i18n';
import { PublishBadge } from './badges';

const input = 'rounded-md border border-line bg-white px-3 py-2 text-base';
const button = 'min-h-11 rounded-md px-4 text-sm font-medium disabled:opacity-50';

/** Publish now or at a time (until an optional end), take back to draft, or delete: each a server write, audited. */
export function PublishPanel({
  post,
  onChanged,
  onDeleted
}: {
  post: BoardDeskPost;
  onChanged: () => Promise<void>;
  onDeleted: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const [from, setFrom] = useState(post.status === 'PUBLISHED' ? toSeoulInput(post.publishAt) : '');
  const [until, setUntil] = useState(toSeoulInput(post.unpublishAt));
  const [deleting, setDeleting] = useState(false);
  const publish = useMutation({
    mutationFn: () =>
      updatesApi.publish(post.boardId, {
        publishAt: fromSeoulInput(from),
        unpublishAt: fromSeoulInput(until)
      }),
    onSuccess: onChanged
  });
  const unpublish = useMutation({
    mutationFn: () => updatesApi.unpublish(post.boardId),
    onSuccess: onChanged
  });
  const later = from !== '' && (fromSeoulInput(from) ?? '') > new Date().toISOString();
  const error = publish.error ?? unpublish.error;

  return (
    <section className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4" aria-labelledby={id}>
      <div className="flex items-center gap-2">
        <h2 id={id} className="font-semibold">
          {t('updates.publish.title')}
        </h2>
        <PublishBadge state={post.publishState} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('updates.publish.at')}
          <input
            type="datetime-local"
            className={input}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('updates.publish.until')}
          <input
            type="datetime-local"
            className={input}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        </label>
      </div>
      {error && <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${button} bg-plum text-white`}
          disabled={publish.isPending}
          onClick={() => publish.mutate()}
          data-testid="publish"
        >
          {later ? t('updates.publish.schedule') : t('updates.publish.now')}
        </button>
        {post.status === 'PUBLISHED' && (
          <button
            type="button"
            className={`${button} border border-line bg-white`}
            disabled={unpublish.isPending}
            onClick={() => unpublish.mutate()}
          >
            {t('updates.unpublish')}
          </button>
        )}
        <button
          type="button"
          className={`${button} ml-auto border border-red-200 bg-white text-danger`}
          onClick={() => setDeleting(true)}
        >
          {t('updates.delete')}
        </button>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('updates.deleteTitle')}
          text={t('updates.deleteText')}
          confirmLabel={t('updates.delete')}
          send={async () => {
            await updatesApi.remove(post.boardId);
            onDeleted();
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </section>
  );
}
