import type { Address, AddressForm, AddressInput } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { addressQueryOptions } from '../api/address-book';
import { AddressFormBody, type FormProps } from './address-form-body';
import { EMPTY, toValues } from './address-form-values';

/**
 * SPEC §4's address modal modes: add and edit save to the member's book; guest hands the checked form
 * back to the caller without saving (guest checkout).
 */
export type AddressFormDialogProps = { onClose: () => void } & (
  | { mode: 'add'; onSaved?: (address: Address) => void }
  | { mode: 'edit'; addressId: number; onSaved?: (address: Address) => void }
  | { mode: 'guest'; initial?: Partial<AddressForm>; onSubmit: (address: AddressInput) => void }
);

function EditAddress({
  addressId,
  onDone,
  onCancel
}: { addressId: number } & Pick<FormProps, 'onDone' | 'onCancel'>) {
  const { t } = useTranslation('address');
  const address = useQuery(addressQueryOptions(addressId));
  if (address.data)
    return (
      <AddressFormBody
        mode="edit"
        addressId={addressId}
        initial={toValues(address.data)}
        wasDefault={address.data.defaultValue}
        onDone={onDone}
        onCancel={onCancel}
      />
    );
  if (address.isError)
    return (
      <p role="alert" className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong">
        {t('form.loadError')}
      </p>
    );
  return <p className="py-10 text-center text-sm text-muted">{t('form.loading')}</p>;
}

/** SPEC §2's address add/edit dialog (react-hook-form over the domain's AddressInputSchema). */
export function AddressFormDialog(props: AddressFormDialogProps) {
  const { t } = useTranslation('address');
  const { onClose } = props;
  const onDone = (saved: Address | null, input: AddressInput) => {
    if (props.mode === 'guest') props.onSubmit(input);
    else if (saved) props.onSaved?.(saved);
    onClose();
  };
  const title = t(
    props.mode === 'add' ? 'form.addTitle' : props.mode === 'edit' ? 'form.editTitle' : 'form.guestTitle'
  );

  return (
    <ResponsiveModal title={title} onClose={onClose} testId="address-form-dialog">
      {props.mode === 'edit' ? (
        <EditAddress addressId={props.addressId} onDone={onDone} onCancel={onClose} />
      ) : (
        <AddressFormBody
          mode={props.mode}
          initial={props.mode === 'guest' ? { ...EMPTY, ...props.initial } : EMPTY}
          wasDefault={false}
          onDone={onDone}
          onCancel={onClose}
        />
      )}
    </ResponsiveModal>
  );
}

export default AddressFormDialog;
