import { CARD_PASSWORD_LENGTH } from '@mall/domain';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from '../i18n/i18n';
import type { Pin } from './use-pin';

/** Six dots, filled as digits are typed; a screen reader hears how many (never which). */
export function PinDots({ count }: { count: number }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="flex flex-col items-center" data-testid="pin-dots" data-filled={count}>
      <p className="sr-only" aria-live="polite">
        {t('savedCards.pad.filled', { count, max: CARD_PASSWORD_LENGTH })}
      </p>
      <div aria-hidden="true" className="flex gap-3.5 py-2">
        {Array.from({ length: CARD_PASSWORD_LENGTH }, (_, index) => (
          <span
            key={index}
            className={`size-3.5 rounded-full transition-colors ${
              index < count ? 'bg-plum' : 'border-2 border-line bg-white'
            }`}
          />
        ))}
      </div>
    </div>
  );
}

const keyBase =
  'flex min-h-12 items-center justify-center rounded-xl bg-cream font-semibold text-ink transition-colors hover:bg-plum-soft active:bg-plum-soft disabled:cursor-not-allowed disabled:opacity-50 md:min-h-14';
const keyClass = `${keyBase} text-xl`;

/**
 * The 3×4 keypad (SPEC §2 card-password pad): the ten digits in the pin's shuffled order, 전체삭제 bottom left,
 * ← bottom right. Each digit button is named "숫자 3" for screen readers.
 */
export function PinKeypad({ pin, disabled = false }: { pin: Pin; disabled?: boolean }) {
  const { t } = useTranslation('accounts');
  const digit = (value: number | undefined) =>
    value === undefined ? null : (
      <button
        key={`digit-${value}`}
        type="button"
        className={keyClass}
        aria-label={t('savedCards.pad.digit', { digit: value })}
        disabled={disabled}
        onClick={() => pin.push(value)}
      >
        {value}
      </button>
    );
  return (
    <div
      role="group"
      aria-label={t('savedCards.pad.keypad')}
      className="grid grid-cols-3 gap-2"
      data-testid="pin-keypad"
    >
      {pin.order.slice(0, 9).map((value) => digit(value))}
      <button
        type="button"
        className={`${keyBase} text-sm`}
        disabled={disabled || pin.digits.length === 0}
        onClick={pin.clear}
      >
        {t('savedCards.pad.clear')}
      </button>
      {digit(pin.order[9])}
      <button
        type="button"
        className={keyClass}
        aria-label={t('savedCards.pad.backspace')}
        disabled={disabled || pin.digits.length === 0}
        onClick={pin.pop}
      >
        <span aria-hidden="true">←</span>
      </button>
    </div>
  );
}

/**
 * Digits and Backspace from a physical keyboard while `active`, when focus is inside the dialog holding `anchor`
 * (not while another dialog, such as an alert above it, has the focus).
 */
export function usePinKeyboard(anchor: RefObject<HTMLElement | null>, pin: Pin, active: boolean) {
  const { push, pop } = pin;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const dialog = anchor.current?.closest('[role="dialog"]');
      const target = event.target;
      if (!dialog || !(target instanceof Node)) return;
      if (!dialog.contains(target) && target !== document.body) return;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        push(Number(event.key));
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        pop();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [anchor, active, push, pop]);
}
