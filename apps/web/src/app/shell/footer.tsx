import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { COMPANY } from '../../shared/config/app-config';
import { paths } from '../../shared/config/paths';

/** The configured legal facts (business number and FTC link, privacy officer, escrow): not on Home's first load. */
const FooterLegal = lazy(() => import('./footer-legal'));

export function Footer() {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('footer.ceoLabel'), t('footer.ceo')],
    [t('footer.mailOrderLabel'), t('footer.mailOrderNumber')],
    [t('footer.addressLabel'), t('footer.address')],
    [t('footer.emailLabel'), COMPANY.email]
  ];
  return (
    <footer
      className="mt-16 border-t border-line bg-white pb-24 max-md:[body:has([data-order-bar])_&]:pb-44 lg:pb-0"
      data-testid="site-footer"
    >
      <div className="container-page py-10 md:py-12">
        <div className="flex flex-col gap-8 md:flex-row md:justify-between">
          <div>
            <p className="font-display text-2xl font-bold text-plum">
              Lumière<span className="text-coral">·</span>Vita
            </p>
            <nav aria-label={t('footer.legalLinks')} className="mt-4">
              <ul className="flex gap-4 text-sm">
                <li>
                  <Link to={paths.termsOfUse()} className="text-ink hover:text-plum">
                    {t('footer.terms')}
                  </Link>
                </li>
                <li>
                  <Link to={paths.privacyPolicy()} className="font-bold text-ink hover:text-plum">
                    {t('footer.privacy')}
                  </Link>
                </li>
              </ul>
            </nav>
            <p className="mt-3 text-sm">
              <Link
                to={paths.guestOrderLookup()}
                className="text-ink underline-offset-4 hover:text-plum hover:underline"
              >
                {t('footer.guestOrder')}
              </Link>
            </p>
          </div>
          <div className="md:text-right">
            <p className="text-xs font-semibold text-muted">{t('footer.customerCenter')}</p>
            <a
              href={`tel:${COMPANY.customerCenterPhone.replace(/-/g, '')}`}
              className="mt-1 block text-2xl font-bold tracking-tight text-ink hover:text-plum"
            >
              {COMPANY.customerCenterPhone}
            </a>
            <p className="mt-1 text-xs leading-relaxed text-muted">{t('footer.hours')}</p>
          </div>
        </div>
        <section aria-labelledby="footer-company" className="mt-8 border-t border-line pt-6">
          <h2 id="footer-company" className="text-sm font-semibold text-ink">
            {t('footer.companyName')} <span className="sr-only">{t('footer.companyInfo')}</span>
          </h2>
          <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-xs leading-relaxed text-muted">
            {rows.map(([label, value]) => (
              <div key={label} className="flex gap-1.5">
                <dt>{label}</dt>
                <dd className="text-ink/80">{value}</dd>
              </div>
            ))}
          </dl>
          <Suspense fallback={null}>
            <FooterLegal />
          </Suspense>
          <p className="mt-6 text-xs text-muted">{t('footer.copyright', { year: COMPANY.foundedYear })}</p>
        </section>
      </div>
    </footer>
  );
}
