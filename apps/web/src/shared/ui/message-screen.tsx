import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { DocumentTitle } from './document-title';

/** A calm full-width message with a way home: not-found and error screens. The page title is `title` unless given. */
export function MessageScreen({
  title,
  body,
  documentTitle = title,
  children
}: {
  title: string;
  body: string;
  documentTitle?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center"
      aria-labelledby="message-screen-title"
    >
      <DocumentTitle page={documentTitle} />
      <div
        aria-hidden="true"
        className="mb-6 flex size-16 items-center justify-center rounded-full bg-plum-soft font-display text-3xl text-plum"
      >
        L
      </div>
      <h1 id="message-screen-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h1>
      <p className="mt-3 max-w-md text-[15px] leading-relaxed text-muted">{body}</p>
      {children}
      <Link to={paths.home()} className="btn-primary mt-8">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
