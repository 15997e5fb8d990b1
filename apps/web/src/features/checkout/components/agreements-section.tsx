import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { agreementKeys, allAgreed, setAllAgreements } from '../lib/checkout-rules';
import { ProblemText, Section } from '../../../shared/ui/section';

/** The required agreements with "agree to all", each readable in a dialog. */
export function AgreementsSection({
  agreements,
  guest,
  showProblem,
  onChange
}: {
  agreements: Record<string, boolean>;
  guest: boolean;
  showProblem: boolean;
  onChange: (agreements: Record<string, boolean>) => void;
}) {
  const { t } = useTranslation('checkout');
  const [reading, setReading] = useState<string | null>(null);
  const all = allAgreed(agreements, guest);
  return (
    <Section id="order-agreements" title={t('agreements.title')}>
      <label className="flex cursor-pointer items-center gap-2 border-b border-line pb-3 text-[15px] font-bold text-ink">
        <input
          type="checkbox"
          className="size-5 accent-plum"
          data-testid="order-agree-all"
          checked={all}
          onChange={(event) => onChange(setAllAgreements(event.target.checked, guest))}
        />
        {t('agreements.all')}
      </label>
      <ul className="mt-3 flex flex-col gap-2.5">
        {agreementKeys(guest).map((key) => (
          <li key={key} className="flex items-center justify-between gap-2">
            <label className="flex min-w-0 cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-plum"
                data-testid={`order-agree-${key}`}
                checked={agreements[key] === true}
                onChange={(event) => onChange({ ...agreements, [key]: event.target.checked })}
              />
              <span>
                <span className="text-plum">{t('agreements.required')}</span>{' '}
                {t(`agreements.${key}` as 'agreements.purchase')}
              </span>
            </label>
            <button
              type="button"
              className="shrink-0 text-xs text-muted underline hover:text-plum"
              onClick={() => setReading(key)}
              data-testid={`order-agree-view-${key}`}
            >
              {t('agreements.view')}
            </button>
          </li>
        ))}
      </ul>
      {showProblem && !all && (
        <ProblemText id="order-agreements-error">{t('agreements.missing')}</ProblemText>
      )}
      {reading && (
        <ResponsiveModal
          title={t(`agreements.${reading}` as 'agreements.purchase')}
          onClose={() => setReading(null)}
          testId="order-terms-modal"
        >
          <p className="text-sm leading-relaxed text-ink">
            {t(`agreements.text.${reading}` as 'agreements.text.purchase')}
          </p>
          <button type="button" className="btn-primary mt-6 w-full" onClick={() => setReading(null)}>
            {t('agreements.close')}
          </button>
        </ResponsiveModal>
      )}
    </Section>
  );
}
