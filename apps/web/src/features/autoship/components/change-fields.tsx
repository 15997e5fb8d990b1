import { CART_MAX_QUANTITY, formatMobile, fullName, type Address, type AutoshipLine } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

const stepClass =
  'flex size-11 items-center justify-center rounded-xl border border-line text-lg font-semibold text-ink disabled:opacity-40';

/** The change dialog's quantities: one stepper per line (1..100, as a cart line). */
export function QuantityRows({
  lines,
  quantities,
  onChange
}: {
  lines: readonly AutoshipLine[];
  quantities: readonly number[];
  onChange: (index: number, quantity: number) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{t('autoship.change.quantities')}</legend>
      <ul className="flex flex-col gap-3">
        {lines.map((line, index) => {
          const quantity = quantities[index] ?? line.quantity;
          const name = line.optionValue ? `${line.productName} (${line.optionValue})` : line.productName;
          const inputId = `autoship-change-quantity-${index}`;
          return (
            <li key={`${line.productId}-${line.productOptionId ?? ''}`} className="flex items-center gap-3">
              <label htmlFor={inputId} className="min-w-0 flex-1 text-sm text-ink">
                <span className="line-clamp-2">{name}</span>
              </label>
              <div className="flex shrink-0 items-center gap-1">
                <button
                  type="button"
                  className={stepClass}
                  aria-label={t('autoship.change.decrease', { name })}
                  disabled={quantity <= 1}
                  onClick={() => onChange(index, quantity - 1)}
                >
                  −
                </button>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={CART_MAX_QUANTITY}
                  className="h-11 w-14 rounded-xl border border-line text-center text-[15px] tabular-nums"
                  aria-label={t('autoship.change.quantity', { name })}
                  value={quantity}
                  onChange={(event) => {
                    // An emptied box keeps the last quantity (a line has at least one) until a number is typed.
                    if (event.target.value !== '') onChange(index, Number(event.target.value));
                  }}
                />
                <button
                  type="button"
                  className={stepClass}
                  aria-label={t('autoship.change.increase', { name })}
                  disabled={quantity >= CART_MAX_QUANTITY}
                  onClick={() => onChange(index, quantity + 1)}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The change dialog's address: the member's book as radios (a dialog inside the dialog would trap focus twice). */
export function AddressRadios({
  addresses,
  chosenId,
  onChoose
}: {
  addresses: readonly Address[];
  chosenId: number;
  onChoose: (userAddressId: number) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset data-testid="autoship-change-addresses">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('autoship.change.address')}</legend>
      <ul className="flex flex-col gap-2">
        {addresses.map((address) => (
          <li key={address.userAddressId}>
            <label
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm ${
                address.userAddressId === chosenId ? 'border-plum bg-plum-soft/40' : 'border-line'
              }`}
            >
              <input
                type="radio"
                name="autoship-change-address"
                className="mt-0.5 size-5 shrink-0 accent-plum"
                checked={address.userAddressId === chosenId}
                onChange={() => onChoose(address.userAddressId)}
              />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{address.addressName}</span>
                <span className="block text-muted">
                  {fullName(address.lastName, address.firstName)} · {formatMobile(address.mobileNumber)}
                </span>
                <span className="block break-keep text-muted">
                  {address.address1} {address.address2}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
