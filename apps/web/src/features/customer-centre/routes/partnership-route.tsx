import type { PartnershipAnswer } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { CentreFrame } from '../components/centre-frame';
import { PartnershipForm } from '../components/partnership-form';

/** SPEC §2 /customer/partnership: the application, then its reference number. */
export function PartnershipRoute() {
  const { t } = useTranslation('content');
  const [sent, setSent] = useState<PartnershipAnswer | null>(null);
  return (
    <CentreFrame section="partnership" testId="centre-partnership">
      {sent ? (
        <section
          role="status"
          className="rounded-2xl bg-plum-soft px-6 py-10 text-center"
          data-testid="partnership-done"
        >
          <h2 className="text-xl font-bold">{t('centre.partnership.doneTitle')}</h2>
          <p className="mt-2 text-[15px] text-muted">
            {t('centre.partnership.doneText', { id: sent.applicationId })}
          </p>
          <button type="button" className="btn-secondary mt-6 px-6" onClick={() => setSent(null)}>
            {t('centre.partnership.again')}
          </button>
        </section>
      ) : (
        <>
          <p className="mb-6 text-[15px] text-muted">{t('centre.partnership.intro')}</p>
          <PartnershipForm
            onSent={(answer) => {
              window.scrollTo(0, 0);
              setSent(answer);
            }}
          />
        </>
      )}
    </CentreFrame>
  );
}
