import { paymentTermsKind, type TermsKind } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { TermsViewButton } from '../../terms';
import { agreementKeys, allAgreed, setAllAgreements } from '../lib/checkout-rules';
import { ProblemText, Section } from '../../../shared/ui/section';

/** The payment terms of who pays: a guest, a planner or another member (docs/decisions/077). */
function usePaymentTermsKind(guest: boolean): TermsKind {
  const session = useSession();
  if (guest || session.kind === 'guest') return paymentTermsKind('NONUSER');
  return paymentTermsKind(session.user.userType === 'SOLE_PROPRIETORSHIP' ? 'PLANNER' : 'MEMBER');
}

/**
 * The required agreements with "agree to all"; each is a section of the payment terms in effect, opened in the
 * terms modal (the server records that version with the order, docs/decisions/077).
 */
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
  const termsKind = usePaymentTermsKind(guest);
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
            <TermsViewButton
              testId={`order-agree-view-${key}`}
              kind={termsKind}
              title={t(`agreements.${key}` as 'agreements.purchase')}
              label={t('agreements.viewTerms', { title: t(`agreements.${key}` as 'agreements.purchase') })}
              className="shrink-0 text-xs text-muted underline hover:text-plum"
            >
              {t('agreements.view')}
            </TermsViewButton>
          </li>
        ))}
      </ul>
      {showProblem && !all && (
        <ProblemText id="order-agreements-error">{t('agreements.missing')}</ProblemText>
      )}
    </Section>
  );
}
