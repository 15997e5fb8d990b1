import { CARD_PASSWORD_MAX_FAILS } from '@mall/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { ResponsiveModal } from '../ui/responsive-modal';
import { PinDots, PinKeypad, usePinKeyboard } from './card-password-keypad';
import { CardPasswordPad } from './card-password-pad';
import {
  useCardPasswordCheck,
  type CardPasswordEntryResult,
  type EntryNotice
} from './use-card-password-check';

export type { CardPasswordEntryResult } from './use-card-password-check';

function EntryNoticeText({ notice }: { notice: EntryNotice }) {
  const { t } = useTranslation('accounts');
  return notice.kind === 'wrong' ? (
    <p
      role="alert"
      data-testid="card-password-entry-notice"
      className="text-center text-sm font-semibold text-coral-strong"
    >
      {t('savedCards.entry.wrong', { failCount: notice.failCount, max: CARD_PASSWORD_MAX_FAILS })}
    </p>
  ) : (
    <p
      role="status"
      data-testid="card-password-entry-notice"
      className="text-center text-sm font-semibold text-plum"
    >
      {t('savedCards.entry.resetDone')}
    </p>
  );
}

/**
 * The card password entry (SPEC §2 dialogs, §4): six dots and the shuffled keypad; the sixth digit is checked at
 * once. Right → `matched`; wrong → "비밀번호가 일치하지 않습니다 (n/5)" and the dots clear; locked → the reason and a
 * way to reset (the pad in resetPasswd, identity verification first), then the entry again; the customer closing
 * it → `cancelled`; a failed call → `failed` with its error (the caller shows it). Checkout asks through
 * `useCardPasswordEntry`.
 */
export function CardPasswordEntry({
  cardId,
  cardLabel,
  onResult
}: {
  cardId: number;
  cardLabel?: string;
  onResult: (result: CardPasswordEntryResult) => void;
}) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const { pin, phase, notice, setPhase, afterReset } = useCardPasswordCheck(cardId, onResult);
  usePinKeyboard(anchor, pin, phase === 'entry');
  const cancel = () => {
    pin.clear();
    onResult({ kind: 'cancelled' });
  };

  if (phase === 'reset')
    return (
      <CardPasswordPad
        mode="resetPasswd"
        cardId={cardId}
        {...(cardLabel ? { cardLabel } : {})}
        onDone={afterReset}
        onClose={() => setPhase('locked')}
        onFailed={(error) => onResult({ kind: 'failed', error })}
      />
    );

  return (
    <ResponsiveModal
      title={t('savedCards.entry.title')}
      description={
        cardLabel ? t('savedCards.entry.lead', { name: cardLabel }) : t('savedCards.entry.leadPlain')
      }
      onClose={cancel}
      testId="card-password-entry"
    >
      <div ref={anchor} className="flex flex-col gap-4" data-phase={phase}>
        {phase === 'locked' ? (
          <>
            <p
              role="alert"
              data-testid="card-password-entry-locked"
              className="text-[15px] leading-relaxed break-keep text-coral-strong"
            >
              {tc('error.CARD_PASSWORD_LOCKED')}
            </p>
            <button type="button" className="btn-primary w-full" onClick={() => setPhase('reset')}>
              {t('savedCards.entry.reset')}
            </button>
          </>
        ) : (
          <>
            <PinDots count={pin.digits.length} />
            <div aria-live="polite" className="min-h-5">
              {phase === 'checking' ? (
                <p className="text-center text-sm text-muted">{t('savedCards.entry.checking')}</p>
              ) : (
                notice && <EntryNoticeText notice={notice} />
              )}
            </div>
            <PinKeypad pin={pin} disabled={phase !== 'entry'} />
            <p className="text-center text-xs text-muted">{t('savedCards.pad.shuffled')}</p>
          </>
        )}
      </div>
    </ResponsiveModal>
  );
}

/**
 * Asks for a saved card's password where a screen needs it (paying with a saved card, any check):
 * `const entry = useCardPasswordEntry(); … {entry.dialog} … const result = await entry.ask(cardId, label);`
 * The screen loads the `accounts` texts (its chunk's `loadNamespace('accounts')`).
 */
export function useCardPasswordEntry(): {
  ask: (cardId: number, cardLabel?: string) => Promise<CardPasswordEntryResult>;
  dialog: ReactNode;
} {
  const [request, setRequest] = useState<{
    id: number;
    cardId: number;
    cardLabel: string | undefined;
  } | null>(null);
  const pending = useRef<((result: CardPasswordEntryResult) => void) | null>(null);
  const ask = useCallback(
    (cardId: number, cardLabel?: string) =>
      new Promise<CardPasswordEntryResult>((resolve) => {
        // A second ask replaces the first, which counts as cancelled.
        pending.current?.({ kind: 'cancelled' });
        pending.current = resolve;
        setRequest((open) => ({ id: (open?.id ?? 0) + 1, cardId, cardLabel }));
      }),
    []
  );
  const dialog = request ? (
    <CardPasswordEntry
      key={request.id}
      cardId={request.cardId}
      {...(request.cardLabel ? { cardLabel: request.cardLabel } : {})}
      onResult={(result) => {
        setRequest(null);
        const resolve = pending.current;
        pending.current = null;
        resolve?.(result);
      }}
    />
  ) : null;
  return { ask, dialog };
}
