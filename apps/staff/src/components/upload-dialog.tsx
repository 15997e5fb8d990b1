import {
  DESK_SHIPMENT_ROWS_MAX,
  errorText,
  parseShipmentCsv,
  type DeskShipmentsResult,
  type ShipmentCsv
} from '@mall/domain';
import { useState } from 'react';
import { messageOf, staffApi } from '../api';
import { useT } from '../i18n';
import { Notice } from './field';
import { Modal } from './modal';

/** Tracking numbers from a courier's or a spreadsheet's CSV: read here, each row shipped or refused by the API. */
export function UploadDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const { t, language } = useT();
  const [parsed, setParsed] = useState<ShipmentCsv | null>(null);
  const [result, setResult] = useState<DeskShipmentsResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const read = async (file: File | undefined) => {
    setResult(null);
    setError(null);
    setParsed(file ? parseShipmentCsv(await file.text()) : null);
  };
  const rows = parsed?.rows ?? [];
  const tooMany = rows.length > DESK_SHIPMENT_ROWS_MAX;

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await staffApi.ship(rows.map(({ line: _line, ...shipment }) => shipment)));
      setParsed(null);
      onDone();
    } catch (caught) {
      setError(messageOf(caught, t('error.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('upload.title')} onClose={onClose}>
      <p className="text-sm text-muted">{t('upload.help')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor="csv" className="text-sm font-medium">
          {t('upload.file')}
        </label>
        <input
          id="csv"
          type="file"
          accept=".csv,text/csv,.txt"
          onChange={(event) => void read(event.target.files?.[0])}
        />
      </div>
      {parsed && (
        <div className="flex flex-col gap-2 text-sm" data-testid="upload-preview">
          <p>{rows.length > 0 ? t('upload.rows', { count: rows.length }) : t('upload.empty')}</p>
          {parsed.badLines.length > 0 && (
            <Notice tone="error">{t('upload.badLines', { lines: parsed.badLines.join(', ') })}</Notice>
          )}
          {tooMany && <Notice tone="error">{t('upload.tooMany', { max: DESK_SHIPMENT_ROWS_MAX })}</Notice>}
        </div>
      )}
      {result && (
        <div className="flex flex-col gap-2 text-sm" data-testid="upload-result">
          <Notice tone="info">{t('upload.shipped', { count: result.shipped.length })}</Notice>
          {result.refused.length > 0 && (
            <ul className="list-disc pl-5 text-danger">
              {result.refused.map((row) => (
                <li key={row.row}>
                  {t('upload.refusedRow', {
                    row: row.row,
                    number: row.orderNumber,
                    reason: errorText(row.code, language)
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex justify-end gap-2">
        <button type="button" className="rounded-md border border-line px-4 py-2" onClick={onClose}>
          {t('ship.cancel')}
        </button>
        <button
          type="button"
          disabled={busy || rows.length === 0 || tooMany}
          className="rounded-md bg-plum px-4 py-2 font-medium text-white disabled:opacity-60"
          onClick={() => void submit()}
        >
          {t('upload.submit', { count: rows.length })}
        </button>
      </div>
    </Modal>
  );
}
