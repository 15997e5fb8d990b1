import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';

export type RecoveryTab = 'email' | 'identity';
const TABS: RecoveryTab[] = ['email', 'identity'];

/** The two ways to prove who you are, as tabs (arrow keys move between them). */
export function MethodTabs({
  tab,
  onChange,
  panel
}: {
  tab: RecoveryTab;
  onChange: (tab: RecoveryTab) => void;
  panel: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const refs = useRef<Record<RecoveryTab, HTMLButtonElement | null>>({ email: null, identity: null });
  const labels: Record<RecoveryTab, string> = {
    email: t('recovery.byEmail'),
    identity: t('recovery.byIdentity')
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next =
      TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('recovery.methods')}
        className="grid grid-cols-2 rounded-full bg-cream p-1"
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            data-testid={`recovery-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onChange(name)}
            className={`min-h-11 rounded-full px-3 text-sm font-semibold transition-colors ${
              tab === name ? 'bg-white text-plum shadow-sm' : 'text-muted hover:text-ink'
            }`}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="mt-6">
        {panel}
      </div>
    </div>
  );
}
