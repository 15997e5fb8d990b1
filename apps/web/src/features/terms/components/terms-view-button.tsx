import type { TermsKind } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { termsQueryOptions } from '../api/terms-api';
import { TermsText } from './terms-text';

/** The terms modal's body: the version in effect, fetched when the modal opens. */
function CurrentTerms({ kind }: { kind: TermsKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(termsQueryOptions(kind, null, language));
  if (query.data) return <TermsText document={query.data} />;
  if (query.isError)
    return (
      <button type="button" className="btn-secondary h-11 px-5" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </button>
    );
  return (
    <p role="status" className="py-8 text-center text-sm text-muted">
      {t('common.loading')}
    </p>
  );
}

/**
 * SPEC §2's terms modal: a "보기" button beside an agreement that opens the version in effect of that kind in a
 * responsive modal (docs/decisions/077). The caller gives the button's text and its accessible name (the terms'
 * label on its own screen) and the modal's title until the document's own title arrives.
 */
export function TermsViewButton({
  kind,
  title,
  label,
  children,
  testId,
  className = 'shrink-0 text-sm font-semibold text-muted underline underline-offset-4 hover:text-plum'
}: {
  kind: TermsKind;
  /** The modal's title (the agreement's label). */
  title: string;
  /** The button's accessible name, e.g. "이용약관 동의 보기". */
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        data-terms-kind={kind}
        data-testid={testId}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && (
        <ResponsiveModal title={title} size="lg" testId="terms-modal" onClose={() => setOpen(false)}>
          <CurrentTerms kind={kind} />
        </ResponsiveModal>
      )}
    </>
  );
}
