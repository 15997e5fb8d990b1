import { formatMobile, fullName, toDeliveryAddress, type DeliveryAddressInput } from '@mall/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { AddressFormDialog } from '../../address/lazy';

/** 회수지: the order's delivery address by default; "change" opens the address form (typed, saved nowhere). */
export function PickupSection({
  pickup,
  problem,
  onChange
}: {
  pickup: DeliveryAddressInput;
  problem: string | null;
  onChange: (pickup: DeliveryAddressInput) => void;
}) {
  const { t } = useTranslation('order-history');
  const [editing, setEditing] = useState(false);
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-ink md:text-lg">{t('returns.step2.pickup')}</h2>
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 text-sm"
          data-testid="return-pickup-edit"
          onClick={() => setEditing(true)}
        >
          {t('returns.step2.pickupEdit')}
        </button>
      </div>
      <div className="text-sm" data-testid="return-pickup">
        <p className="font-medium text-ink">
          {fullName(pickup.lastName, pickup.firstName)}{' '}
          <span className="text-muted">· {formatMobile(pickup.mobileNumber)}</span>
        </p>
        <p className="mt-0.5 text-muted">
          ({pickup.zipcode}) {pickup.address1} {pickup.address2}
        </p>
        {pickup.addressDescription && <p className="text-xs text-muted">{pickup.addressDescription}</p>}
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-coral-strong" data-testid="return-pickup-problem">
          {problem}
        </p>
      )}
      {editing && (
        <Suspense fallback={null}>
          <AddressFormDialog
            mode="guest"
            initial={{ addressName: t('returns.step2.pickupAddressName'), ...pickup }}
            onClose={() => setEditing(false)}
            onSubmit={(address) => onChange(toDeliveryAddress(address))}
          />
        </Suspense>
      )}
    </div>
  );
}

/** How the money goes back (REFUND_METHODS: the original payment only, today). */
export function RefundMethodSection() {
  const { t } = useTranslation('order-history');
  return (
    <div data-testid="return-refund-method">
      <h2 className="mb-2 text-base font-bold text-ink md:text-lg">{t('returns.step2.refundMethod')}</h2>
      <p className="text-[15px] font-semibold text-ink">{t('returns.step2.refundMethodValue')}</p>
      <p className="mt-1 text-sm text-muted">{t('returns.step2.refundMethodHint')}</p>
    </div>
  );
}
