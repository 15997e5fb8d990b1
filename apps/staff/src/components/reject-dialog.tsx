import { DESK_RETURN_REJECT_REASON_MAX } from '@mall/domain';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../api';
import { useT } from '../i18n';
import { Notice } from './field';
import { Modal } from './modal';

const MAX = DESK_RETURN_REJECT_REASON_MAX;

/**
 * The reason the customer will read: required, at most 500 characters, on one line (the API takes plain text
 * without control characters, so line breaks are sent as spaces). `send` rejects; a refusal it throws is shown.
 */
export function RejectDialog({
  returnId,
  title,
  submitLabel,
  hint,
  send,
  onClose
}: {
  returnId: number;
  /** Another desk's title (a planner document's); the returns desk's by default. */
  title?: string;
  submitLabel?: string;
  /** Who reads the reason (the returns desk's customer by default). */
  hint?: string;
  send: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // eslint-disable-next-line no-control-regex -- the API refuses control characters: line breaks become spaces
    const text = reason.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
    if (text.length === 0) return setError(t('reject.required'));
    if (text.length > MAX) return setError(t('reject.tooLong', { max: MAX }));
    setBusy(true);
    setError(null);
    try {
      await send(text);
    } catch (caught) {
      setError(messageOf(caught, t('error.generic')));
      setBusy(false);
    }
  };

  return (
    <Modal title={title ?? t('reject.title', { id: returnId })} onClose={onClose}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor="reject-reason" className="text-sm font-medium">
            {t('reject.reason')}
          </label>
          <textarea
            id="reject-reason"
            rows={4}
            required
            maxLength={MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby="reject-reason-hint"
            className="rounded-md border border-line bg-white px-3 py-2 text-base"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoFocus
          />
          <p id="reject-reason-hint" className="flex justify-between gap-3 text-xs text-muted">
            <span>{hint ?? t('reject.hint', { max: MAX })}</span>
            <span className="shrink-0 tabular-nums">
              {t('reject.count', { count: reason.length, max: MAX })}
            </span>
          </p>
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="min-h-11 rounded-md border border-line px-4" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-md bg-danger px-4 font-medium text-white disabled:opacity-60"
          >
            {submitLabel ?? t('returnEvent.reject')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
