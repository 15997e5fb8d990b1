import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';

/** The cancel confirmation: an optional reason, keep or cancel (one request per dialog). */
export function OrderCancelDialog({
  onClose,
  onConfirm
}: {
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation('order-history');
  const id = useId();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  return (
    <ResponsiveModal
      title={t('cancel.title')}
      description={t('cancel.body')}
      onClose={onClose}
      testId="order-cancel-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // One cancel per dialog: each attempt carries a fresh Idempotency-Key, so a second submit would be a
          // second request (a form can be submitted again before the disabled button is drawn).
          if (pending) return;
          setPending(true);
          void onConfirm(reason.trim()).finally(() => setPending(false));
        }}
      >
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('cancel.reason')}
        </label>
        <textarea
          id={id}
          value={reason}
          maxLength={200}
          rows={3}
          placeholder={t('cancel.reasonPlaceholder')}
          onChange={(event) => setReason(event.target.value)}
          className="w-full rounded-xl border border-line bg-white px-4 py-3 text-[15px] placeholder:text-muted/70 focus:border-plum"
        />
        <div className="mt-5 grid grid-cols-2 gap-3">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={pending}>
            {t('cancel.keep')}
          </button>
          <button
            type="submit"
            className="btn-primary bg-coral-strong hover:bg-coral-strong/90"
            disabled={pending}
            data-testid="order-cancel-confirm"
          >
            {pending ? t('cancel.submitting') : t('cancel.confirm')}
          </button>
        </div>
      </form>
    </ResponsiveModal>
  );
}
