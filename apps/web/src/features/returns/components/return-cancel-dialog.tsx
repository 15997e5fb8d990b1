import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';

/** The withdrawal confirmation: keep or withdraw (one request per dialog). */
export function ReturnCancelDialog({
  onClose,
  onConfirm
}: {
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('order-history');
  const [pending, setPending] = useState(false);
  return (
    <ResponsiveModal
      title={t('returns.cancel.title')}
      description={t('returns.cancel.body')}
      onClose={onClose}
      testId="return-cancel-dialog"
    >
      <div className="mt-2 grid grid-cols-2 gap-3">
        <button type="button" className="btn-secondary" onClick={onClose} disabled={pending}>
          {t('returns.cancel.keep')}
        </button>
        <button
          type="button"
          className="btn-primary bg-coral-strong hover:bg-coral-strong/90"
          disabled={pending}
          data-testid="return-cancel-confirm"
          onClick={() => {
            if (pending) return;
            setPending(true);
            void onConfirm().finally(() => setPending(false));
          }}
        >
          {pending ? t('returns.cancel.submitting') : t('returns.cancel.confirm')}
        </button>
      </div>
    </ResponsiveModal>
  );
}
