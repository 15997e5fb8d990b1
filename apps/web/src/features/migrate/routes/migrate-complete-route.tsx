import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { readMigrateResult } from '../lib/migrate-result';

/** /migrate/complete: the new member number and login id, with a login button (docs/decisions/016). */
export function MigrateCompleteRoute() {
  const { t } = useTranslation('accounts');
  const [result] = useState(readMigrateResult);
  return (
    <div className="container-page flex justify-center py-8 md:py-14">
      <DocumentTitle page={t('migrate.complete.title')} />
      <section
        aria-labelledby="migrate-complete-title"
        className="w-full max-w-[480px] rounded-3xl bg-white px-5 py-8 text-center shadow-sm ring-1 ring-line/70 md:px-10 md:py-10"
      >
        {result ? (
          <>
            <div
              aria-hidden="true"
              className="mx-auto flex size-14 items-center justify-center rounded-full bg-plum-soft text-2xl text-plum"
            >
              ✓
            </div>
            <h1 id="migrate-complete-title" className="mt-4 text-2xl font-bold tracking-tight">
              {t('migrate.complete.title')}
            </h1>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t('migrate.complete.lead')}</p>
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-cream px-5 py-4 text-left text-sm">
              <dt className="text-muted">{t('migrate.complete.memberNumber')}</dt>
              <dd className="font-semibold" data-testid="migrate-complete-memberNumber">
                {result.userNumber}
              </dd>
              <dt className="text-muted">{t('migrate.complete.loginId')}</dt>
              <dd className="break-all font-semibold" data-testid="migrate-complete-loginId">
                {result.loginId}
              </dd>
              <dt className="text-muted">{t('migrate.complete.type')}</dt>
              <dd className="font-semibold">{t(`migrate.userType.${result.userType}`)}</dd>
            </dl>
            <p className="mt-3 text-xs leading-relaxed text-muted">
              {result.keptMemberNumber ? t('migrate.complete.keptNumber') : t('migrate.complete.newNumber')}
            </p>
            <div className="mt-7 grid gap-2">
              <Link to={paths.login()} className="btn-primary inline-flex h-12 items-center justify-center">
                {t('migrate.complete.login')}
              </Link>
              <Link
                to={paths.home()}
                className="inline-flex h-11 items-center justify-center text-sm font-semibold text-muted hover:text-plum"
              >
                {t('migrate.complete.home')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <h1 id="migrate-complete-title" className="text-xl font-bold">
              {t('migrate.complete.missing')}
            </h1>
            <Link
              to={paths.migrate()}
              className="btn-primary mt-6 inline-flex h-12 items-center justify-center px-6"
            >
              {t('migrate.complete.start')}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
