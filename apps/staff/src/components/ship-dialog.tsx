import {
  COURIER_CODES,
  courierName,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  type CourierCode
} from '@mall/domain';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../api';
import { useT } from '../i18n';
import { Field, Notice } from './field';
import { Modal } from './modal';

/**
 * A carrier and tracking number for one order, checked here and again by the API: handing it to a courier, or
 * correcting the number of a parcel on its way. `send` answers the API's refusal as text, or null.
 */
export function ShipDialog({
  title,
  submitLabel,
  initial,
  send,
  onDone,
  onClose
}: {
  title: string;
  submitLabel: string;
  initial?: { courier: CourierCode; trackingNumber: string } | undefined;
  send: (courier: CourierCode, trackingNumber: string) => Promise<string | null>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t, language } = useT();
  const [courier, setCourier] = useState<CourierCode>(initial?.courier ?? 'CJ');
  const [trackingNumber, setTrackingNumber] = useState(initial?.trackingNumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeTrackingNumber(trackingNumber);
    if (!isValidTrackingNumber(courier, normalized)) return setError(t('ship.invalid'));
    setBusy(true);
    setError(null);
    try {
      const refused = await send(courier, normalized);
      if (refused) return setError(refused);
      onDone();
    } catch (caught) {
      setError(messageOf(caught, t('error.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor="courier" className="text-sm font-medium">
            {t('ship.courier')}
          </label>
          <select
            id="courier"
            className="rounded-md border border-line bg-white px-3 py-2 text-base"
            value={courier}
            onChange={(event) => setCourier(event.target.value as CourierCode)}
          >
            {COURIER_CODES.map((code) => (
              <option key={code} value={code}>
                {courierName(code, language)}
              </option>
            ))}
          </select>
        </div>
        <Field
          id="tracking-number"
          label={t('ship.trackingNumber')}
          inputMode="numeric"
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          autoFocus
        />
        {error && <Notice tone="error">{error}</Notice>}
        <div className="flex justify-end gap-2">
          <button type="button" className="rounded-md border border-line px-4 py-2" onClick={onClose}>
            {t('ship.cancel')}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-plum px-4 py-2 font-medium text-white disabled:opacity-60"
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
