import type { GuestOrderCredentials, OrderDetail } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useFormMessages } from '../../../shared/forms/form-messages';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { bankListQueryOptions } from '../../../shared/refund-account/bank-list';
import { refundAccountLine } from '../../../shared/refund-account/refund-account-fields';
import { guestRefundAccountQueryOptions } from '../api/guest-refund-account-api';
import { GuestRefundAccountForm } from './guest-refund-account-form';
import { sectionClass } from './order-parts';

/** The orderer's name for the holder field: the order's, else the name the guest looked the order up with. */
const ordererName = (order: OrderDetail, credentials: GuestOrderCredentials) =>
  order.orderer.name || ('name' in credentials ? credentials.name : '');

/**
 * The guest order detail's refund account (where a card refund cannot go): the saved account masked, or what it
 * is for; a button opens the form that registers or changes it. The bank list and the form's texts (accounts
 * namespace) are fetched with the section, out of Home's load.
 */
export function GuestRefundAccountSection({
  order,
  credentials
}: {
  order: OrderDetail;
  credentials: GuestOrderCredentials;
}) {
  const { t } = useTranslation('order-history');
  const { ready } = useTranslation('accounts');
  const { apiError } = useFormMessages();
  const language = useLanguage();
  const formId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const account = useQuery(guestRefundAccountQueryOptions(order.orderNumber, credentials, language));
  const banks = useQuery({ ...bankListQueryOptions(language), enabled: open });
  const current = account.data?.account ?? null;

  // The answer's account is already the shown one (useSaveGuestRefundAccount).
  function onSaved() {
    setOpen(false);
    setSaved(true);
    // The form and its button are gone: focus stays in the section, on its title.
    title.current?.focus();
  }

  return (
    <section aria-labelledby="guest-refund-title" className={sectionClass} data-testid="guest-refund-account">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2
          id="guest-refund-title"
          ref={title}
          tabIndex={-1}
          className="text-base font-bold text-ink outline-none md:text-lg"
        >
          {t('guest.refund.title')}
        </h2>
        {!account.isPending && !account.isError && (
          <button
            type="button"
            className="btn-secondary min-h-10 px-4 text-sm"
            aria-expanded={open}
            aria-controls={formId}
            data-testid="guest-refund-toggle"
            onClick={() => {
              setSaved(false);
              setOpen(!open);
            }}
          >
            {open ? t('guest.refund.close') : current ? t('guest.refund.change') : t('guest.refund.register')}
          </button>
        )}
      </div>
      {account.isError ? (
        <p role="alert" className="text-sm text-coral-strong">
          {t('guest.refund.loadError')} {apiError(account.error)}
        </p>
      ) : account.isPending ? (
        <p className="text-sm text-muted">{t('guest.refund.loading')}</p>
      ) : current ? (
        <p
          className="text-[15px] font-semibold text-ink [overflow-wrap:anywhere]"
          data-testid="guest-refund-current"
        >
          {refundAccountLine(current)}
        </p>
      ) : null}
      {account.isSuccess && (!current || open) && (
        <p className="mt-1 text-sm leading-relaxed text-muted">{t('guest.refund.intro')}</p>
      )}
      {saved && (
        <p
          role="status"
          data-testid="guest-refund-saved"
          className="mt-3 rounded-2xl bg-plum-soft px-4 py-3 text-sm text-plum"
        >
          {t('guest.refund.saved')}
        </p>
      )}
      {open && (
        <div id={formId}>
          {banks.isError ? (
            <p role="alert" className="mt-4 text-sm text-coral-strong">
              {apiError(banks.error)}
            </p>
          ) : banks.data && ready ? (
            <GuestRefundAccountForm
              orderNumber={order.orderNumber}
              credentials={credentials}
              holderName={ordererName(order, credentials)}
              banks={banks.data}
              current={current}
              onSaved={onSaved}
            />
          ) : (
            <p className="mt-4 text-sm text-muted">{t('guest.refund.loading')}</p>
          )}
        </div>
      )}
    </section>
  );
}
