import { FAVORITE_CARD_LIMIT } from '@mall/domain';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { CardPasswordPad } from '../../../shared/saved-cards/card-password-pad';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { SavedCardItem } from '../components/saved-card-item';
import { SavedCardsNotice } from '../components/saved-cards-notice';
import { useSavedCardsScreen } from '../hooks/use-saved-cards-screen';

/**
 * SPEC §2 /mypage/autoshipCard (guard: login): the member's saved cards, registration through the provider's
 * billing window (its return lands here with `billing=success|fail`), the autoship card, deletion and each
 * card's password (the pad: set, change, reset after identity verification).
 */
export function SavedCardsRoute() {
  const { t } = useTranslation('accounts');
  const screen = useSavedCardsScreen();
  const { list, cards, pad, newCard } = screen;
  const title = t('savedCards.title');

  return (
    <div className="container-page max-w-3xl pb-16 pt-6 md:pb-20 md:pt-10">
      <DocumentTitle page={title} />
      <Link
        to={paths.myPage()}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-plum"
      >
        <span aria-hidden="true">‹</span> {t('mypageAccount.backToMyPage')}
      </Link>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight md:text-[28px]">{title}</h1>
          <p className="mt-2 max-w-xl text-sm leading-relaxed break-keep text-muted">
            {t('savedCards.lead')}
          </p>
        </div>
        <button
          type="button"
          className="btn-primary w-full sm:w-auto"
          disabled={!list.data || screen.opening}
          onClick={() => void screen.register()}
        >
          {screen.opening ? t('savedCards.opening') : t('savedCards.register')}
        </button>
      </div>
      {screen.shown && (
        <div className="mt-5">
          <SavedCardsNotice
            notice={screen.shown}
            onSetPassword={newCard && !pad ? () => screen.openPad('addCard', newCard) : null}
          />
        </div>
      )}
      <section aria-labelledby="saved-cards-list" className="mt-6">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="saved-cards-list" className="text-sm font-semibold uppercase tracking-wider text-muted">
            {t('savedCards.listLabel')}
          </h2>
          {list.data && (
            <p className="text-sm text-muted" data-testid="saved-cards-count">
              {t('savedCards.count', { count: cards.length, max: FAVORITE_CARD_LIMIT })}
            </p>
          )}
        </div>
        {list.isPending ? (
          <p className="rounded-2xl bg-white px-6 py-12 text-center text-sm text-muted ring-1 ring-line/70">
            {t('savedCards.loading')}
          </p>
        ) : list.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-line/70"
          >
            <p className="text-[15px] text-ink">{t('savedCards.loadError')}</p>
            <button type="button" className="btn-secondary mt-4" onClick={() => void list.refetch()}>
              {t('savedCards.retry')}
            </button>
          </div>
        ) : cards.length === 0 ? (
          <div
            data-testid="saved-cards-empty"
            className="rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-line/70"
          >
            <p className="text-[15px] font-semibold text-ink">{t('savedCards.empty')}</p>
            <p className="mt-1 text-sm break-keep text-muted">{t('savedCards.emptyHint')}</p>
          </div>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 md:gap-4">
            {cards.map((card) => (
              <SavedCardItem
                key={card.userFavoriteCardsId}
                card={card}
                busy={screen.busy}
                onMarkAutoship={() => void screen.markAutoship(card)}
                onPassword={(mode) => screen.openPad(mode, card)}
                onDelete={() => void screen.deleteCard(card)}
              />
            ))}
          </ul>
        )}
      </section>
      {pad && (
        <CardPasswordPad
          key={`${pad.mode}-${pad.card.userFavoriteCardsId}`}
          mode={pad.mode}
          cardId={pad.card.userFavoriteCardsId}
          cardLabel={screen.label(pad.card)}
          onDone={() => screen.padDone(pad.mode)}
          onClose={screen.closePad}
          onFailed={screen.padFailed}
        />
      )}
    </div>
  );
}
