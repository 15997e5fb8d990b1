import { CARD_PASSWORD_MAX_FAILS, type CardPasswordMode, type FavoriteCard } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';
import { maskedCardNumber } from '../../../shared/saved-cards/saved-cards-api';

const actionClass = 'btn-secondary min-h-10 px-4 text-sm';

/** The provider names the card type in Korean (INTEGRATIONS §1.12 `cardType`): 신용 / 체크 / 기프트. */
const CARD_TYPES = { 신용: 'credit', 체크: 'check', 기프트: 'gift' } as const;
const typeKey = (cardType: string) =>
  Object.hasOwn(CARD_TYPES, cardType) ? CARD_TYPES[cardType as keyof typeof CARD_TYPES] : null;

function CardMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="2.5" y="5.5" width="19" height="13" rx="2.5" />
      <path d="M2.5 9.5h19M6 15h4" strokeLinecap="round" />
    </svg>
  );
}

/** The card password's state as the member reads it: not set, set (with wrong entries n/5), locked n/5. */
function PasswordState({ card }: { card: FavoriteCard }) {
  const { t } = useTranslation('accounts');
  const max = CARD_PASSWORD_MAX_FAILS;
  const [text, tone] = card.orderPasswordLocked
    ? [t('savedCards.card.passwordLocked', { failCount: card.failCount, max }), 'text-coral-strong']
    : !card.hasOrderPassword
      ? [t('savedCards.card.passwordNotSet'), 'text-coral-strong']
      : card.failCount > 0
        ? [t('savedCards.card.passwordFails', { failCount: card.failCount, max }), 'text-ink']
        : [t('savedCards.card.passwordSet'), 'text-ink'];
  return (
    <div className="mt-3 flex flex-wrap items-baseline gap-x-2 text-sm">
      <dt className="text-muted">{t('savedCards.card.password')}</dt>
      <dd className={`font-semibold ${tone}`} data-testid="saved-card-password">
        {text}
      </dd>
    </div>
  );
}

/**
 * One saved card: issuer, masked number, the autoship badge, the card password's state, and what can be done
 * with it. Reset is offered whenever a password exists (the only way out of a lock); change only while unlocked.
 */
export function SavedCardItem({
  card,
  busy,
  onMarkAutoship,
  onPassword,
  onDelete
}: {
  card: FavoriteCard;
  busy: boolean;
  onMarkAutoship: () => void;
  onPassword: (mode: CardPasswordMode) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('accounts');
  const id = card.userFavoriteCardsId;
  const issuer = card.cardCompanyName ?? t('savedCards.card.unknownIssuer');
  const number = maskedCardNumber(card.cardNumber);
  const autoship = card.fixedTermYn === 'Y';
  const type = card.cardType ? typeKey(card.cardType) : null;
  const typeText = type ? t(`savedCards.card.type.${type}`) : card.cardType;

  return (
    <li>
      <article
        aria-labelledby={`saved-card-${id}-name`}
        data-testid={`saved-card-${id}`}
        className={`h-full rounded-2xl bg-white p-4 ring-1 md:p-5 ${autoship ? 'ring-plum/50' : 'ring-line/80'}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-plum-soft text-plum">
              <CardMark />
            </span>
            <div className="min-w-0">
              <h3 id={`saved-card-${id}-name`} className="text-[15px] font-bold text-ink">
                {issuer}
                {typeText && <span className="ml-1.5 text-sm font-normal text-muted">{typeText}</span>}
              </h3>
              <p className="mt-0.5 font-mono text-sm tracking-wide text-ink/80 tabular-nums">
                <span className="sr-only">{t('savedCards.card.number')} </span>
                <span data-testid="saved-card-number">{number}</span>
              </p>
            </div>
          </div>
          {autoship && (
            <span
              className="rounded-full bg-plum px-3 py-1 text-xs font-semibold text-white"
              data-testid="saved-card-autoship"
            >
              {t('savedCards.card.autoship')}
            </span>
          )}
        </div>
        <dl>
          <PasswordState card={card} />
        </dl>
        <p className="mt-1 text-xs text-muted">
          {t('savedCards.card.registeredAt', { date: formatDate(card.registeredAt) })}
        </p>
        <div
          role="group"
          aria-label={t('savedCards.card.actions', { name: `${issuer} ${number}` })}
          className="mt-4 flex flex-wrap gap-2"
        >
          {!autoship && (
            <button type="button" className={actionClass} disabled={busy} onClick={onMarkAutoship}>
              {t('savedCards.card.markAutoship')}
            </button>
          )}
          {!card.hasOrderPassword ? (
            <button type="button" className={actionClass} onClick={() => onPassword('addCard')}>
              {t('savedCards.card.setPassword')}
            </button>
          ) : (
            <>
              {!card.orderPasswordLocked && (
                <button type="button" className={actionClass} onClick={() => onPassword('chngePasswd')}>
                  {t('savedCards.card.changePassword')}
                </button>
              )}
              <button type="button" className={actionClass} onClick={() => onPassword('resetPasswd')}>
                {t('savedCards.card.resetPassword')}
              </button>
            </>
          )}
          <button
            type="button"
            className={`${actionClass} text-coral-strong`}
            disabled={busy}
            onClick={onDelete}
          >
            {t('savedCards.card.delete')}
          </button>
        </div>
      </article>
    </li>
  );
}
