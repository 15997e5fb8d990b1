import { useTranslation } from '../../../shared/i18n/i18n';
import { useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { MessageScreen } from '../../../shared/ui/message-screen';

/** Names of the pages not built yet. */
const fixedPages = {
  [paths.customerCenter()]: 'floating.customerCenter',
  [paths.termsOfUse()]: 'footer.terms',
  [paths.privacyPolicy()]: 'footer.privacy'
} as const;

/**
 * One screen for every address the spec defines but this build does not have yet (more-routes.tsx lists
 * them), so a link there says so and offers a way home instead of silently landing on Home.
 */
export function ComingSoonRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const fixedKey = (fixedPages as Record<string, (typeof fixedPages)[keyof typeof fixedPages]>)[path];
  const page = fixedKey ? t(fixedKey) : undefined;
  return (
    <MessageScreen
      title={page ? t('comingSoon.titleFor', { page }) : t('comingSoon.title')}
      body={t('comingSoon.body')}
      documentTitle={page ?? t('comingSoon.title')}
    />
  );
}
