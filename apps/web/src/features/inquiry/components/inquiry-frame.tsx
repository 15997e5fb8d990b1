import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { inquiryPaths } from '../../../shared/inquiry/inquiry-paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { TabLinks } from '../../../shared/ui/tab-links';

type Tab = 'write' | 'list';
const TABS: readonly Tab[] = ['write', 'list'];

/** The inquiry screens' frame: the heading and the write/list tabs (none on a detail). */
export function InquiryFrame({
  tab,
  page,
  children
}: {
  tab: Tab | null;
  page: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <div className="container-page max-w-3xl pb-16 pt-6 md:pb-20 md:pt-10">
      <DocumentTitle page={page} />
      <h1 className="mb-5 text-2xl font-bold tracking-tight md:mb-7 md:text-[28px]">{t('inquiry.title')}</h1>
      {tab && (
        <TabLinks
          tabs={TABS}
          current={tab}
          label={t('inquiry.title')}
          hrefOf={(name) => (name === 'write' ? inquiryPaths.write() : inquiryPaths.list())}
          nameOf={(name) => (name === 'write' ? t('inquiry.write') : t('inquiry.list'))}
          testId="inquiry-tabs"
        />
      )}
      {children}
    </div>
  );
}
