import type { CentreDocument } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { resourceFileUrl } from '../api/centre-api';
import { sizeText } from '../lib/centre-paths';

const kindLabel = (document: CentreDocument) => document.fileName.split('.').pop()?.toUpperCase() ?? '';

/**
 * Downloadable documents: a resource is a plain link to our server's file (its name comes with it); a certificate
 * is fetched with the member's token (`download`), a failure shown beside it.
 */
export function DocumentList({
  documents,
  download
}: {
  documents: readonly CentreDocument[];
  download?: (document: CentreDocument) => Promise<void>;
}) {
  const { t } = useTranslation('content');
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  if (documents.length === 0)
    return <p className="py-16 text-center text-muted">{t('centre.document.empty')}</p>;
  const button = 'btn-secondary inline-flex h-10 shrink-0 items-center px-4 text-sm';
  return (
    <ul className="divide-y divide-line border-y border-line" data-testid="document-list">
      {documents.map((document) => (
        <li
          key={document.documentId}
          className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center"
          data-testid="document-item"
        >
          <span
            aria-hidden
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-plum-soft text-xs font-bold text-plum"
          >
            {kindLabel(document)}
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold">{document.title}</h2>
            {document.description && <p className="text-sm text-muted">{document.description}</p>}
            <p className="mt-0.5 break-all text-xs text-muted">
              {document.fileName} · {sizeText(document.byteSize)} ·{' '}
              {t('centre.document.updated', { date: document.updatedAt.slice(0, 10) })}
            </p>
            {failed === document.documentId && (
              <p role="alert" className="mt-1 text-sm text-coral-strong">
                {t('centre.document.downloadFailed')}
              </p>
            )}
          </div>
          {download ? (
            <button
              type="button"
              className={button}
              disabled={busy === document.documentId}
              onClick={() => {
                setBusy(document.documentId);
                setFailed(null);
                download(document)
                  .catch(() => setFailed(document.documentId))
                  .finally(() => setBusy(null));
              }}
            >
              {busy === document.documentId
                ? t('centre.document.downloading')
                : t('centre.document.download')}
            </button>
          ) : (
            <a href={resourceFileUrl(document.documentId)} download={document.fileName} className={button}>
              {t('centre.document.download')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
