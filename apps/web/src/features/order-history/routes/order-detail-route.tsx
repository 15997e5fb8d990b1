import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { OrderReturnsPanel } from '../../returns';
import {
  downloadContract,
  orderDetailQueryOptions,
  useCancelOrder,
  useChangeDeliveryAddress,
  useEarnPoint
} from '../api/order-history-api';
import { OrderDetailView } from '../components/order-detail-view';
import { sectionClass } from '../components/order-parts';

/** /mypage/orderDetail?orderNumber=TP… (guard: login): one of the member's orders. */
export function OrderDetailRoute() {
  const { t } = useTranslation('order-history');
  const { t: tm } = useTranslation();
  const [searchParams] = useSearchParams();
  const orderNumber = (searchParams.get('orderNumber') ?? '').trim();
  const detail = useQuery({ ...orderDetailQueryOptions(orderNumber), enabled: orderNumber !== '' });
  const cancel = useCancelOrder();
  const earn = useEarnPoint();
  const changeAddress = useChangeDeliveryAddress();
  const order = detail.data;

  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={t('detail.title')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-[28px]">{t('detail.title')}</h1>
        <Link
          to={paths.orderList(order?.cartType ?? 'normal')}
          className="text-sm font-semibold text-plum underline-offset-4 hover:underline"
        >
          {t('detail.back')}
        </Link>
      </div>
      {order ? (
        <OrderDetailView
          order={order}
          onCancel={(reason) => cancel.mutateAsync({ orderNumber: order.orderNumber, reason })}
          onEarn={() => earn.mutateAsync(order.orderNumber)}
          onChangeAddress={(address, userAddressId) =>
            changeAddress.mutateAsync({ orderNumber: order.orderNumber, userAddressId, address })
          }
          onContract={() => downloadContract(order, null)}
          returns={<OrderReturnsPanel order={order} guest={null} />}
          reviewable
        />
      ) : detail.isError || orderNumber === '' ? (
        <div role="alert" className={`${sectionClass} text-center`}>
          <p className="text-sm text-coral-strong">
            {isApiError(detail.error) && detail.error.code === 'ORDER_NOT_FOUND'
              ? tm('error.ORDER_NOT_FOUND')
              : t('detail.loadError')}
          </p>
          <Link to={paths.orderList()} className="btn-secondary mt-4">
            {t('detail.back')}
          </Link>
        </div>
      ) : (
        <p className="mt-8 text-center text-sm text-muted">{tm('common.loading')}</p>
      )}
    </div>
  );
}
