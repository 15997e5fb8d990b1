import type { SitePageSlug } from '@mall/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { COMPANY_GROUPS, companyPaths, groupOf, type CompanyGroup } from '../company-paths';

/** On a phone the row scrolls sideways: the current page's chip is brought to the middle (no vertical scroll). */
function centreInRow(item: HTMLLIElement | null) {
  const row = item?.parentElement;
  if (item && row)
    row.scrollLeft = item.offsetLeft - row.offsetLeft - (row.clientWidth - item.clientWidth) / 2;
}

const chip =
  'inline-flex h-10 shrink-0 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold';

/**
 * The shared sub-navigation of the company, ESG and guide pages: the three groups, then the current group's pages
 * as a row that scrolls sideways on a phone. Links, so each page keeps its own address.
 */
export function CompanyNav({ current }: { current: SitePageSlug }) {
  const { t } = useTranslation('content');
  const group = groupOf(current);
  return (
    <nav aria-label={t('company.nav.label')} className="mb-6 md:mb-8" data-testid="company-nav">
      <ul className="flex gap-1 border-b border-line">
        {(Object.keys(COMPANY_GROUPS) as CompanyGroup[]).map((name) => (
          <li key={name} className="flex-1 md:flex-none">
            <Link
              to={companyPaths.page(COMPANY_GROUPS[name][0])}
              aria-current={name === group ? 'true' : undefined}
              className={`-mb-px flex h-12 items-center justify-center border-b-2 px-2 text-[15px] font-semibold md:px-8 ${
                name === group ? 'border-plum text-plum' : 'border-transparent text-muted hover:text-ink'
              }`}
            >
              {t(`company.nav.groups.${name}`)}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
        {COMPANY_GROUPS[group].map((slug) => (
          <li key={slug} ref={slug === current ? centreInRow : undefined}>
            <Link
              to={companyPaths.page(slug)}
              aria-current={slug === current ? 'page' : undefined}
              className={`${chip} ${slug === current ? 'bg-plum text-white' : 'border border-line bg-white text-ink hover:border-plum hover:text-plum'}`}
            >
              {t(`company.nav.pages.${slug}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
