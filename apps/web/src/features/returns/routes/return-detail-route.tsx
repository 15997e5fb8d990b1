import { paths } from '../../../shared/config/paths';
import { returnPaths } from '../../../shared/order/return-paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { memberReturnClient } from '../api/member-return-api';
import { sectionClass } from '../components/return-parts';
import { useGuestPassClient } from '../lib/use-return-client';
import { ReturnDetailScreen } from './return-detail-screen';
import { Link } from 'react-router';

/** /mypage/returnDetail?returnId=N (guard: login): one of the member's returns. */
export function ReturnDetailRoute() {
  const { t } = useTranslation('order-history');
  return (
    <ReturnDetailScreen
      client={memberReturnClient}
      backTo={returnPaths.list()}
      backLabel={t('returns.detail.back')}
      orderPathOf={paths.orderDetail}
    />
  );
}

/**
 * /order/guest/returnDetail?returnId=N: a guest's return, with the credentials of the lookup made in this tab
 * (memory only); without them (a reload) the guest is asked to look the order up again.
 */
export function GuestReturnDetailRoute() {
  const { t } = useTranslation('order-history');
  const client = useGuestPassClient();
  if (!client)
    return (
      <div className="container-page py-6 md:py-10">
        <div
          role="alert"
          className={`${sectionClass} mx-auto max-w-lg text-center`}
          data-testid="return-guest-expired"
        >
          <p className="text-sm text-ink">{t('returns.detail.guestExpired')}</p>
          <Link to={paths.guestOrderLookup()} className="btn-primary mt-5">
            {t('returns.detail.guestLookup')}
          </Link>
        </div>
      </div>
    );
  return (
    <ReturnDetailScreen
      client={client}
      backTo={paths.guestOrderLookup()}
      backLabel={t('returns.detail.guestLookup')}
      orderPathOf={() => paths.guestOrderLookup()}
    />
  );
}
