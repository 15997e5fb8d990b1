import { pickText } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { EscrowNotice } from '../../shared/legal/escrow-notice';
import { ExternalLink } from '../../shared/legal/external-link';
import { legalInfoQueryOptions } from '../../shared/legal/legal-info';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n';

/**
 * The footer's configured legal facts (docs/decisions/093), lazy so Home's first load does not carry them: the
 * business registration number with the 사업자정보 확인 link (공정거래위원회), the 개인정보보호책임자 and the
 * 구매안전서비스 notice. Nothing until the server answered.
 */
export default function FooterLegal() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useQuery(legalInfoQueryOptions());
  if (!data) return null;
  const officer = data.privacyOfficer;
  return (
    <div data-testid="footer-legal" className="mt-1.5 text-xs leading-relaxed text-muted">
      <dl className="flex flex-wrap gap-x-5 gap-y-1.5">
        <div className="flex flex-wrap items-baseline gap-x-1.5">
          <dt>{t('footer.businessNumberLabel')}</dt>
          <dd className="text-ink/80">{data.businessRegistrationNumber}</dd>
          <dd>
            <ExternalLink href={data.businessInfoUrl} testId="footer-business-info-link">
              {t('legal.businessInfoCheck')}
            </ExternalLink>
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-1.5" data-testid="footer-privacy-officer">
          <dt>{t('legal.privacyOfficerLabel')}</dt>
          <dd className="text-ink/80">
            {t('legal.privacyOfficer', {
              name: pickText(officer.name, language),
              position: pickText(officer.position, language)
            })}{' '}
            <a href={`mailto:${officer.email}`} className="hover:text-plum hover:underline">
              {officer.email}
            </a>{' '}
            · <span className="whitespace-nowrap">{officer.phone}</span>
          </dd>
        </div>
      </dl>
      <EscrowNotice escrow={data.escrow} className="mt-3 max-w-3xl" />
    </div>
  );
}
