import { CARD_PASSWORD_MAX_FAILS, type CardPasswordMode, type OrderPasswordState } from '@mall/domain';
import { useRef } from 'react';
import { useFormMessages } from '../forms/form-messages';
import { useTranslation } from '../i18n/i18n';
import { IdentityVerificationButtons } from '../identity-verification/identity-verification-buttons';
import { ResponsiveModal } from '../ui/responsive-modal';
import { PinDots, PinKeypad, usePinKeyboard } from './card-password-keypad';
import { useCardPasswordPad, type PadNotice } from './use-card-password-pad';

function PadNoticeText({ notice }: { notice: PadNotice }) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const message =
    notice.kind === 'mismatch'
      ? t('savedCards.pad.mismatch')
      : notice.kind === 'oldMismatch'
        ? t('savedCards.pad.oldMismatch', { failCount: notice.failCount, max: CARD_PASSWORD_MAX_FAILS })
        : text(notice.message);
  return (
    <p
      role="alert"
      data-testid="card-password-pad-notice"
      className="text-center text-sm font-semibold text-coral-strong"
    >
      {message}
    </p>
  );
}

/**
 * The card-password pad (SPEC §2 dialogs, §4 modes addCard / chngePasswd / resetPasswd): six dots, a shuffled
 * 3×4 keypad (new order at each opening and restart), 전체삭제 and ←, digits and Backspace from the keyboard too.
 * It saves the password itself and hands the card's new password state to `onDone`; a refusal it cannot help
 * with (locked, card gone) goes to `onFailed`. The digits never leave this dialog's memory but in the request.
 */
export function CardPasswordPad({
  mode,
  cardId,
  cardLabel,
  onDone,
  onClose,
  onFailed = onClose
}: {
  mode: CardPasswordMode;
  cardId: number;
  /** The card, as the dialog's description ("신한카드 4330-12**-****-123*"). */
  cardLabel?: string;
  onDone: (state: OrderPasswordState) => void;
  onClose: () => void;
  onFailed?: (error: unknown) => void;
}) {
  const { t } = useTranslation('accounts');
  const anchor = useRef<HTMLDivElement>(null);
  const pad = useCardPasswordPad({ mode, cardId, onDone, onFailed });
  const { pin, step, notice, saving } = pad;
  usePinKeyboard(anchor, pin, step !== 'verify' && !saving);
  const close = () => {
    pad.wipe();
    onClose();
  };

  return (
    <ResponsiveModal
      title={t(`savedCards.pad.title.${mode}`)}
      {...(cardLabel ? { description: cardLabel } : {})}
      onClose={close}
      testId="card-password-pad"
    >
      <div ref={anchor} className="flex flex-col gap-4" data-step={step}>
        <p className="text-center text-[15px] font-semibold break-keep" data-testid="card-password-pad-step">
          {t(`savedCards.pad.step.${step}`)}
        </p>
        {step === 'verify' ? (
          <>
            <IdentityVerificationButtons
              purpose="CARD_PASSWORD_RESET"
              onVerified={(result) => pad.verified(result.requestId)}
            />
            {notice && <PadNoticeText notice={notice} />}
          </>
        ) : (
          <>
            <PinDots count={pin.digits.length} />
            {notice && <PadNoticeText notice={notice} />}
            <PinKeypad pin={pin} disabled={saving} />
            <button
              type="button"
              className="btn-primary w-full"
              disabled={!pin.complete || saving}
              onClick={() => void pad.advance()}
            >
              {step !== 'confirm'
                ? t('savedCards.pad.next')
                : saving
                  ? t('savedCards.pad.saving')
                  : t('savedCards.pad.submit')}
            </button>
            <p className="text-center text-xs text-muted">{t('savedCards.pad.shuffled')}</p>
          </>
        )}
      </div>
    </ResponsiveModal>
  );
}
