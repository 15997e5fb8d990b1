import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';

/** The frame of the documents and allowance screens: back to my page, the title and its lead. */
export function PageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { t } = useTranslation('planner');
  return (
    <div className="container-page max-w-3xl pb-16 pt-6 md:pb-20 md:pt-10">
      <DocumentTitle page={title} />
      <Link
        to={paths.myPage()}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-plum"
      >
        <span aria-hidden="true">‹</span> {t('docs.backToMyPage')}
      </Link>
      <h1 className="mt-1 text-2xl font-bold tracking-tight md:text-[28px]">{title}</h1>
      <p className="mt-2 max-w-xl text-sm leading-relaxed break-keep text-muted">{lead}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}
