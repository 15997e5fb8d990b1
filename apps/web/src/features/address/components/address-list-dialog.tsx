import { addressDeleteRefusal, canAddAddress, MAX_ADDRESSES, type Address } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../shared/i18n/i18n';
import { dialogs } from '../../../shared/ui/dialog-store';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { addressListQueryOptions, useDeleteAddress, useMakeDefaultAddress } from '../api/address-book';
import { useAddressText } from '../lib/use-address-text';
import { AddressCard } from './address-card';
import { AddressFormDialog } from './address-form-dialog';

export type AddressListDialogProps = {
  onClose: () => void;
  /** A chooser (checkout) passes this: each address gets a "choose" action that hands it back. */
  onSelect?: (address: Address) => void;
  /** The address the chooser has now (marked as chosen). */
  selectedId?: number | undefined;
};

type Editing = { mode: 'add' } | { mode: 'edit'; addressId: number } | null;

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
