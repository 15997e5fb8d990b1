import { CENTRE_REGION_NAMES, CENTRE_REGIONS, pickText, type CentreRegion } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { Pagination } from '../../../shared/ui/pagination';
import { centresQuery } from '../api/centre-api';
import { CentreCard } from '../components/centre-card';
import { CentreFrame, LoadFailed } from '../components/centre-frame';
import { KeywordSearch } from '../components/keyword-search';
import { centrePaths, pageParam } from '../lib/centre-paths';

const regionOf = (value: string | null) =>
  (CENTRE_REGIONS as readonly string[]).includes(value ?? '') ? (value as CentreRegion) : undefined;

/**
 * SPEC §2 /customer/center and /customer/center/search: the centres by region (시/도) and keyword, with address,
 * phone and hours, 10 a page. The search page keeps its filter in the address.
 */
export function CentreFinderRoute() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const region = regionOf(params.get('region'));
  const keyword = params.get('keyword')?.trim().slice(0, 40) ?? '';
  const filter = { region, keyword: keyword || undefined, page: pageParam(params.get('page')) };
  const { data, isPending, isError, refetch } = useQuery(centresQuery(filter, language));
  const go = (next: { region?: CentreRegion | undefined; keyword?: string | undefined }) =>
    void navigate(centrePaths.centerSearch({ region, keyword, ...next }));

  return (
    <CentreFrame section="center" testId="centre-finder">
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center">
        <label className="flex items-center gap-2 text-sm font-semibold">
          <span className="shrink-0">{t('centre.center.regionLabel')}</span>
          <select
            value={region ?? ''}
            onChange={(event) => go({ region: regionOf(event.target.value) })}
            className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-white px-3 text-[15px] md:w-44 md:flex-none"
            data-testid="centre-region"
          >
            <option value="">{t('centre.center.allRegions')}</option>
            {CENTRE_REGIONS.map((code) => (
              <option key={code} value={code}>
                {pickText(CENTRE_REGION_NAMES[code], language)}
              </option>
            ))}
          </select>
        </label>
        <KeywordSearch
          key={keyword}
          keyword={keyword}
          label={t('centre.center.keywordLabel')}
          placeholder={t('centre.center.keywordPlaceholder')}
          onSearch={(words) => go({ keyword: words })}
          testId="centre-search"
        />
      </div>
      <p className="border-b-2 border-ink pb-3 text-sm text-muted" data-testid="centre-total">
        {t('centre.center.total', { count: data?.totalSize ?? 0 })}
      </p>
      {isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : isPending ? null : data.list.length === 0 ? (
        <p className="py-16 text-center text-[15px] text-muted">{t('centre.center.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="centre-list">
          {data.list.map((centre) => (
            <CentreCard key={centre.centreId} centre={centre} />
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          pageNumber={data.pageNumber}
          totalPageNumber={data.totalPageNumber}
          hrefFor={(page) => centrePaths.centerSearch({ region, keyword, page })}
          className="mt-8"
        />
      )}
    </CentreFrame>
  );
}
