import { hasOptionChoice, type CartLine } from '@mall/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatWon } from '../../../shared/lib/format';
import { CloseIcon } from '../../../shared/ui/icons';
import { OptionPicker, QuantityStepper } from '../../catalogue/lazy';

export type LineActions = {
  setQuantity: (line: CartLine, quantity: number) => Promise<void>;
  setOption: (line: CartLine, productOptionId: number) => Promise<void>;
  remove: (line: CartLine) => Promise<void>;
};

/** A typed quantity is sent once typing pauses, so "12" is one change, not two. */
const QUANTITY_COMMIT_MS = 300;

/**
 * The quantity shown at once, committed after a pause; the line's own quantity again once it is saved.
 * A draft already sent is not sent again while its answer is on the way (each render brings a new
 * `commit`, and the line keeps its old quantity until the answer, so the pause would start over).
 */
function useQuantityDraft(line: CartLine, commit: (quantity: number) => Promise<void>) {
  const [draft, setDraft] = useState<number | null>(null);
  const commitRef = useRef(commit);
  const sending = useRef<number | null>(null);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    if (draft === null || draft === line.quantity || draft === sending.current) return;
    const timer = setTimeout(() => {
      sending.current = draft;
      void commitRef.current(draft).finally(() => {
        if (sending.current === draft) sending.current = null;
        // A newer draft typed meanwhile stays, to be sent in its turn.
        setDraft((current) => (current === draft ? null : current));
      });
    }, QUANTITY_COMMIT_MS);
    return () => clearTimeout(timer);
  }, [draft, line.quantity]);
  return [draft ?? line.quantity, setDraft] as const;
}

/**
 * One cart line: select box, image, names, option (change), quantity, price, delete. An unavailable line is
 * greyed with its reason (품절 / 판매중지 / 옵션 선택 필요 / 정기배송 불가 / 수량 초과) and cannot be selected;
 * its option and quantity stay changeable when that is the way to make it available again.
 */
export function CartLineItem({
  line,
  selected,
  onToggle,
  actions
}: {
  line: CartLine;
  selected: boolean;
  onToggle: () => void;
  actions: LineActions;
}) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const [choosingOption, setChoosingOption] = useState(line.unavailableReason === 'OPTION_REQUIRED');
  const [quantity, setQuantity] = useQuantityDraft(line, (next) => actions.setQuantity(line, next));
  const reason = line.unavailableReason;
  const gone =
    reason === 'PAUSE' ||
    reason === 'NOT_FOUND' ||
    reason === 'AUTOSHIP_NOT_ALLOWED' ||
    (reason === 'SOLD_OUT' && line.optionYn !== 'Y');
  const hasOptions = hasOptionChoice(line);
  return (
    <li
      data-testid="cart-line"
      data-cart-id={line.cartId}
      data-available={line.available}
      className={`relative flex gap-3 border-b border-line py-5 last:border-b-0 md:gap-4 ${line.available ? '' : 'text-muted'}`}
    >
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-plum disabled:cursor-not-allowed"
        checked={line.available && selected}
        disabled={!line.available}
        aria-label={t('selectLine', { name: line.productName })}
        onChange={onToggle}
      />
      <Link to={paths.productDetail(line.productId)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={line.imageUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className={`size-20 rounded-xl bg-cream-deep object-cover md:size-24 ${line.available ? '' : 'opacity-50 grayscale'}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2 pr-8">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{line.brand}</p>
            <Link
              to={paths.productDetail(line.productId)}
              className="line-clamp-2 text-[15px] font-medium text-ink hover:text-plum"
            >
              {line.productName}
            </Link>
            {line.optionValue && (
              <p className="mt-0.5 text-sm text-muted">
                {t('option')}: {line.optionValue}
              </p>
            )}
          </div>
        </div>
        {reason && (
          <p data-testid="cart-line-reason" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-ink/80 px-2.5 py-0.5 text-xs font-bold text-white">
              {t(`unavailable.${reason}`)}
            </span>
            <span className="text-coral-strong">
              {reason === 'SOLD_OUT' && line.soldOutMessage?.trim()
                ? line.soldOutMessage
                : t(`unavailableHint.${reason}`, { max: line.maxQuantity })}
            </span>
          </p>
        )}
        {hasOptions && !gone && (
          <div>
            {choosingOption ? (
              <OptionPicker
                optionUi={line.optionUi}
                options={line.options}
                value={line.productOptionId}
                onChange={(productOptionId) => {
                  setChoosingOption(false);
                  void actions.setOption(line, productOptionId);
                }}
              />
            ) : (
              <button
                type="button"
                className="text-sm font-semibold text-plum underline-offset-2 hover:underline"
                aria-label={t('optionFor', { name: line.productName })}
                onClick={() => setChoosingOption(true)}
              >
                {t('changeOption')}
              </button>
            )}
          </div>
        )}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <QuantityStepper
            value={quantity}
            max={line.maxQuantity}
            disabled={gone || reason === 'OPTION_REQUIRED'}
            onChange={setQuantity}
          />
          <div className="text-right">
            {line.priceOriginal > line.price && (
              <s className="block text-xs text-muted">{formatWon(line.priceOriginal * quantity, language)}</s>
            )}
            <p
              data-testid="cart-line-total"
              className={`text-base font-bold ${line.available ? 'text-ink' : 'text-muted'}`}
            >
              {formatWon(line.price * quantity, language)}
            </p>
          </div>
        </div>
      </div>
      <button
        type="button"
        className="icon-button absolute right-0 top-3 text-muted"
        aria-label={t('deleteLineLabel', { name: line.productName })}
        data-testid="cart-line-delete"
        onClick={() => void actions.remove(line)}
      >
        <CloseIcon size={18} strokeWidth={2} />
      </button>
    </li>
  );
}
