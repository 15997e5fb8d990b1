import { useState } from 'react';
import { messageOf } from '../api';
import { useT } from '../i18n';
import { Notice } from './field';
import { Modal } from './modal';

/** Asks before a move that cannot be taken back; `send` makes it (a refusal it throws is shown here). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  send,
  onClose
}: {
  title: string;
  text: string;
  confirmLabel: string;
  send: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await send();
    } catch (caught) {
      setError(messageOf(caught, t('error.generic')));
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={onClose}>
      <p className="text-sm">{text}</p>
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="min-h-11 rounded-md border border-line px-4" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirm()}
          className="min-h-11 rounded-md bg-plum px-4 font-medium text-white disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
