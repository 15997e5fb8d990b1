import type { MigrateInfoResult } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useSearchParams } from 'react-router';
import { apiMessage } from '../../../shared/forms/form-messages';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { findLegacyAccountByMailedId } from '../api/migrate-api';
import { FindLegacyForm } from '../components/find-legacy-form';
import { LegacyProfile } from '../components/legacy-profile';
import { MigrateSteps } from '../components/migrate-steps';
import { NewAccountForm } from '../components/new-account-form';
import { useMigrateMessages } from '../lib/migrate-messages';

/**
 * /migrate (SPEC §2, docs/decisions/016): find the old account (old id + password, or the `?id=` of the
 * mailed link), then choose the new login id and password. The migrate token stays in memory.
 */
export function MigrateRoute() {
  const { t } = useTranslation('accounts');
  const { text } = useMigrateMessages();
  const [searchParams, setSearchParams] = useSearchParams();
  const mailedId = searchParams.get('id');
  const [found, setFound] = useState<MigrateInfoResult | null>(null);
  const mailed = useQuery({
    queryKey: ['migrate', 'mailed', mailedId],
    queryFn: ({ signal }) => findLegacyAccountByMailedId(mailedId ?? '', signal),
    enabled: Boolean(mailedId) && !found,
    staleTime: Infinity,
    gcTime: 0,
    retry: false
  });
  const current = found ?? (mailedId ? (mailed.data ?? null) : null);
  const reset = () => {
    setFound(null);
    if (mailedId) setSearchParams({}, { replace: true });
  };

  return (
    <div className="container-page flex justify-center py-8 md:py-14">
      <DocumentTitle page={t('migrate.title')} />
      <section
        aria-labelledby="migrate-title"
        className="w-full max-w-[520px] rounded-3xl bg-white px-5 py-8 shadow-sm ring-1 ring-line/70 md:px-10 md:py-10"
      >
        <h1 id="migrate-title" className="text-center text-2xl font-bold tracking-tight md:text-3xl">
          {t('migrate.title')}
        </h1>
        <p className="mb-6 mt-2 text-center text-sm leading-relaxed text-muted">{t('migrate.lead')}</p>
        <MigrateSteps current={current ? 2 : 1} />
        {current ? (
          <>
            <LegacyProfile found={current} onReset={reset} />
            <NewAccountForm key={current.migrateToken} found={current} onRestart={reset} />
          </>
        ) : mailedId && mailed.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted">
            {t('migrate.find.mailed')}
          </p>
        ) : (
          <FindLegacyForm
            onFound={setFound}
            notice={
              mailedId && mailed.isError
                ? `${t('migrate.find.mailedFailed')} ${text(apiMessage(mailed.error)) ?? ''}`.trim()
                : null
            }
          />
        )}
      </section>
    </div>
  );
}
