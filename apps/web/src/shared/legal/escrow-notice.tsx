import { pickText, type LegalInfo } from '@mall/domain';
import { useLanguage, useTranslation } from '../i18n/i18n';
import { ExternalLink } from './external-link';

/**
 * The 구매안전서비스 notice (전자상거래법 제13조 제2항 제10호, 제24조): the shop's cash payments are protected by the
 * configured provider, with the link to check the shop's enrolment. In the footer and at checkout.
 */
export function EscrowNotice({ escrow, className }: { escrow: LegalInfo['escrow']; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className={className} data-testid="escrow-notice">
      <span className="font-semibold text-ink">{t('legal.escrowTitle')}</span>{' '}
      {t('legal.escrowBody', { provider: pickText(escrow.provider, language) })}{' '}
      <ExternalLink href={escrow.confirmUrl} testId="escrow-confirm-link">
        {t('legal.escrowConfirm')}
      </ExternalLink>
    </p>
  );
}
