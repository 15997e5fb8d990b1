import { useTranslation } from '../../shared/i18n/i18n';
import { LCP_SLOT, LOADING_TOKEN, ROUTE_SKELETONS, skeletonKindOf } from './served-skeletons';

/**
 * The next screen's skeleton while a navigation loads its chunk and data (ADR 059): the same boxes the
 * served page paints first, so a click answers at once with the shape of what is coming.
 */
export function RouteSkeleton({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  // Static markup of our own (served-skeletons.ts), with the escaped loading text in and no image slot.
  const html = ROUTE_SKELETONS[skeletonKindOf(pathname)]
    .replace(LCP_SLOT, '')
    .replaceAll(LOADING_TOKEN, escapeText(t('common.loading')));
  return <div data-testid="route-skeleton" aria-busy="true" dangerouslySetInnerHTML={{ __html: html }} />;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
