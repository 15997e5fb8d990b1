import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { COMPANY } from '../../../shared/config/app-config';

export const HIDDEN_CLOSE_TAPS = 5;
/** Taps further apart than this start the count again. */
export const HIDDEN_CLOSE_WINDOW_MS = 2000;

/**
 * The maintenance page over the whole app. Staff can see the shop behind it: five quick taps on the
 * invisible top-right corner close it for this browser session (SPEC §1 "a hidden area to close it").
 */
export function MaintenancePage({ onHiddenClose }: { onHiddenClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const taps = useRef<{ count: number; last: number }>({ count: 0, last: 0 });

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const onTap = () => {
    const now = Date.now();
    const state = taps.current;
    state.count = now - state.last <= HIDDEN_CLOSE_WINDOW_MS ? state.count + 1 : 1;
    state.last = now;
    if (state.count >= HIDDEN_CLOSE_TAPS) {
      state.count = 0;
      onHiddenClose();
    }
  };

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="maintenance-page"
      className="fixed inset-0 z-[200] flex items-center justify-center overflow-y-auto bg-gradient-to-br from-plum-dark via-plum to-[#7a3f8f] px-6 text-center text-white outline-none"
    >
      <div className="max-w-lg py-16">
        <p className="font-display text-3xl font-bold tracking-tight">
          Lumière<span className="text-coral">·</span>Vita
        </p>
        <svg
          aria-hidden="true"
          viewBox="0 0 64 64"
          className="mx-auto mt-10 size-16 text-coral"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        >
          <circle cx="32" cy="32" r="12" />
          <path d="M32 8v8M32 48v8M8 32h8M48 32h8M15 15l6 6M43 43l6 6M15 49l6-6M43 21l6-6" />
        </svg>
        <h1 id={titleId} className="mt-8 text-2xl font-bold md:text-3xl">
          {t('maintenance.title')}
        </h1>
        <p className="mt-4 text-[15px] leading-relaxed text-white/85">{t('maintenance.body')}</p>
        <p className="mt-8 text-sm text-white/75">
          {t('maintenance.contact', { phone: COMPANY.customerCenterPhone })}
        </p>
      </div>
      {/* Deliberately invisible and out of the tab order: a staff escape hatch, not a control for shoppers. */}
      <div
        aria-hidden="true"
        data-testid="maintenance-close-zone"
        onClick={onTap}
        className="absolute right-0 top-0 size-16"
      />
    </div>
  );
}
