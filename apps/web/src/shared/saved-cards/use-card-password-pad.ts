import {
  CARD_PASSWORD_MAX_FAILS,
  CARD_PASSWORD_PAD_MISMATCHES,
  type CardPasswordMode,
  type OrderPasswordState
} from '@mall/domain';
import { useRef, useState } from 'react';
import { ApiError, isApiError } from '../api/api-error';
import { apiMessage, type Message } from '../forms/form-messages';
import { useTranslation } from '../i18n/i18n';
import { isLoggedIn, useSession } from '../session/session-store';
import { dialogs } from '../ui/dialog-store';
import { changeCardPassword, resetCardPassword, setCardPassword } from './card-password-api';
import { usePin } from './use-pin';

/** Where the pad stands: identity verification (resetPasswd), the current password, the new one, the repeat. */
export type PadStep = 'verify' | 'old' | 'new' | 'confirm';

export type PadNotice =
  { kind: 'mismatch' } | { kind: 'oldMismatch'; failCount: number } | { kind: 'refused'; message: Message };

/** SPEC §4: addCard new → again; chngePasswd old → new → again; resetPasswd verification → new → again. */
const FIRST_STEP: Record<CardPasswordMode, PadStep> = {
  addCard: 'new',
  chngePasswd: 'old',
  resetPasswd: 'verify'
};
/** Where a restart begins: a reset keeps its identity verification. */
const ENTRY_STEP: Record<CardPasswordMode, PadStep> = {
  addCard: 'new',
  chngePasswd: 'old',
  resetPasswd: 'new'
};

/** Refusals the pad cannot help with (the card is gone, locked, already set): the screen says so. */
const CLOSING_CODES = new Set([
  'CARD_PASSWORD_LOCKED',
  'CARD_PASSWORD_ALREADY_SET',
  'CARD_PASSWORD_NOT_SET',
  'FAVORITE_CARD_NOT_FOUND'
]);

/** What the fifth wrong old password amounts to (the server answers it as a mismatch, 5/5). */
const lockedRefusal = () =>
  new ApiError({ status: 403, code: 'CARD_PASSWORD_LOCKED', message: 'CARD_PASSWORD_LOCKED' });

type PadInput = {
  mode: CardPasswordMode;
  cardId: number;
  onDone: (state: OrderPasswordState) => void;
  onFailed: (error: unknown) => void;
};

/**
 * The card-password pad's steps (SPEC §4). The entries are held in this component's memory only and wiped on
 * every restart, on success and when the pad closes. The new password is asked twice; a different repeat asks
 * again ("동일한 비밀번호를 입력해 주세요"), and the fourth (CARD_PASSWORD_PAD_MISMATCHES) alerts and starts over with
 * a new keypad order. The old password is checked by the server only on submit.
 */
export function useCardPasswordPad({ mode, cardId, onDone, onFailed }: PadInput) {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const userSeqNo = isLoggedIn(session) ? session.user.userSeqNo : 0;
  const pin = usePin();
  const [step, setStep] = useState<PadStep>(FIRST_STEP[mode]);
  const [notice, setNotice] = useState<PadNotice | null>(null);
  const [saving, setSaving] = useState(false);
  const [mismatches, setMismatches] = useState(0);
  const [certificationRequestId, setCertificationRequestId] = useState<string | null>(null);
  const entered = useRef({ old: '', new: '' });

  const wipe = () => {
    entered.current = { old: '', new: '' };
    pin.clear();
  };
  const goTo = (next: PadStep) => {
    pin.clear();
    setStep(next);
  };
  const restart = (from: PadStep = ENTRY_STEP[mode]) => {
    wipe();
    pin.reshuffle();
    setMismatches(0);
    setStep(from);
  };

  const refused = (error: unknown) => {
    const code = isApiError(error) ? error.code : 'UNKNOWN';
    if (CLOSING_CODES.has(code)) {
      wipe();
      onFailed(error);
      return;
    }
    if (code === 'CARD_PASSWORD_MISMATCH') {
      const failCount = isApiError(error) ? Number(error.data?.failCount ?? 0) : 0;
      // The fifth wrong one locked the card: nothing more to type here, a reset is the way on.
      if (failCount >= CARD_PASSWORD_MAX_FAILS) {
        wipe();
        onFailed(lockedRefusal());
        return;
      }
      restart('old');
      setNotice({ kind: 'oldMismatch', failCount });
      return;
    }
    // A spent, expired or someone else's verification: verify again before anything else.
    const verifyAgain = mode === 'resetPasswd' && code.startsWith('CERT_');
    if (verifyAgain) setCertificationRequestId(null);
    restart(verifyAgain ? 'verify' : ENTRY_STEP[mode]);
    setNotice({ kind: 'refused', message: apiMessage(error) });
  };

  const submit = async (newPassword: string) => {
    setSaving(true);
    try {
      const state =
        mode === 'addCard'
          ? await setCardPassword(userSeqNo, cardId, newPassword)
          : mode === 'chngePasswd'
            ? await changeCardPassword(userSeqNo, cardId, entered.current.old, newPassword)
            : await resetCardPassword(userSeqNo, cardId, newPassword, certificationRequestId ?? '');
      wipe();
      onDone(state);
    } catch (error) {
      setSaving(false);
      refused(error);
    }
  };

  /** The button under the keypad (다음 / 확인): takes the six digits of this step. */
  const advance = async () => {
    if (!pin.complete || saving) return;
    const digits = pin.digits;
    setNotice(null);
    if (step === 'old') {
      entered.current.old = digits;
      goTo('new');
      return;
    }
    if (step === 'new') {
      entered.current.new = digits;
      goTo('confirm');
      return;
    }
    if (digits === entered.current.new) return submit(digits);
    const count = mismatches + 1;
    if (count < CARD_PASSWORD_PAD_MISMATCHES) {
      setMismatches(count);
      pin.clear();
      setNotice({ kind: 'mismatch' });
      return;
    }
    restart();
    await dialogs.alert(t('savedCards.pad.restart', { count }));
  };

  const verified = (requestId: string) => {
    setCertificationRequestId(requestId);
    setNotice(null);
    goTo('new');
  };

  return { pin, step, notice, saving, advance, verified, wipe };
}
