import type { AutoshipDetail, FavoriteCard } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { savedCardsQueryOptions } from '../../../shared/saved-cards/saved-cards-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { subscribableCards } from '../lib/init-choices';
import { CardText } from './autoship-parts';
import { CardChoice, NoCard } from './card-choice';

/**
 * 결제 카드 변경, first step: the other cards the subscription may charge (a password set, not locked). "카드 비밀번호
 * 입력" hands the pick to the screen, which closes this and asks the card's password (the PATCH is its sixth digit).
 */
export function CardChangeDialog({
  detail,
  onPick,
  onClose
}: {
  detail: AutoshipDetail;
  onPick: (card: FavoriteCard) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const userSeqNo = isLoggedIn(session) ? session.user.userSeqNo : 0;
  const list = useQuery({ ...savedCardsQueryOptions(userSeqNo, language), enabled: userSeqNo > 0 });
  const cards = subscribableCards(list.data?.cards ?? []).filter(
    (card) => card.userFavoriteCardsId !== detail.card.userFavoriteCardsId
  );
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = cards.find((card) => card.userFavoriteCardsId === chosenId) ?? cards[0] ?? null;

  return (
    <ResponsiveModal
      title={t('autoship.cardChange.title')}
      description={t('autoship.cardChange.lead')}
      testId="autoship-card-dialog"
      onClose={onClose}
    >
      <div className="flex flex-col gap-4">
        <p className="rounded-xl bg-cream px-4 py-3 text-sm">
          <span className="mr-2 text-muted">{t('autoship.cardChange.current')}</span>
          <CardText card={detail.card} />
        </p>
        {list.isPending ? (
          <p className="text-sm text-muted">{tc('common.loading')}</p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-coral-strong">
            {t('autoship.loadError')}
          </p>
        ) : cards.length === 0 ? (
          <NoCard message={t('autoship.cardChange.noOther')} />
        ) : (
          <CardChoice
            name="autoship-card-change"
            cards={cards}
            chosenId={chosen?.userFavoriteCardsId ?? null}
            onChoose={setChosenId}
          />
        )}
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('autoship.cardChange.cancel')}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={!chosen}
            data-testid="autoship-card-next"
            onClick={() => chosen && onPick(chosen)}
          >
            {t('autoship.cardChange.next')}
          </button>
        </div>
      </div>
    </ResponsiveModal>
  );
}
