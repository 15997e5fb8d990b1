import {
  AUTOSHIP_MAX_TRIES,
  type AutoshipChangeBody,
  type AutoshipDetail,
  type FavoriteCard
} from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadNamespace, useTranslation } from '../../../shared/i18n/i18n';
import { useCardPasswordSubmitEntry } from '../../../shared/saved-cards/card-password-submit';
import { cardLabel, savedCardKeys } from '../../../shared/saved-cards/saved-cards-api';
import { dialogs } from '../../../shared/ui/dialog-store';
import { changeAutoship, type AutoshipMove } from '../api/autoship-api';
import { useAutoshipWrites } from '../api/autoship-mutations';
import { autoshipErrorMessage } from '../lib/autoship-errors';

export type DoneNotice = 'skip' | 'pause' | 'resume' | 'cancel' | 'change' | 'card' | 'reactivated';
/** What the screen last has to say: a move done, or a refusal's text. */
export type ActionNotice = { kind: 'done'; done: DoneNotice } | { kind: 'refused'; message: string };

/**
 * The detail screen's moves (SPEC §2 /autoship/detail/{id}): skip, pause and cancel after a confirm, resume at once,
 * a change (the dialog's PATCH) and a card change through the card password entry (its sixth digit is the PATCH;
 * a held subscription given a card is active again). Each answer replaces the detail; a refusal is said on screen.
 */
export function useAutoshipActions(detail: AutoshipDetail) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const writes = useAutoshipWrites(detail.autoshipId);
  const entry = useCardPasswordSubmitEntry<AutoshipDetail>();
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const refused = (error: unknown) => {
    const message = autoshipErrorMessage(error);
    setNotice(message ? { kind: 'refused', message } : null);
  };

  const confirmOf = (action: AutoshipMove): Promise<boolean> => {
    if (action === 'skip')
      return dialogs.confirm(t('autoship.detail.confirm.skip', { day: detail.nextChargeDay ?? '' }), {
        confirmLabel: t('autoship.detail.confirm.skipOk')
      });
    if (action === 'pause')
      return dialogs.confirm(t('autoship.detail.confirm.pause'), {
        confirmLabel: t('autoship.detail.confirm.pauseOk')
      });
    if (action === 'cancel')
      return dialogs.confirm(t('autoship.detail.confirm.cancel'), {
        confirmLabel: t('autoship.detail.confirm.cancelOk'),
        cancelLabel: t('autoship.detail.confirm.keep')
      });
    return Promise.resolve(true);
  };

  const move = async (action: AutoshipMove) => {
    if (!(await confirmOf(action))) return;
    setNotice(null);
    try {
      await writes.move.mutateAsync(action);
      setNotice({ kind: 'done', done: action });
    } catch (error) {
      refused(error);
    }
  };

  /** The change dialog's PATCH: null when saved, else the refusal's text for the dialog to show. */
  const change = async (body: AutoshipChangeBody): Promise<string | null> => {
    try {
      await writes.change.mutateAsync(body);
      setNotice({ kind: 'done', done: 'change' });
      return null;
    } catch (error) {
      return autoshipErrorMessage(error);
    }
  };

  const changeCard = async (card: FavoriteCard) => {
    setNotice(null);
    await loadNamespace('accounts');
    const label = cardLabel(card, t('autoship.unknownIssuer'));
    const wasHeld = detail.status === 'HELD';
    const result = await entry.ask({
      cardLabel: label,
      description: t('autoship.cardChange.passwordLead', { card: label }),
      busyText: t('autoship.cardChange.saving'),
      onComplete: (orderPassword) =>
        changeAutoship(detail.autoshipId, { userFavoriteCardsId: card.userFavoriteCardsId, orderPassword })
    });
    // Wrong tries, a lock, the autoship badge moving to the new card: the cards' list has moved in any case.
    void queryClient.invalidateQueries({ queryKey: savedCardKeys.all });
    if (result.kind === 'done') {
      writes.settle(result.value);
      setNotice({ kind: 'done', done: wasHeld && result.value.status === 'ACTIVE' ? 'reactivated' : 'card' });
    } else if (result.kind === 'failed') refused(result.error);
  };

  return {
    notice,
    busy: writes.move.isPending || writes.change.isPending,
    move,
    change,
    changeCard,
    heldTries: AUTOSHIP_MAX_TRIES,
    dialog: entry.dialog
  };
}
