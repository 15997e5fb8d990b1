import { useEffect, useRef, useState } from 'react';
import { ApiError, isApiError } from '../api/api-error';
import { isLoggedIn, useSession } from '../session/session-store';
import { fetchCardPasswordState, matchCardPassword } from './card-password-api';
import { usePin } from './use-pin';

/** What asking for a card password came to: the right one, the customer left, or a call that failed. */
export type CardPasswordEntryResult =
  { kind: 'matched' } | { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

/** loading: reading the card's state; entry / checking: the pad; locked: five wrong; reset: the pad in resetPasswd. */
export type EntryPhase = 'loading' | 'entry' | 'checking' | 'locked' | 'reset';
export type EntryNotice = { kind: 'wrong'; failCount: number } | { kind: 'resetDone' };

/**
 * The card password entry's checks (SPEC §4): the card's state first (a locked card asks for a reset at once, a
 * card without a password is refused as CARD_PASSWORD_NOT_SET), then `match` on the sixth digit. A wrong entry
 * shows n/5 and clears the dots; five lock the card; any failed call ends the entry with its error.
 */
export function useCardPasswordCheck(cardId: number, onResult: (result: CardPasswordEntryResult) => void) {
  const session = useSession();
  const userSeqNo = isLoggedIn(session) ? session.user.userSeqNo : 0;
  const [phase, setPhase] = useState<EntryPhase>('loading');
  const [notice, setNotice] = useState<EntryNotice | null>(null);
  // The newest callback, without re-reading the card's state when the caller passes a new one.
  const latest = useRef(onResult);
  latest.current = onResult;
  const report = (result: CardPasswordEntryResult) => latest.current(result);

  const check = async (digits: string) => {
    setPhase('checking');
    setNotice(null);
    try {
      const answer = await matchCardPassword(userSeqNo, cardId, digits);
      pin.clear();
      if (answer.match) return report({ kind: 'matched' });
      if (answer.locked) return setPhase('locked');
      setNotice({ kind: 'wrong', failCount: answer.failCount });
      setPhase('entry');
    } catch (error) {
      pin.clear();
      if (isApiError(error) && error.code === 'CARD_PASSWORD_LOCKED') return setPhase('locked');
      report({ kind: 'failed', error });
    }
  };
  const pin = usePin((digits) => void check(digits));

  useEffect(() => {
    const controller = new AbortController();
    fetchCardPasswordState(userSeqNo, cardId, controller.signal).then(
      (state) => {
        if (state.locked) setPhase('locked');
        else if (state.hasOrderPassword) setPhase('entry');
        else
          latest.current({
            kind: 'failed',
            error: new ApiError({
              status: 409,
              code: 'CARD_PASSWORD_NOT_SET',
              message: 'CARD_PASSWORD_NOT_SET'
            })
          });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) latest.current({ kind: 'failed', error });
      }
    );
    return () => controller.abort();
  }, [userSeqNo, cardId]);

  /** After a reset in the pad: enter the new password, on a new keypad order. */
  const afterReset = () => {
    pin.clear();
    pin.reshuffle();
    setNotice({ kind: 'resetDone' });
    setPhase('entry');
  };

  return { pin, phase, notice, setPhase, afterReset };
}
