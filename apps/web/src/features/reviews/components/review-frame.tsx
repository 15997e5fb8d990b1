import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../shared/ui/document-title';

/** The review screens' frame: the page's title and heading, a narrow column. */
export function ReviewFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page max-w-2xl pb-16 pt-6 md:pb-20 md:pt-10">
      <DocumentTitle page={title} />
      <h1 className="mb-5 text-2xl font-bold tracking-tight md:mb-7 md:text-[28px]">{title}</h1>
      {children}
    </div>
  );
}
