import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';

/** The card every my-page account screen sits in: a way back to my page, heading, lead, content. */
export function AccountFrame({
  title,
  lead,
  children,
  wide = false
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Forms with sections (user info, withdrawal) get a little more room on desktop. */
  wide?: boolean;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div className="container-page flex justify-center py-6 md:py-12">
      <DocumentTitle page={title} />
      <div className={`w-full ${wide ? 'max-w-[640px]' : 'max-w-[480px]'}`}>
        <Link
          to={paths.myPage()}
          className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-plum"
        >
          <span aria-hidden="true">‹</span> {t('mypageAccount.backToMyPage')}
        </Link>
        <section
          aria-labelledby="account-screen-title"
          className="rounded-3xl bg-white px-5 py-7 shadow-sm ring-1 ring-line/70 md:px-10 md:py-10"
        >
          <h1 id="account-screen-title" className="text-2xl font-bold tracking-tight md:text-3xl">
            {title}
          </h1>
          {lead && <div className="mt-2 text-sm leading-relaxed text-muted">{lead}</div>}
          <div className="mt-7">{children}</div>
        </section>
      </div>
    </div>
  );
}

/** A refusal of the whole form (role alert), or a done message (role status). */
export function FormNotice({
  kind,
  children,
  testId
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  const tone =
    kind === 'error'
      ? 'border-coral/40 bg-coral-soft text-coral-strong'
      : kind === 'success'
        ? 'border-plum/30 bg-plum-soft/60 text-plum'
        : 'border-line bg-cream text-ink';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-xl border px-4 py-3 text-sm font-semibold leading-relaxed ${tone}`}
    >
      {children}
    </div>
  );
}

/** A read that failed, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm text-coral-strong">
      <p>{t('mypageAccount.loadError')}</p>
      <button type="button" className="btn-secondary min-h-10 px-4 text-sm" onClick={onRetry}>
        {t('mypageAccount.retry')}
      </button>
    </div>
  );
}
