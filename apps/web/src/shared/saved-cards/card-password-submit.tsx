import { CARD_PASSWORD_MAX_FAILS } from '@mall/domain';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/i18n';
import { ResponsiveModal } from '../ui/responsive-modal';
import { PinDots, PinKeypad, usePinKeyboard } from './card-password-keypad';
import { savedCardPaths } from './saved-card-paths';
import {
  useCardPasswordSubmit,
  type CardPasswordSubmitResult,
  type SubmitNotice
} from './use-card-password-submit';

export type { CardPasswordSubmitResult } from './use-card-password-submit';

/** What a screen hands the entry: the call to make with the digits, and how to present it. */
export type CardPasswordSubmitRequest<T> = {
  onComplete: (digits: string) => Promise<T>;
  /** The card as one line, for the default lead ("…의 비밀번호 6자리를 입력해 주세요."). */
  cardLabel?: string;
  /** Replaces the lead (a payment names the card and the amount). */
  description?: string;
  /** Shown while the call runs (default: "확인하는 중…"). */
  busyText?: string;
};

function WrongNotice({ notice }: { notice: SubmitNotice }) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  return (
    <p
      role="alert"
      data-testid="card-password-entry-notice"
      className="text-center text-sm font-semibold text-coral-strong"
    >
      {notice.failCount === null
        ? tc('error.CARD_PASSWORD_MISMATCH')
        : t('savedCards.entry.wrong', { failCount: notice.failCount, max: CARD_PASSWORD_MAX_FAILS })}
    </p>
  );
}

/** Five wrong entries: the reason, and the saved cards screen where the member resets the password. */
function LockedNotice({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  return (
    <>
      <p
        role="alert"
        data-testid="card-password-entry-locked"
        className="text-[15px] leading-relaxed break-keep text-coral-strong"
      >
        {tc('error.CARD_PASSWORD_LOCKED')}
      </p>
      <Link
        to={savedCardPaths.list()}
        className="btn-primary w-full"
        data-testid="card-password-entry-reset"
        onClick={onLeave}
      >
        {t('savedCards.entry.reset')}
      </Link>
    </>
  );
}

/**
 * The card password entry whose sixth digit is the call itself (see useCardPasswordSubmit): the same dots, shuffled
 * keypad and test hooks as CardPasswordEntry. It cannot be closed while the call runs (a payment may be under
 * way); closed otherwise → `cancelled`; the lock's link to the saved cards screen also ends it as `cancelled`.
 */
export function CardPasswordSubmitEntry<T>({
  request,
  onResult
}: {
  request: CardPasswordSubmitRequest<T>;
  onResult: (result: CardPasswordSubmitResult<T>) => void;
}) {
  const { t } = useTranslation('accounts');
  const anchor = useRef<HTMLDivElement>(null);
  const { pin, phase, notice } = useCardPasswordSubmit(request.onComplete, onResult);
  usePinKeyboard(anchor, pin, phase === 'entry');
  const cancel = () => {
    if (phase === 'submitting') return;
    pin.clear();
    onResult({ kind: 'cancelled' });
  };
  const { cardLabel, description, busyText } = request;

  return (
    <ResponsiveModal
      title={t('savedCards.entry.title')}
      description={
        description ??
        (cardLabel ? t('savedCards.entry.lead', { name: cardLabel }) : t('savedCards.entry.leadPlain'))
      }
      onClose={cancel}
      testId="card-password-entry"
    >
      <div ref={anchor} className="flex flex-col gap-4" data-phase={phase}>
        {phase === 'locked' ? (
          <LockedNotice onLeave={cancel} />
        ) : (
          <>
            <PinDots count={pin.digits.length} />
            <div aria-live="polite" className="min-h-5">
              {phase === 'submitting' ? (
                <p className="text-center text-sm text-muted" data-testid="card-password-entry-busy">
                  {busyText ?? t('savedCards.entry.checking')}
                </p>
              ) : (
                notice && <WrongNotice notice={notice} />
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
 * Asks for a saved card's password and hands it to a call (paying with a saved card):
 * `const entry = useCardPasswordSubmitEntry<Answer>(); … {entry.dialog} … await entry.ask({ onComplete, … })`.
 * The screen loads the `accounts` texts before asking (`loadNamespace('accounts')`).
 */
export function useCardPasswordSubmitEntry<T>(): {
  ask: (request: CardPasswordSubmitRequest<T>) => Promise<CardPasswordSubmitResult<T>>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<{ id: number; request: CardPasswordSubmitRequest<T> } | null>(null);
  const pending = useRef<((result: CardPasswordSubmitResult<T>) => void) | null>(null);
  const ask = useCallback(
    (request: CardPasswordSubmitRequest<T>) =>
      new Promise<CardPasswordSubmitResult<T>>((resolve) => {
        // A second ask replaces the first, which counts as cancelled.
        pending.current?.({ kind: 'cancelled' });
        pending.current = resolve;
        setOpen((current) => ({ id: (current?.id ?? 0) + 1, request }));
      }),
    []
  );
  const dialog = open ? (
    <CardPasswordSubmitEntry
      key={open.id}
      request={open.request}
      onResult={(result) => {
        setOpen(null);
        const resolve = pending.current;
        pending.current = null;
        resolve?.(result);
      }}
    />
  ) : null;
  return { ask, dialog };
}
