import type { DeskPlannerDocumentRow } from '@mall/domain';
import { useState } from 'react';
import { plannerDocumentFileUrl } from '../api';
import { useT } from '../i18n';
import { Section } from './section';

/**
 * The decrypted file, shown only when asked for (every open is in the audit log): an image or a PDF inline, a
 * workbook as a download. Served to the staff cookie on the same origin, `private, no-store`.
 */
export function PlannerDocumentFile({ document }: { document: DeskPlannerDocumentRow }) {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  const url = plannerDocumentFileUrl(document.plannerDocumentId);
  const image = document.contentType.startsWith('image/');
  const pdf = document.contentType === 'application/pdf';
  return (
    <Section title={t('documents.preview')}>
      <p className="text-xs text-muted">{t('documents.previewHelp')}</p>
      {!shown ? (
        <button
          type="button"
          className="min-h-11 self-start rounded-md bg-plum px-4 font-medium text-white"
          onClick={() => setShown(true)}
        >
          {t('documents.showFile')}
        </button>
      ) : image ? (
        <img
          src={url}
          alt={document.originFileName}
          className="max-h-[70vh] w-full rounded-md border border-line bg-slate-50 object-contain"
          data-testid="document-image"
        />
      ) : pdf ? (
        <iframe
          src={url}
          title={document.originFileName}
          className="h-[70vh] w-full rounded-md border border-line"
          data-testid="document-pdf"
        />
      ) : null}
      {shown && (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center self-start text-sm text-plum underline"
        >
          {image || pdf ? t('documents.openNewTab') : t('documents.download')}
        </a>
      )}
    </Section>
  );
}
