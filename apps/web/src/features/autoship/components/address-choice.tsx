import { formatMobile, fullName, type Address } from '@mall/domain';
import { Suspense, useState } from 'react';
import { ProblemText } from '../../../shared/ui/section';
import { useTranslation } from '../../../shared/i18n/i18n';
import { AddressFormDialog, AddressListDialog } from '../../address/lazy';
import { Panel } from './autoship-parts';

/** One saved address as the autoship screens show it: its name (and 기본), the recipient, the address. */
export function AddressText({ address, isDefault = false }: { address: Address; isDefault?: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <div data-testid="autoship-address" className="text-sm">
      <p className="mb-1 flex items-center gap-1.5 font-bold text-ink">
        {address.addressName}
        {isDefault && (
          <span className="rounded-full bg-plum px-2 py-0.5 text-[11px] font-semibold text-white">
            {t('autoship.init.defaultBadge')}
          </span>
        )}
      </p>
      <p className="font-medium text-ink">
        {fullName(address.lastName, address.firstName)}{' '}
        <span className="text-muted">· {formatMobile(address.mobileNumber)}</span>
      </p>
      <p className="mt-0.5 break-keep text-muted">
        ({address.zipcode}) {address.address1} {address.address2}
      </p>
    </div>
  );
}

/**
 * 배송지 of the subscription form: the book's default unless another is chosen; "변경" opens the address book as a
 * chooser, "새 배송지" the add form (a member without any address gets it at once, as at checkout).
 */
export function AddressChoice({
  addresses,
  chosen,
  bookLoaded,
  showProblem,
  onChoose
}: {
  addresses: readonly Address[];
  chosen: Address | null;
  bookLoaded: boolean;
  showProblem: boolean;
  onChoose: (userAddressId: number) => void;
}) {
  const { t } = useTranslation('checkout');
  const [dialog, setDialog] = useState<'list' | 'add' | null>(
    bookLoaded && addresses.length === 0 ? 'add' : null
  );
  const actions = (
    <div className="flex gap-2">
      {addresses.length > 0 && (
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 text-sm"
          data-testid="autoship-address-change"
          onClick={() => setDialog('list')}
        >
          {t('autoship.init.addressChange')}
        </button>
      )}
      <button
        type="button"
        className="btn-secondary min-h-9 px-3 text-sm"
        data-testid="autoship-address-add"
        onClick={() => setDialog('add')}
      >
        {t('autoship.init.addressAdd')}
      </button>
    </div>
  );
  return (
    <Panel id="autoship-init-address" title={t('autoship.init.address')} aside={actions}>
      {chosen ? (
        <AddressText address={chosen} isDefault={chosen.defaultValue} />
      ) : (
        <p className="text-sm text-muted">{t('autoship.init.addressNone')}</p>
      )}
      {showProblem && !chosen && (
        <ProblemText id="autoship-init-address-error">{t('autoship.init.problem.address')}</ProblemText>
      )}
      <Suspense fallback={null}>
        {dialog === 'list' && (
          <AddressListDialog
            selectedId={chosen?.userAddressId}
            onClose={() => setDialog(null)}
            onSelect={(address) => {
              onChoose(address.userAddressId);
              setDialog(null);
            }}
          />
        )}
        {dialog === 'add' && (
          <AddressFormDialog
            mode="add"
            onClose={() => setDialog(null)}
            onSaved={(address) => onChoose(address.userAddressId)}
          />
        )}
      </Suspense>
    </Panel>
  );
}
