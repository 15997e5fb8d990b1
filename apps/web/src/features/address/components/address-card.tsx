import { formatMobile, fullName, type Address } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

const chip = 'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold';
const action =
  'inline-flex min-h-9 items-center rounded-full border border-line px-3 text-[13px] font-semibold text-ink transition-colors hover:border-plum hover:text-plum disabled:cursor-wait disabled:opacity-50';

/** One address of the list: its names, chips and the actions the dialog offers. */
export function AddressCard({
  address,
  busy,
  selected,
  onEdit,
  onDelete,
  onMakeDefault,
  onSelect
}: {
  address: Address;
  busy: boolean;
  selected: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  onSelect?: (() => void) | undefined;
}) {
  const { t } = useTranslation('address');
  return (
    <li
      data-testid="address-card"
      data-address-id={address.userAddressId}
      className={`rounded-2xl border p-4 ${selected ? 'border-plum bg-plum-soft/40' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <h3 className="mr-1 text-[15px] font-bold text-ink" data-testid="address-card-name">
          {address.addressName}
        </h3>
        {address.defaultValue && (
          <span data-testid="address-default-badge" className={`${chip} bg-plum text-white`}>
            {t('list.defaultBadge')}
          </span>
        )}
        {address.fixedTermYn === 'Y' && (
          <span data-testid="address-fixed-term-badge" className={`${chip} bg-coral-soft text-coral-strong`}>
            {t('list.fixedTermBadge')}
          </span>
        )}
      </div>
      <dl className="mt-2 space-y-0.5 text-sm">
        <div className="flex gap-2">
          <dt className="sr-only">{t('list.recipient')}</dt>
          <dd className="font-medium text-ink">
            {fullName(address.lastName, address.firstName)}
            <span className="mx-1.5 text-line" aria-hidden="true">
              |
            </span>
            <span className="sr-only">{t('list.mobile')} </span>
            {formatMobile(address.mobileNumber)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('list.address')}</dt>
          <dd className="text-ink/80">
            ({address.zipcode}) {address.address1} {address.address2}
          </dd>
        </div>
        {address.addressDescription && (
          <div>
            <dt className="sr-only">{t('list.note')}</dt>
            <dd className="text-muted">{address.addressDescription}</dd>
          </div>
        )}
      </dl>
      <div
        role="group"
        aria-label={t('list.actionsFor', { name: address.addressName })}
        className="mt-3 flex flex-wrap items-center gap-1.5"
      >
        <button type="button" className={action} onClick={onEdit} disabled={busy}>
          {t('list.edit')}
        </button>
        <button type="button" className={action} onClick={onDelete} disabled={busy}>
          {t('list.delete')}
        </button>
        {!address.defaultValue && (
          <button type="button" className={action} onClick={onMakeDefault} disabled={busy}>
            {t('list.makeDefault')}
          </button>
        )}
        {onSelect && (
          <button
            type="button"
            className="btn-primary ml-auto min-h-9 px-4 text-[13px]"
            aria-pressed={selected}
            onClick={onSelect}
            disabled={busy}
          >
            {selected ? t('list.selected') : t('list.select')}
          </button>
        )}
      </div>
    </li>
  );
}
