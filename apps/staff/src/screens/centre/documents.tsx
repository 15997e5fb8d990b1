import {
  CENTRE_DOCUMENT_KINDS,
  type DeskCentreDocument,
  type DeskCentreDocumentBody,
  type LocalizedText
} from '@mall/domain';
import { useState } from 'react';
import { centreApi } from '../../api/centre';
import { LocalizedField } from '../../components/localized-field';
import { PeriodFields } from '../../components/period-fields';
import { useT } from '../../i18n';
import { CollectionScreen, SaveBar, SortOrderField, useSave } from './collection';

const ACCEPT = '.pdf,.xls,.xlsx,.jpg,.jpeg,.png';
const bodyOf = (document: DeskCentreDocument): DeskCentreDocumentBody => ({
  kind: document.kind,
  title: document.title,
  description: document.description,
  sortOrder: document.sortOrder,
  display: document.display,
  startAt: document.startAt,
  endAt: document.endAt
});

function DocumentForm({ document, done }: { document: DeskCentreDocument | null; done: () => void }) {
  const { t } = useT();
  const [body, setBody] = useState<DeskCentreDocumentBody>(
    document
      ? bodyOf(document)
      : {
          kind: 'RESOURCE',
          title: { 'ko-KR': '' },
          description: { 'ko-KR': '' },
          sortOrder: 0,
          display: false,
          startAt: null,
          endAt: null
        }
  );
  const [file, setFile] = useState<File | null>(null);
  const { busy, error, save } = useSave(done);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(() =>
          document
            ? centreApi.document.update(document.documentId, body, file)
            : centreApi.document.create(body, file)
        );
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('centre.document.kind')}
        <select
          value={body.kind}
          onChange={(event) =>
            setBody({ ...body, kind: event.target.value as DeskCentreDocumentBody['kind'] })
          }
          className="min-h-11 rounded-md border border-line bg-white px-3"
        >
          {CENTRE_DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`centre.document.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <LocalizedField
        label={t('centre.document.title')}
        value={body.title}
        required
        maxLength={100}
        onChange={(title: LocalizedText) => setBody({ ...body, title: title })}
      />
      <LocalizedField
        label={t('centre.document.description')}
        value={body.description}
        maxLength={300}
        onChange={(description: LocalizedText) => setBody({ ...body, description: description })}
      />
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="document-file" className="font-medium">
          {t('centre.document.file')}
        </label>
        {document && (
          <p className="text-xs text-muted">{t('centre.document.current', { name: document.fileName })}</p>
        )}
        <input
          id="document-file"
          type="file"
          accept={ACCEPT}
          required={!document}
          aria-describedby="document-file-hint"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id="document-file-hint" className="text-xs text-muted">
          {t('centre.document.fileHint')}
        </p>
      </div>
      <SortOrderField
        id="document-sort"
        value={body.sortOrder}
        onChange={(sortOrder) => setBody({ ...body, sortOrder })}
      />
      <PeriodFields value={body} onChange={(period) => setBody({ ...body, ...period })} />
      <SaveBar busy={busy} error={error} />
    </form>
  );
}

/** Resources (public) and certificates (members): one file each, judged by content on the server. */
export function CentreDocumentsScreen() {
  const { t } = useT();
  return (
    <CollectionScreen<DeskCentreDocument>
      title={t('centre.document.list')}
      name="documents"
      load={() => centreApi.documents()}
      rowOf={(document) => ({
        id: document.documentId,
        title: document.title['ko-KR'],
        meta: `${t(`centre.document.${document.kind}`)} · ${document.fileName}`,
        display: document.display
      })}
      setDisplay={(document, display) =>
        centreApi.document.update(document.documentId, { ...bodyOf(document), display }, null)
      }
      remove={centreApi.document.remove}
      editor={(document, done) => (
        <>
          {document && (
            <a
              href={centreApi.documentFileUrl(document.documentId)}
              className="mb-2 inline-block text-sm text-plum underline"
            >
              {t('centre.document.open')}
            </a>
          )}
          <DocumentForm document={document} done={done} />
        </>
      )}
    />
  );
}
