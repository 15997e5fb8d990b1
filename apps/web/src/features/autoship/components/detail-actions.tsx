import { autoshipEventsFor, type AutoshipDetail } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { AutoshipMove } from '../api/autoship-api';

/**
 * The member's moves the lifecycle table allows in this status (autoshipEventsFor: pause, resume, cancel; a held
 * subscription's reactivation is its card change, offered by HeldNotice), beside skip (ACTIVE with a next charge)
 * and the change (any live status). A cancelled subscription offers nothing.
 */
export function detailMoves(detail: AutoshipDetail): { moves: AutoshipMove[]; change: boolean } {
  const events = autoshipEventsFor(detail.status, 'MEMBER');
  const moves: AutoshipMove[] = [];
  if (detail.status === 'ACTIVE' && detail.nextChargeDay !== null) moves.push('skip');
  if (events.includes('pause')) moves.push('pause');
  if (events.includes('resume')) moves.push('resume');
  if (events.includes('cancel')) moves.push('cancel');
  return { moves, change: detail.status !== 'CANCELLED' };
}

export function DetailActions({
  detail,
  busy,
  onMove,
  onChange
}: {
  detail: AutoshipDetail;
  busy: boolean;
  onMove: (move: AutoshipMove) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { moves, change } = detailMoves(detail);
  if (moves.length === 0 && !change) return null;
  const main = moves.filter((move) => move !== 'cancel');
  return (
    <div
      role="group"
      aria-label={t('autoship.detail.actions')}
      className="flex flex-col gap-2"
      data-testid="autoship-actions"
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {main.map((move) => (
          <button
            key={move}
            type="button"
            className={move === 'resume' ? 'btn-primary' : 'btn-secondary'}
            disabled={busy}
            data-testid={`autoship-${move}`}
            onClick={() => onMove(move)}
          >
            {t(`autoship.detail.${move}`)}
          </button>
        ))}
        {change && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            data-testid="autoship-change"
            onClick={onChange}
          >
            {t('autoship.detail.change')}
          </button>
        )}
      </div>
      {moves.includes('cancel') && (
        <button
          type="button"
          className="mt-1 inline-flex min-h-11 items-center self-end px-2 text-sm font-medium text-muted underline underline-offset-2 hover:text-coral-strong"
          disabled={busy}
          data-testid="autoship-cancel"
          onClick={() => onMove('cancel')}
        >
          {t('autoship.detail.cancel')}
        </button>
      )}
    </div>
  );
}

/** What the status means for the member: paused (how a resume restarts), held (the refused card, and the way out), cancelled. */
export function StatusNote({
  detail,
  tries,
  onChangeCard
}: {
  detail: AutoshipDetail;
  tries: number;
  onChangeCard: () => void;
}) {
  const { t } = useTranslation('checkout');
  if (detail.status === 'HELD') {
    return (
      <section
        aria-labelledby="autoship-held-title"
        data-testid="autoship-held"
        className="rounded-2xl bg-coral-soft px-4 py-4 md:px-6"
      >
        <h2 id="autoship-held-title" className="font-bold break-keep text-coral-strong">
          {t('autoship.detail.held.title')}
        </h2>
        <p className="mt-1 text-sm break-keep text-ink">{t('autoship.detail.held.body', { tries })}</p>
        <button
          type="button"
          className="btn-primary mt-3"
          data-testid="autoship-held-change-card"
          onClick={onChangeCard}
        >
          {t('autoship.detail.held.action')}
        </button>
      </section>
    );
  }
  if (detail.status === 'PAUSED' || detail.status === 'CANCELLED') {
    return (
      <p
        data-testid="autoship-status-note"
        className="rounded-2xl bg-cream px-4 py-3 text-sm break-keep text-ink md:px-6"
      >
        {t(detail.status === 'PAUSED' ? 'autoship.detail.paused' : 'autoship.detail.cancelled')}
      </p>
    );
  }
  return null;
}
