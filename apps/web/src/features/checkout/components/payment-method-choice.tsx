import type { FavoriteCard } from '@mall/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { savedCardPaths } from '../../../shared/saved-cards/saved-card-paths';
import { maskedCardNumber } from '../../../shared/saved-cards/saved-cards-api';
import type { PayMethod } from '../hooks/use-pay-method';

const optionClass = (chosen: boolean) =>
  `flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm ${
    chosen ? 'border-plum bg-plum-soft/40' : 'border-line'
  }`;
const linkClass = 'text-sm font-semibold text-plum underline underline-offset-2';

/** The provider's window alone: guests, members whose cards are not read, members without a usable card. */
function WindowOnly({ registerHint }: { registerHint: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <p className="inline-flex items-center rounded-full border border-plum bg-plum-soft/40 px-4 py-2 text-sm font-semibold text-plum">
        {t('payment.card')}
      </p>
      {registerHint && (
        <p className="mt-2 text-xs text-muted" data-testid="order-saved-card-register">
          {t('payment.registerHint')}{' '}
          <Link to={savedCardPaths.list()} className={linkClass}>
            {t('payment.register')}
          </Link>
        </p>
      )}
    </>
  );
}

/** One saved card to pay with: issuer and masked number, the autoship card marked. */
function SavedCardOption({
  card,
  chosen,
  onChoose
}: {
  card: FavoriteCard;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('checkout');
  const id = card.userFavoriteCardsId;
  return (
    <li>
      <label className={optionClass(chosen)} data-testid={`order-saved-card-${id}`}>
        <input
          type="radio"
          name="order-saved-card"
          className="size-5 shrink-0 accent-plum"
          checked={chosen}
          onChange={onChoose}
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">
            {card.cardCompanyName ?? t('payment.unknownIssuer')}
          </span>
          <span className="block font-mono text-xs tracking-wide text-ink/80 tabular-nums">
            {maskedCardNumber(card.cardNumber)}
          </span>
        </span>
        {card.fixedTermYn === 'Y' && (
          <span className="shrink-0 rounded-full bg-plum px-2.5 py-0.5 text-xs font-semibold text-white">
            {t('payment.autoshipCard')}
          </span>
        )}
      </label>
    </li>
  );
}

/**
 * SPEC §2 checkout payment method for members: the provider's window, or a saved card with a card password
 * (those with a password set and not locked, the autoship card first), with a way to the saved cards screen.
 */
export function PaymentMethodChoice({ method }: { method: PayMethod }) {
  const { t } = useTranslation('checkout');
  const { cards, card } = method;
  if (cards.length === 0) return <WindowOnly registerHint={method.member && method.loaded} />;
  return (
    <fieldset data-testid="order-pay-method">
      <legend className="sr-only">{t('payment.methodLabel')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={optionClass(card === null)}>
          <input
            type="radio"
            name="order-pay-method"
            className="size-5 shrink-0 accent-plum"
            data-testid="order-pay-method-window"
            checked={card === null}
            onChange={method.chooseWindow}
          />
          <span className="font-semibold text-ink">{t('payment.window')}</span>
        </label>
        <label className={optionClass(card !== null)}>
          <input
            type="radio"
            name="order-pay-method"
            className="size-5 shrink-0 accent-plum"
            data-testid="order-pay-method-saved"
            checked={card !== null}
            onChange={() => method.chooseSaved(null)}
          />
          <span className="font-semibold text-ink">{t('payment.savedCard')}</span>
        </label>
      </div>
      {card && (
        <fieldset className="mt-3" data-testid="order-saved-cards">
          <legend className="sr-only">{t('payment.savedCardsLabel')}</legend>
          <ul className="flex flex-col gap-2">
            {cards.map((option) => (
              <SavedCardOption
                key={option.userFavoriteCardsId}
                card={option}
                chosen={option.userFavoriteCardsId === card.userFavoriteCardsId}
                onChoose={() => method.chooseSaved(option.userFavoriteCardsId)}
              />
            ))}
          </ul>
          <p className="mt-2 text-right">
            <Link to={savedCardPaths.list()} className={linkClass} data-testid="order-saved-cards-manage">
              {t('payment.manageCards')}
            </Link>
          </p>
        </fieldset>
      )}
    </fieldset>
  );
}
