import {
  addressDeleteRefusal,
  canAddAddress,
  formatMobile,
  fullName,
  MAX_ADDRESSES,
  type Address
} from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../shared/ui/dialog-store';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { addressListQueryOptions, useDeleteAddress, useMakeDefaultAddress } from '../api/address-book';
import { useAddressText } from '../lib/use-address-text';
import { AddressFormDialog } from './address-form-dialog';

export type AddressListDialogProps = {
  onClose: () => void;
  /** A chooser (checkout) passes this: each address gets a "choose" action that hands it back. */
  onSelect?: (address: Address) => void;
  /** The address the chooser has now (marked as chosen). */
  selectedId?: number | undefined;
};

type Editing = { mode: 'add' } | { mode: 'edit'; addressId: number } | null;

const chip = 'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold';
const action =
  'inline-flex min-h-9 items-center rounded-full border border-line px-3 text-[13px] font-semibold text-ink transition-colors hover:border-plum hover:text-plum disabled:cursor-wait disabled:opacity-50';

function AddressCard({
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

/**
 * SPEC §2's address list dialog: the member's addresses (default first) with edit, delete and make-default,
 * an add button, and — opened from a chooser — a "choose" action. The rules of SPEC §5 are checked here
 * first (canAddAddress, addressDeleteRefusal) and again by the server, whose refusals show the same texts.
 */
export function AddressListDialog({ onClose, onSelect, selectedId }: AddressListDialogProps) {
  const { t } = useTranslation('address');
  const { message, apiError } = useAddressText();
  const list = useQuery(addressListQueryOptions());
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  /** What the last action did, said politely (the list itself changes without a word). */
  const [status, setStatus] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const addresses = list.data ?? [];
  const busy = remove.isPending || makeDefault.isPending;

  /**
   * After a delete or a new default the pressed button is gone (its card, or the card's default action),
   * and focus would fall to the page behind the dialog, where Escape and Tab no longer reach it. Focus
   * goes to the line that says what happened.
   */
  const announceDone = (text: string) => {
    flushSync(() => setStatus(text));
    statusRef.current?.focus();
  };

  const add = () => {
    setStatus(null);
    if (!canAddAddress(addresses.length)) return void dialogs.alert(message('error.ADR_AlertText9'));
    setEditing({ mode: 'add' });
  };

  const deleteAddress = async (address: Address) => {
    setStatus(null);
    const refusal = addressDeleteRefusal(address, addresses.length);
    if (refusal) return dialogs.alert(message(`error.${refusal}`));
    if (!(await dialogs.confirm(t('list.deleteConfirm', { name: address.addressName })))) return;
    try {
      await remove.mutateAsync(address.userAddressId);
      announceDone(t('list.deleted'));
    } catch (error) {
      await dialogs.alert(apiError(error));
    }
  };

  const setDefault = async (address: Address) => {
    setStatus(null);
    try {
      await makeDefault.mutateAsync(address.userAddressId);
      announceDone(t('list.defaultChanged', { name: address.addressName }));
    } catch (error) {
      await dialogs.alert(apiError(error));
    }
  };

  return (
    <>
      <ResponsiveModal
        title={onSelect ? t('list.chooseTitle') : t('list.title')}
        description={list.data ? t('list.lead', { count: addresses.length, max: MAX_ADDRESSES }) : undefined}
        onClose={onClose}
        size="lg"
        testId="address-list-dialog"
      >
        <button
          type="button"
          className="btn-secondary w-full border-dashed"
          onClick={add}
          data-testid="address-add"
        >
          + {t('list.add')}
        </button>
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          data-testid="address-list-status"
          className="mt-3 text-sm font-medium text-plum outline-none empty:hidden"
        >
          {status}
        </p>
        <div aria-live="polite" aria-busy={list.isFetching} className="mt-4">
          {list.isPending && <p className="py-8 text-center text-sm text-muted">{t('form.loading')}</p>}
          {list.isError && (
            <p role="alert" className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong">
              {t('list.loadError')}
            </p>
          )}
          {list.data && addresses.length === 0 && (
            <p
              data-testid="address-empty"
              className="rounded-2xl bg-cream px-4 py-8 text-center text-sm text-muted"
            >
              {t('list.empty')}
            </p>
          )}
          {addresses.length > 0 && (
            <ul className="flex flex-col gap-3">
              {addresses.map((address) => (
                <AddressCard
                  key={address.userAddressId}
                  address={address}
                  busy={busy}
                  selected={address.userAddressId === selectedId}
                  onEdit={() => setEditing({ mode: 'edit', addressId: address.userAddressId })}
                  onDelete={() => void deleteAddress(address)}
                  onMakeDefault={() => void setDefault(address)}
                  onSelect={
                    onSelect
                      ? () => {
                          onSelect(address);
                          onClose();
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
          )}
        </div>
      </ResponsiveModal>
      {editing && (
        <AddressFormDialog
          {...editing}
          onSaved={() => setStatus(t('form.saved'))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

export default AddressListDialog;
