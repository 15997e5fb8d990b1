import type { MigrateInfoResult } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

/** The old account as found (masked), with a way back to look for another. */
export function LegacyProfile({ found, onReset }: { found: MigrateInfoResult; onReset: () => void }) {
  const { t } = useTranslation('accounts');
  const p = found.profile;
  const rows: [string, string][] = [
    [t('migrate.profile.loginId'), p.maskedLoginId],
    [t('migrate.profile.name'), p.maskedName],
    [t('migrate.profile.type'), t(`migrate.userType.${p.userType}`)],
    ...(p.legacyMemberNumber
      ? [[t('migrate.profile.memberNumber'), p.legacyMemberNumber] as [string, string]]
      : []),
    [t('migrate.profile.email'), p.maskedEmail ?? t('migrate.profile.none')],
    [t('migrate.profile.mobile'), p.maskedMobile ?? t('migrate.profile.none')]
  ];
  return (
    <section
      aria-labelledby="migrate-profile-title"
      className="rounded-2xl bg-cream px-4 py-4 md:px-5"
      data-testid="migrate-profile"
    >
      <h2 id="migrate-profile-title" className="text-sm font-bold text-plum">
        {t('migrate.profile.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-all font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">{t('migrate.profile.maskedNote')}</p>
      <button
        type="button"
        onClick={onReset}
        className="mt-2 text-sm font-semibold text-plum underline underline-offset-4"
      >
        {t('migrate.profile.notYou')}
      </button>
    </section>
  );
}
