import type { DiveInOwn, DiveInStatus } from '@mall/domain';
import { seoulDateTime } from '../../format';
import { useT } from '../../i18n';

const STATE_TONE: Record<DiveInStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-900',
  APPROVED: 'bg-green-50 text-green-800',
  REJECTED: 'bg-red-50 text-danger',
  HIDDEN: 'bg-slate-100 text-slate-700'
};

export function DiveInStateBadge({ status }: { status: DiveInStatus }) {
  const { t } = useT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATE_TONE[status]}`}
      data-testid="dive-in-state"
    >
      {t(`diveIn.status.${status}`)}
    </span>
  );
}

/**
 * Who made the video: a planner by personal-mall nickname (else first name) and member number, or the brand (by the
 * console's name for it: the desk's answers are in Korean).
 */
export function MakerLabel({ video }: { video: DiveInOwn }) {
  const { t } = useT();
  if (video.userNumber === null)
    return (
      <span className="inline-flex flex-wrap items-center gap-1">
        <span className="rounded-full bg-plum px-2 py-0.5 text-xs font-medium text-white">
          {t('diveIn.brand')}
        </span>
        {t('app.brand')}
      </span>
    );
  const first = video.userName.firstName;
  return (
    <span className="flex flex-col">
      <span className="break-words">
        {video.nickName}
        {first && first !== video.nickName && <span className="text-muted"> · {first}</span>}
      </span>
      <span className="font-mono text-xs text-muted">{video.userNumber}</span>
    </span>
  );
}

function Poster({ video, className }: { video: DiveInOwn; className: string }) {
  return (
    <img
      src={video.thumbnailImageUrl}
      alt=""
      loading="lazy"
      className={`aspect-[9/16] shrink-0 rounded-md bg-slate-200 object-cover ${className}`}
    />
  );
}

/** A queue's videos: a table from 768 px, cards below it; each opens the review panel. */
export function DiveInRows({ rows, onOpen }: { rows: DiveInOwn[]; onOpen: (video: DiveInOwn) => void }) {
  const { t } = useT();
  const open = (video: DiveInOwn) => (
    <button
      type="button"
      onClick={() => onOpen(video)}
      aria-label={t('diveIn.open', { id: video.diveInId })}
      className="inline-flex min-h-11 items-center text-left font-medium text-plum-dark underline underline-offset-2"
    >
      {t('diveIn.ref', { id: video.diveInId })}
    </button>
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block" data-testid="dive-in-table">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th className="py-2 pr-3">{t('diveIn.col.video')}</th>
              <th className="py-2 pr-3">{t('diveIn.col.caption')}</th>
              <th className="py-2 pr-3">{t('diveIn.col.maker')}</th>
              <th className="py-2 pr-3">{t('diveIn.col.tag')}</th>
              <th className="py-2 pr-3 text-right">{t('diveIn.col.products')}</th>
              <th className="py-2 pr-3">{t('diveIn.col.uploadedAt')}</th>
              <th className="py-2">{t('diveIn.col.state')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((video) => (
              <tr key={video.diveInId} className="border-b border-line/70 align-top">
                <td className="py-2 pr-3">
                  <div className="flex items-start gap-2">
                    <Poster video={video} className="w-12" />
                    {open(video)}
                  </div>
                </td>
                <td className="max-w-sm py-3 pr-3">
                  <p className="line-clamp-3 break-words">{video.content}</p>
                </td>
                <td className="py-3 pr-3">
                  <MakerLabel video={video} />
                </td>
                <td className="py-3 pr-3 whitespace-nowrap">{video.tag.text}</td>
                <td className="py-3 pr-3 text-right tabular-nums">
                  {t('diveIn.productCount', { count: video.productCount })}
                </td>
                <td className="py-3 pr-3 tabular-nums whitespace-nowrap">{seoulDateTime(video.createdAt)}</td>
                <td className="py-3">
                  <DiveInStateBadge status={video.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="dive-in-cards">
        {rows.map((video) => (
          <li key={video.diveInId} className="flex gap-3 rounded-lg border border-line bg-white p-3 text-sm">
            <Poster video={video} className="w-16" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-center justify-between gap-2">
                {open(video)}
                <DiveInStateBadge status={video.status} />
              </div>
              <p className="line-clamp-2 break-words">{video.content}</p>
              <MakerLabel video={video} />
              <p className="text-xs text-muted">
                {video.tag.text} · {t('diveIn.productsOnly', { count: video.productCount })}
              </p>
              <p className="text-xs tabular-nums text-muted">{seoulDateTime(video.createdAt)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
