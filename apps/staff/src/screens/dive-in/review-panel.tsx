import {
  DIVE_IN_REVIEW_MOVES,
  DIVE_IN_REVIEW_NOTE_MAX,
  DiveInReviewSchema,
  diveInMoveTarget,
  formatViewCount,
  type DiveInOwn,
  type DiveInReview
} from '@mall/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { messageOf } from '../../api';
import { DIVE_IN_KEY, diveInApi } from '../../api/dive-in';
import { Notice } from '../../components/field';
import { Modal } from '../../components/modal';
import { seoulDateTime } from '../../format';
import { useT } from '../../i18n';
import { DiveInStateBadge, MakerLabel } from './rows';
import { TaggedProducts } from './tagged-products';

type Move = DiveInReview['move'];
const MAX = DIVE_IN_REVIEW_NOTE_MAX;

/**
 * One video to review: it plays, with its caption, tag, maker and products; only the moves its state allows
 * (diveInMoveTarget, the API's own table) are offered. A rejection needs a reason, checked here by the API's schema
 * before anything is sent. A refusal from the API stays in the panel; a move done closes it (`onMoved`).
 */
export function ReviewPanel({
  video,
  onClose,
  onMoved
}: {
  video: DiveInOwn;
  onClose: () => void;
  onMoved: (notice: string) => void;
}) {
  const { t, language } = useT();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const moves = DIVE_IN_REVIEW_MOVES.filter((move) => diveInMoveTarget(video.status, move) !== null);
  const mutation = useMutation({
    mutationFn: (body: DiveInReview) => diveInApi.review(video.diveInId, body),
    onSuccess: (_answer, body) => onMoved(t(`diveIn.moved.${body.move}`, { id: video.diveInId })),
    // Done or refused (another desk moved it first), the queues are read again.
    onSettled: () => client.invalidateQueries({ queryKey: DIVE_IN_KEY })
  });

  const send = (move: Move) => {
    setReasonError(null);
    mutation.reset();
    // eslint-disable-next-line no-control-regex -- the API refuses control characters: line breaks become spaces
    const note = reason.replace(/[\u0000-\u001f\u007f]+/g, ' ');
    const parsed = DiveInReviewSchema.safeParse(move === 'REJECT' ? { move, note } : { move });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message;
      reasonField.current?.focus();
      return setReasonError(
        code === 'DI_ReasonRequired' ? t('diveIn.reasonRequired') : t('diveIn.reasonTooLong', { max: MAX })
      );
    }
    mutation.mutate(parsed.data);
  };
  const label = (move: Move) =>
    t(move === 'APPROVE' && video.status === 'HIDDEN' ? 'diveIn.move.SHOW' : `diveIn.move.${move}`);

  return (
    <Modal title={t('diveIn.ref', { id: video.diveInId })} onClose={onClose} wide>
      <div className="grid gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <video
          controls
          playsInline
          preload="metadata"
          src={video.videoUrl}
          poster={video.thumbnailImageUrl}
          data-testid="dive-in-video"
          className="mx-auto aspect-[9/16] max-h-[45vh] w-full rounded-lg bg-black object-contain md:max-h-[65vh]"
        />
        <div className="flex min-w-0 flex-col gap-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <DiveInStateBadge status={video.status} />
            <span className="rounded-full bg-plum-soft px-2 py-0.5 text-xs text-plum-dark">
              #{video.tag.text}
            </span>
          </div>
          <p className="text-base whitespace-pre-wrap break-words" data-testid="dive-in-caption">
            {video.content}
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
            <dt className="text-muted">{t('diveIn.col.maker')}</dt>
            <dd>
              <MakerLabel video={video} />
            </dd>
            <dt className="text-muted">{t('diveIn.col.uploadedAt')}</dt>
            <dd className="tabular-nums">{seoulDateTime(video.createdAt)}</dd>
            <dt className="text-muted">{t('diveIn.duration')}</dt>
            <dd>{t('diveIn.seconds', { seconds: Math.round(video.durationSeconds) })}</dd>
            <dt className="text-muted">{t('diveIn.views')}</dt>
            <dd className="tabular-nums">{formatViewCount(video.viewCount, language)}</dd>
            {video.reviewNote && (
              <>
                <dt className="text-muted">{t('diveIn.note')}</dt>
                <dd className="break-words" data-testid="dive-in-note">
                  {video.reviewNote}
                </dd>
              </>
            )}
          </dl>
          <TaggedProducts products={video.products} />
          {mutation.error && <Notice tone="error">{messageOf(mutation.error, t('error.generic'))}</Notice>}
          {moves.length === 0 ? (
            <p className="rounded-md bg-slate-100 px-3 py-2 text-muted">{t('diveIn.noMoves')}</p>
          ) : (
            <div className="flex flex-col gap-3 border-t border-line pt-3" data-testid="dive-in-moves">
              {moves.includes('REJECT') && (
                <div className="flex flex-col gap-1">
                  <label htmlFor="dive-in-reason" className="font-medium">
                    {t('diveIn.reason')}
                  </label>
                  <textarea
                    ref={reasonField}
                    id="dive-in-reason"
                    rows={2}
                    maxLength={MAX}
                    aria-invalid={reasonError ? true : undefined}
                    aria-describedby="dive-in-reason-hint"
                    className="rounded-md border border-line bg-white px-3 py-2 text-base"
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                  <p id="dive-in-reason-hint" className="flex justify-between gap-3 text-xs text-muted">
                    <span>{t('diveIn.reasonHint', { max: MAX })}</span>
                    <span className="shrink-0 tabular-nums">
                      {t('diveIn.count', { count: reason.length, max: MAX })}
                    </span>
                  </p>
                  {reasonError && <Notice tone="error">{reasonError}</Notice>}
                </div>
              )}
              <div className="flex flex-wrap gap-2">
                {moves.map((move) => (
                  <button
                    key={move}
                    type="button"
                    disabled={mutation.isPending}
                    onClick={() => send(move)}
                    className={`min-h-11 rounded-md px-4 font-medium disabled:opacity-60 ${
                      move === 'APPROVE' ? 'bg-plum text-white' : 'border border-danger text-danger'
                    }`}
                  >
                    {label(move)}
                  </button>
                ))}
              </div>
            </div>
          )}
        </div>
      </div>
      <div className="flex justify-end">
        <button type="button" className="min-h-11 rounded-md border border-line px-4" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
    </Modal>
  );
}
