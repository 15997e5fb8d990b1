import { useTranslation } from '../i18n/i18n';

/**
 * The document title of a screen ("{page} | 루미에르 비타"; the brand title without `page`, for Home).
 * React 19 hoists <title> into <head> and replaces it as routes change, so each screen renders one.
 */
export function DocumentTitle({ page }: { page?: string }) {
  const { t } = useTranslation();
  return <title>{page ? t('meta.title', { page }) : t('meta.homeTitle')}</title>;
}
