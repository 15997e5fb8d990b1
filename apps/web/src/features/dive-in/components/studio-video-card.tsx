import type { DiveInOwn, DiveInStatus } from '@mall/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';
import { feedVideoPath } from '../lib/feed-query';

const BADGE: Record<DiveInStatus, string> = {
  PENDING: 'bg-cream-deep text-ink',
  APPROVED: 'bg-plum text-white',
  REJECTED: 'bg-coral-soft text-coral-strong',
  HIDDEN: 'bg-line text-muted'
};

const action =
  'inline-flex min-h-10 items-center justify-center rounded-full border border-line px-3.5 text-sm font-semibold text-ink hover:border-plum hover:text-plum disabled:opacity-50';

/** The review state as a badge: 검토 중, 게시 중, 반려, 숨김. */
export function StatusBadge({ status }: { status: DiveInStatus }) {
  const { t } = useTranslation('planner');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold leading-none ${BADGE[status]}`}
      data-testid="studio-status"
    >
      {t(`video.status.${status}`)}
    </span>
  );
}

/** What the review says beside the state: the wait, or the reviewer's reason for a refusal or a take-down. */
function ReviewLine({ video }: { video: DiveInOwn }) {
  const { t } = useTranslation('planner');
  if (video.status === 'PENDING') return <p className="text-sm text-muted">{t('video.card.pendingHint')}</p>;
  if (!video.reviewNote || video.status === 'APPROVED') return null;
  const key = video.status === 'REJECTED' ? 'video.card.rejectedNote' : 'video.card.hiddenNote';
  return (
    <p
      className="rounded-xl bg-coral-soft/60 px-3 py-2 text-sm break-keep text-coral-strong"
      data-testid="studio-note"
    >
      {t(key, { note: video.reviewNote })}
    </p>
  );
}

/**
 * One of the planner's videos: its poster, state, caption, tag, views, products and date; the way to it in the feed
 * once approved, and delete.
 */
export function StudioVideoCard({
  video,
  onDelete,
  deleting
}: {
  video: DiveInOwn;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('planner');
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-3 ring-1 ring-line/70 md:p-4" data-testid="studio-video">
      <div className="relative w-24 shrink-0 self-start overflow-hidden rounded-xl bg-ink md:w-28">
        <img
          src={video.thumbnailImageUrl}
          alt=""
          width={112}
          height={199}
          loading="lazy"
          className="aspect-[9/16] w-full object-cover"
        />
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/60 px-1.5 py-0.5 text-[11px] font-semibold text-white">
          {t('video.card.seconds', { seconds: Math.round(video.durationSeconds) })}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={video.status} />
          <span className="rounded-full bg-plum-soft px-2 py-0.5 text-xs font-semibold text-plum">
            #{video.tag.text}
          </span>
        </div>
        <p className="line-clamp-3 text-[15px] leading-relaxed break-words text-ink">{video.content}</p>
        <p className="flex flex-wrap gap-x-2 text-xs text-muted">
          <span>{t('video.card.views', { views: video.formatViewCount })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('video.card.products', { count: video.productCount })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('video.card.created', { date: formatDate(video.createdAt) })}</span>
        </p>
        <ReviewLine video={video} />
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {video.status === 'APPROVED' && (
            <Link to={feedVideoPath(video.diveInId)} className={action} data-testid="studio-watch">
              {t('video.card.watch')}
            </Link>
          )}
          <button
            type="button"
            className={`${action} text-coral-strong hover:border-coral-strong hover:text-coral-strong`}
            aria-label={t('video.card.deleteLabel', { caption: video.content.slice(0, 40) })}
            disabled={deleting}
            onClick={onDelete}
            data-testid="studio-delete"
          >
            {t('video.card.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
