import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';

/** A link to another site's page (the FTC's, the escrow provider's), in a new tab, saying so to screen readers. */
export function ExternalLink({
  href,
  testId,
  children
}: {
  href: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      data-testid={testId}
      className="inline-flex items-center gap-0.5 whitespace-nowrap font-semibold text-plum underline underline-offset-2 hover:text-plum-dark"
    >
      {children}
      <span aria-hidden="true">↗</span> <span className="sr-only">{t('legal.newWindow')}</span>
    </a>
  );
}
