import {
  formatMobile,
  fullName,
  toDeliveryAddress,
  type Address,
  type DeliveryAddressInput
} from '@mall/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { AddressFormDialog, AddressListDialog } from '../../address/lazy';
import { ProblemText, Section } from '../../../shared/ui/section';

function AddressCard({
  address,
  name,
  isDefault
}: {
  address: DeliveryAddressInput;
  name?: string | undefined;
  isDefault?: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div data-testid="order-address-chosen" className="text-sm">
      {name && (
        <p className="mb-1 flex items-center gap-1.5 font-bold text-ink">
          {name}
          {isDefault && (
            <span className="rounded-full bg-plum px-2 py-0.5 text-[11px] font-semibold text-white">
              {t('address.defaultBadge')}
            </span>
          )}
        </p>
      )}
      <p className="font-medium text-ink">
        {fullName(address.lastName, address.firstName)}{' '}
        <span className="text-muted">· {formatMobile(address.mobileNumber)}</span>
      </p>
      <p className="mt-0.5 text-muted">
        ({address.zipcode}) {address.address1} {address.address2}
      </p>
      {address.addressDescription && <p className="text-xs text-muted">{address.addressDescription}</p>}
    </div>
  );
}

/**
 * 배송지: a member's chosen address-book entry ("변경" opens the book as a chooser, "새 배송지" the add form); a
 * guest types one (the address dialog's guest mode hands it back unsaved).
 */
export function AddressSection({
  mode,
  addresses,
  chosenId,
  chosen,
  showProblem,
  onChoose,
  bookLoaded = false
}: {
  mode: 'member' | 'guest';
  addresses: readonly Address[];
  /** The member's book has answered (an empty one opens the add form once). */
  bookLoaded?: boolean;
  chosenId: number | null;
  chosen: DeliveryAddressInput | null;
  showProblem: boolean;
  onChoose: (id: number | null, address: DeliveryAddressInput) => void;
}) {
  const { t } = useTranslation('checkout');
  // A member without any saved address gets the add form straight away (SPEC: no address → the add form).
  const [dialog, setDialog] = useState<'list' | 'add' | 'guest' | null>(
    mode === 'member' && bookLoaded && addresses.length === 0 && !chosen ? 'add' : null
  );
  const entry = addresses.find((address) => address.userAddressId === chosenId);
  const actions =
    mode === 'member' ? (
      <div className="flex gap-2">
        {addresses.length > 0 && (
          <button
            type="button"
            className="btn-secondary min-h-9 px-3 text-sm"
            data-testid="order-address-change"
            onClick={() => setDialog('list')}
          >
            {t('address.change')}
          </button>
        )}
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 text-sm"
          data-testid="order-address-add"
          onClick={() => setDialog('add')}
        >
          {t('address.add')}
        </button>
      </div>
    ) : (
      <button
        type="button"
        className="btn-secondary min-h-9 px-3 text-sm"
        data-testid="order-address-edit"
        onClick={() => setDialog('guest')}
      >
        {t('address.edit')}
      </button>
    );
  return (
    <Section id="order-address" title={t('address.title')} aside={actions}>
      {chosen ? (
        <AddressCard address={chosen} name={entry?.addressName} isDefault={entry?.defaultValue ?? false} />
      ) : (
        <p className="text-sm text-muted" data-testid="order-address-none">
          {mode === 'member' ? t('address.none') : t('address.required')}
        </p>
      )}
      {showProblem && !chosen && <ProblemText id="order-address-error">{t('address.required')}</ProblemText>}
      <Suspense fallback={null}>
        {dialog === 'list' && (
          <AddressListDialog
            selectedId={chosenId ?? undefined}
            onClose={() => setDialog(null)}
            onSelect={(address) => {
              onChoose(address.userAddressId, toDeliveryAddress(address));
              setDialog(null);
            }}
          />
        )}
        {dialog === 'add' && (
          <AddressFormDialog
            mode="add"
            onClose={() => setDialog(null)}
            onSaved={(address) => onChoose(address.userAddressId, toDeliveryAddress(address))}
          />
        )}
        {dialog === 'guest' && (
          <AddressFormDialog
            mode="guest"
            initial={chosen ?? {}}
            onClose={() => setDialog(null)}
            onSubmit={(address) => onChoose(null, toDeliveryAddress(address))}
          />
        )}
      </Suspense>
    </Section>
  );
}
