import type { FavoriteCard } from '@mall/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { savedCardPaths } from '../../../shared/saved-cards/saved-card-paths';
import { CardText } from './autoship-parts';

const optionClass = (chosen: boolean) =>
  `flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm ${
    chosen ? 'border-plum bg-plum-soft/40' : 'border-line'
  }`;
const linkClass = 'text-sm font-semibold text-plum underline underline-offset-2';

/** No card to subscribe with: what is missing, and the saved cards screen where a card and its password are set. */
export function NoCard({ message, hint }: { message: string; hint?: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div data-testid="autoship-card-none" className="rounded-xl bg-cream px-4 py-3 text-sm">
      <p className="font-semibold text-ink">{message}</p>
      {hint && <p className="mt-1 break-keep text-muted">{hint}</p>}
      <Link to={savedCardPaths.list()} className={`${linkClass} mt-2 inline-block`}>
        {t('autoship.init.cardRegister')}
      </Link>
    </div>
  );
}

/**
 * The saved cards a subscription may charge (a card password set, not locked; the autoship card first) as radios,
 * with a way to the saved cards screen.
 */
export function CardChoice({
  name,
  cards,
  chosenId,
  onChoose
}: {
  name: string;
  cards: readonly FavoriteCard[];
  chosenId: number | null;
  onChoose: (userFavoriteCardsId: number) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset data-testid={`${name}-cards`}>
      <legend className="sr-only">{t('autoship.init.cardsLabel')}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {cards.map((card) => {
          const id = card.userFavoriteCardsId;
          return (
            <li key={id}>
              <label className={optionClass(id === chosenId)} data-testid={`${name}-card-${id}`}>
                <input
                  type="radio"
                  name={`${name}-card`}
                  className="size-5 shrink-0 accent-plum"
                  checked={id === chosenId}
                  onChange={() => onChoose(id)}
                />
                <span className="min-w-0 flex-1">
                  <CardText card={card} stacked />
                </span>
                {card.fixedTermYn === 'Y' && (
                  <span className="shrink-0 rounded-full bg-plum px-2.5 py-0.5 text-xs font-semibold text-white">
                    {t('autoship.init.autoshipCard')}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-right">
        <Link to={savedCardPaths.list()} className={linkClass}>
          {t('autoship.init.cardManage')}
        </Link>
      </p>
    </fieldset>
  );
}
