import { useTranslation } from '../../shared/i18n/i18n';

/** Shown while the first page's data loads (the router's HydrateFallback). */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-cream" role="status">
      <span className="font-display text-3xl font-bold text-plum">
        Lumière<span className="text-coral">·</span>Vita
      </span>
      <span className="h-0.5 w-24 overflow-hidden rounded bg-plum-soft">
        <span className="block h-full w-2/5 bg-plum motion-safe:animate-[progress_1s_ease-in-out_infinite]" />
      </span>
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
