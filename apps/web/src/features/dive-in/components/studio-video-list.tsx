import type { DiveInOwn } from '@mall/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/i18n';
import { dialogs } from '../../../shared/ui/dialog-store';
import { useDeleteDiveIn } from '../api/dive-in-studio-api';
import { StudioVideoCard } from './studio-video-card';

const panel = 'rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-line/70';

/**
 * The planner's videos, newest first, in their states: loading, a failure with a retry (or "planners only" when the
 * server says the account may not make videos), none yet (with the way to the first), or the cards. Delete asks
 * first; a video already gone just leaves the list.
 */
export function StudioVideoList({
  list,
  onUploadFirst
}: {
  list: UseQueryResult<DiveInOwn[]>;
  onUploadFirst: () => void;
}) {
  const { t } = useTranslation('planner');
  const { t: tc } = useTranslation();
  const remove = useDeleteDiveIn();

  const confirmDelete = async (video: DiveInOwn) => {
    const sure = await dialogs.confirm(t('video.card.deleteConfirm'), {
      confirmLabel: t('video.card.delete'),
      cancelLabel: t('video.form.cancel')
    });
    if (!sure) return;
    remove.mutate(video.diveInId, {
      onError: (error) => {
        if (isApiError(error) && error.code === 'DIVE_IN_NOT_FOUND') return;
        void dialogs.alert(t('video.card.deleteFailed'));
      }
    });
  };

  if (list.isError) {
    const plannersOnly = isApiError(list.error) && list.error.code === 'ALT_PlannerOnly';
    return (
      <div role="alert" className={panel} data-testid="studio-list-error">
        <p className="text-[15px] text-ink">{plannersOnly ? tc('ALT_PlannerOnly') : t('video.loadError')}</p>
        {!plannersOnly && (
          <button type="button" className="btn-secondary mt-4" onClick={() => void list.refetch()}>
            {t('video.retry')}
          </button>
        )}
      </div>
    );
  }
  if (!list.data) {
    return (
      <p role="status" className="py-12 text-center text-sm text-muted">
        {t('video.loading')}
      </p>
    );
  }
  if (list.data.length === 0) {
    return (
      <div className={`${panel} flex flex-col items-center`} data-testid="studio-empty">
        <p className="text-lg font-bold text-ink">{t('video.empty')}</p>
        <p className="mt-2 max-w-md text-sm break-keep text-muted">{t('video.emptyHint')}</p>
        <button type="button" className="btn-primary mt-5" onClick={onUploadFirst}>
          {t('video.emptyAction')}
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="text-sm text-muted" data-testid="studio-count">
        {t('video.count', { count: list.data.length })}
      </p>
      <ul className="mt-3 grid gap-3 md:grid-cols-2 md:gap-4">
        {list.data.map((video) => (
          <StudioVideoCard
            key={video.diveInId}
            video={video}
            deleting={remove.isPending && remove.variables === video.diveInId}
            onDelete={() => void confirmDelete(video)}
          />
        ))}
      </ul>
    </>
  );
}
