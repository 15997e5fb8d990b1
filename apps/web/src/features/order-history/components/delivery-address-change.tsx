import { toDeliveryAddress, type DeliveryAddressInput, type OrderDetail } from '@mall/domain';
import { Suspense, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/i18n';
import { AddressFormDialog, AddressListDialog } from '../../address/lazy';

/** Saves the new address; answers the order as it is now, or throws the API's refusal. */
export type ChangeAddress = (
  address: DeliveryAddressInput,
  userAddressId: number | null
) => Promise<OrderDetail>;

/**
 * 배송지 변경 while the order allows it (`addressChangeable`: paid or preparing, no tracking number): a member picks
 * from the address book (where a new address can be added), a guest types one in checkout's guest address form.
 * Success and refusal (ORDER_ADDRESS_NOT_CHANGEABLE once the desk has shipped) are said right here.
 */
export function DeliveryAddressChange({ order, onChange }: { order: OrderDetail; onChange: ChangeAddress }) {
  const { t } = useTranslation('order-history');
  const { t: tm } = useTranslation();
  const [dialog, setDialog] = useState<'book' | 'form' | null>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function save(address: DeliveryAddressInput, userAddressId: number | null) {
    setPending(true);
    setNotice(null);
    try {
      await onChange(address, userAddressId);
      setNotice({ tone: 'ok', text: t('address.changed') });
    } catch (error) {
      const code = isApiError(error) && error.code !== 'UNKNOWN' ? error.code : 'UNKNOWN';
      setNotice({
        tone: 'error',
        text: tm(`error.${code}` as 'error.UNKNOWN', {
          defaultValue: isApiError(error) ? error.message : tm('error.UNKNOWN')
        })
      });
    } finally {
      setPending(false);
    }
  }

  const { delivery } = order;
  return (
    <div className="mt-4" data-testid="order-address-change-area">
      {order.addressChangeable && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <button
            type="button"
            className="btn-secondary min-h-11 px-4 text-sm"
            data-testid="order-address-change"
            disabled={pending}
            onClick={() => setDialog(order.guest ? 'form' : 'book')}
          >
            {pending ? t('address.saving') : t('address.change')}
          </button>
          <p className="min-w-0 flex-1 text-xs text-muted">{t('address.hint')}</p>
        </div>
      )}
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="order-address-notice"
          className={`mt-3 rounded-2xl px-4 py-3 text-sm ${notice.tone === 'ok' ? 'bg-plum-soft text-plum' : 'bg-coral-soft text-coral-strong'}`}
        >
          {notice.text}
        </p>
      )}
      <Suspense fallback={null}>
        {dialog === 'book' && (
          <AddressListDialog
            onClose={() => setDialog(null)}
            onSelect={(address) => void save(toDeliveryAddress(address), address.userAddressId)}
          />
        )}
        {dialog === 'form' && (
          <AddressFormDialog
            mode="guest"
            initial={{
              mobileNumber: delivery.mobileNumber,
              zipcode: delivery.zipcode,
              address1: delivery.address1,
              address2: delivery.address2,
              addressDescription: delivery.addressDescription
            }}
            onClose={() => setDialog(null)}
            onSubmit={(address) => void save(toDeliveryAddress(address), null)}
          />
        )}
      </Suspense>
    </div>
  );
}
