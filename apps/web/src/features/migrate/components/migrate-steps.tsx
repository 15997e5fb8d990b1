import { useTranslation } from '../../../shared/i18n/i18n';

/** The two steps of /migrate: find the old account, create the new one. */
export function MigrateSteps({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('accounts');
  const steps = [t('migrate.steps.find'), t('migrate.steps.create')];
  return (
    <nav aria-label={t('migrate.steps.label')} className="mb-6">
      <ol className="flex items-center justify-center gap-2 text-xs">
        {steps.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === current ? 'step' : undefined}
            className={`flex items-center gap-1.5 rounded-full px-3 py-1.5 ${index + 1 === current ? 'bg-plum text-white' : 'bg-cream-deep text-muted'}`}
          >
            <span aria-hidden="true" className="font-bold">
              {index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      <p className="sr-only">{t('migrate.steps.progress', { current, total: steps.length })}</p>
    </nav>
  );
}
