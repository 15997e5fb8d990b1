import { FAVORITE_CARD_LIMIT, type CardPasswordMode, type FavoriteCard } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiMessage, type Message } from '../../../shared/forms/form-messages';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { openBillingWindow } from '../../../shared/saved-cards/billing-window';
import { savedCardPaths } from '../../../shared/saved-cards/saved-card-paths';
import {
  cardLabel,
  savedCardKeys,
  savedCardsQueryOptions
} from '../../../shared/saved-cards/saved-cards-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { dialogs } from '../../../shared/ui/dialog-store';
import { useDeleteCard, useMarkAutoshipCard } from '../api/saved-cards-mutations';
import { readBillingOutcome, withoutBillingOutcome, type BillingOutcome } from '../lib/billing-return';

/** What the screen last has to say, kept as data and translated when shown. */
export type ScreenNotice =
  | { kind: 'billing'; outcome: BillingOutcome }
  | { kind: 'deleted' }
  | { kind: 'marked'; name: string }
  | { kind: 'passwordSaved'; mode: CardPasswordMode }
  | { kind: 'refused'; message: Message }
  | { kind: 'window'; code: string | null };

export type PadRequest = { mode: CardPasswordMode; card: FavoriteCard };

const sdkCode = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;

/**
 * The saved cards screen's state and actions: the list, the billing return's outcome (from the address until the
 * next action), the pad (opened by a button, or by itself for a card just registered that has no password yet),
 * registration (the limit is told before the window opens), marking the autoship card and deleting.
 */
export function useSavedCardsScreen() {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const session = useSession();
  const member = isLoggedIn(session) ? session.user : null;
  const userSeqNo = member?.userSeqNo ?? 0;
  const language = useLanguage();
  const queryClient = useQueryClient();
  const list = useQuery({ ...savedCardsQueryOptions(userSeqNo, language), enabled: userSeqNo > 0 });
  const [search, setSearch] = useSearchParams();
  const outcome = readBillingOutcome(search);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [chosenPad, setChosenPad] = useState<PadRequest | null>(null);
  const [newCardPadClosed, setNewCardPadClosed] = useState(false);
  const [opening, setOpening] = useState(false);
  const remove = useDeleteCard();
  const mark = useMarkAutoshipCard(userSeqNo);
  const cards = list.data?.cards ?? [];
  const label = (card: FavoriteCard) => cardLabel(card, t('savedCards.card.unknownIssuer'));

  // A card just registered must get its password before it can pay: the pad opens for it by itself, once.
  const newCard =
    outcome?.billing === 'success'
      ? cards.find((card) => card.userFavoriteCardsId === outcome.cardId && !card.hasOrderPassword)
      : undefined;
  const pad =
    chosenPad ?? (newCard && !newCardPadClosed ? { mode: 'addCard' as const, card: newCard } : null);
  const shown = notice ?? (outcome ? { kind: 'billing' as const, outcome } : null);

  /** A new notice replaces the billing outcome, which leaves the address too (a reload does not repeat it). */
  const say = (next: ScreenNotice | null) => {
    setNotice(next);
    if (outcome) setSearch(withoutBillingOutcome(search), { replace: true });
  };
  /** Closed however it was: the list is read again (wrong old passwords count on the server). */
  const closePad = () => {
    setChosenPad(null);
    setNewCardPadClosed(true);
    void queryClient.invalidateQueries({ queryKey: savedCardKeys.all });
  };

  const register = async () => {
    if (!list.data) return;
    if (cards.length >= FAVORITE_CARD_LIMIT) {
      await dialogs.alert(tc('error.FAVORITE_CARD_LIMIT'));
      return;
    }
    say(null);
    setOpening(true);
    try {
      await openBillingWindow(queryClient, {
        customerKey: list.data.customerKey,
        returnTo: savedCardPaths.list(),
        customerName: member?.fullName
      });
    } catch (error) {
      say({ kind: 'window', code: sdkCode(error) });
    } finally {
      setOpening(false);
    }
  };

  const markAutoship = async (card: FavoriteCard) => {
    try {
      await mark.mutateAsync(card.userFavoriteCardsId);
      say({ kind: 'marked', name: label(card) });
    } catch (error) {
      say({ kind: 'refused', message: apiMessage(error) });
    }
  };

  const deleteCard = async (card: FavoriteCard) => {
    const confirmed = await dialogs.confirm(t('savedCards.confirmDelete', { name: label(card) }), {
      confirmLabel: t('savedCards.confirmDeleteOk'),
      cancelLabel: t('savedCards.cancel')
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(card.userFavoriteCardsId);
      say({ kind: 'deleted' });
    } catch (error) {
      say({ kind: 'refused', message: apiMessage(error) });
    }
  };

  const padDone = (mode: CardPasswordMode) => {
    closePad();
    say({ kind: 'passwordSaved', mode });
  };
  const padFailed = (error: unknown) => {
    closePad();
    say({ kind: 'refused', message: apiMessage(error) });
  };

  return {
    list,
    cards,
    label,
    shown,
    pad,
    newCard,
    opening,
    busy: remove.isPending || mark.isPending,
    register,
    markAutoship,
    deleteCard,
    openPad: (mode: CardPasswordMode, card: FavoriteCard) => setChosenPad({ mode, card }),
    closePad,
    padDone,
    padFailed
  };
}
