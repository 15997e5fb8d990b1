import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { useFocusTrap } from '../lib/use-focus-trap';
import { CloseIcon } from './icons';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown under the title, and read as the modal's description. */
  description?: string;
  /** Wider from 768 px for content with rows or an embedded widget. */
  size?: 'md' | 'lg';
  testId?: string;
};

/**
 * SPEC §2's responsive modal: a bottom sheet below 768 px, a centred dialog from there up. Focus stays
 * inside while open and returns to the opener; Escape, the close button and a click on the backdrop close
 * it. Sits under the alert dialogs (z-100) so a message it raises shows on top.
 */
export function ResponsiveModal({ title, onClose, children, description, size = 'md', testId }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(ref, true, onClose);

  return (
    <div
      className="fixed inset-0 z-[90] flex items-end justify-center bg-ink/50 md:items-center md:p-6"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId ?? 'responsive-modal'}
        className={`max-h-[90dvh] w-full overflow-y-auto rounded-t-3xl bg-white px-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-3 shadow-xl md:rounded-2xl md:p-6 ${
          size === 'lg' ? 'md:max-w-2xl' : 'md:max-w-md'
        }`}
      >
        <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-line md:hidden" />
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-bold text-ink">
              {title}
            </h2>
            {description && (
              // Never clamped: a warning ("cannot be undone") is read whole. Korean breaks between words.
              <p id={descriptionId} className="mt-1 text-sm break-keep text-muted">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            className="icon-button -mr-2 -mt-1 shrink-0"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="mt-5">{children}</div>
      </div>
    </div>
  );
}
