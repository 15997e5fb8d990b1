import { useId, useRef } from 'react';
import { useTranslation } from '../i18n/i18n';
import { useFocusTrap } from '../lib/use-focus-trap';
import type { DialogRequest } from './dialog-store';

/** One open dialog; loaded with the first dialog shown (dialog-host.tsx, docs/decisions/060). */
export function DialogView({ dialog }: { dialog: DialogRequest }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const cancel = () => dialog.resolve(false);
  useFocusTrap(ref, true, dialog.kind === 'confirm' ? cancel : () => dialog.resolve(true), confirmRef);

  return (
    <div className="fixed inset-0 z-[100] flex items-end justify-center bg-ink/50 p-4 sm:items-center">
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={dialog.title ? titleId : undefined}
        aria-label={dialog.title ? undefined : t('dialog.info')}
        aria-describedby={messageId}
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl"
      >
        {dialog.title && (
          <h2 id={titleId} className="mb-2 text-lg font-bold text-ink">
            {dialog.title}
          </h2>
        )}
        <p id={messageId} className="whitespace-pre-line text-[15px] leading-relaxed text-ink/80">
          {dialog.message}
        </p>
        {dialog.items && dialog.items.length > 0 && (
          <ul
            data-testid="dialog-items"
            className="mt-3 max-h-60 list-disc space-y-1 overflow-y-auto pl-5 text-sm leading-relaxed text-ink/80 marker:text-plum"
          >
            {dialog.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex gap-2">
          {dialog.kind === 'confirm' && (
            <button type="button" className="btn-secondary flex-1" onClick={cancel}>
              {dialog.cancelLabel ?? t('common.cancel')}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            className="btn-primary flex-1"
            onClick={() => dialog.resolve(true)}
          >
            {dialog.confirmLabel ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
