import type { GuestOrderCredentials, OrderDetail } from '@mall/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { guestOrderPass } from '../../../shared/order/guest-order-pass';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { OrderReturnsPanel } from '../../returns';
import { downloadContract, guestOrderApi } from '../api/order-history-api';
import { emptyLookup, GuestLookupForm, useGuestLookupForm } from '../components/guest-lookup-form';
import { GuestRefundAccountSection } from '../components/guest-refund-account-section';
import { OrderDetailView } from '../components/order-detail-view';

/**
 * /order/guest/lookup: a guest finds an order by number + name + mobile, or number + password, then sees it
 * as members do (with cancel and the contract), and the order's refund account. The credentials stay in this
 * component's memory only.
 */
export function GuestLookupRoute() {
  const { t } = useTranslation('order-history');
  const id = useId();
  const form = useGuestLookupForm();
  const [found, setFound] = useState<{ credentials: GuestOrderCredentials; order: OrderDetail } | null>(null);
  /** Where focus goes after the screen swaps (the submit button or 다른 주문 조회 is gone): the order's title, the form's first field. */
  const focusAfterSwap = useRef<'found' | 'form' | null>(null);
  const foundTitle = useRef<HTMLHeadingElement>(null);

  // Back from a return of the order looked up in this tab: the order again, without asking (the pass is in memory).
  useEffect(() => {
    const pass = guestOrderPass.get();
    if (!pass) return;
    let live = true;
    guestOrderApi
      .detail(pass.credentials)
      .then((order) => {
        if (live) setFound({ credentials: pass.credentials, order });
      })
      .catch(() => guestOrderPass.clear());
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (focusAfterSwap.current === 'found' && found) foundTitle.current?.focus();
    if (focusAfterSwap.current === 'form' && !found) document.getElementById(`${id}-orderNumber`)?.focus();
    focusAfterSwap.current = null;
  }, [found, id]);

  if (found) {
    return (
      <div className="container-page py-6 md:py-10">
        <DocumentTitle page={t('guest.title')} />
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1
            ref={foundTitle}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none md:text-[28px]"
          >
            {t('guest.title')}
          </h1>
          <button
            type="button"
            className="text-sm font-semibold text-plum underline-offset-4 hover:underline"
            onClick={() => {
              focusAfterSwap.current = 'form';
              guestOrderPass.clear();
              setFound(null);
              form.reset(emptyLookup(form.getValues('method')));
            }}
          >
            {t('guest.again')}
          </button>
        </div>
        <OrderDetailView
          order={found.order}
          onCancel={async (reason) => {
            const order = await guestOrderApi.cancel(found.credentials, reason);
            setFound({ credentials: found.credentials, order });
            return order;
          }}
          onContract={() => downloadContract(found.order, found.credentials)}
          onChangeAddress={async (address) => {
            const order = await guestOrderApi.changeAddress(found.credentials, address);
            setFound({ credentials: found.credentials, order });
            return order;
          }}
          returns={<OrderReturnsPanel order={found.order} guest={found.credentials} />}
          refundAccount={<GuestRefundAccountSection order={found.order} credentials={found.credentials} />}
        />
      </div>
    );
  }

  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={t('guest.title')} />
      <div className="mx-auto max-w-lg">
        <h1 className="text-2xl font-bold tracking-tight md:text-[28px]">{t('guest.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('guest.intro')}</p>
        <GuestLookupForm
          form={form}
          idPrefix={id}
          onFound={(credentials, order) => {
            focusAfterSwap.current = 'found';
            setFound({ credentials, order });
          }}
        />
        <p className="mt-5 text-center text-sm">
          <span className="text-muted">{t('guest.member')}</span>{' '}
          <Link
            to={paths.login(paths.orderList())}
            className="font-semibold text-plum underline-offset-4 hover:underline"
          >
            {t('guest.login')}
          </Link>
        </p>
      </div>
    </div>
  );
}
