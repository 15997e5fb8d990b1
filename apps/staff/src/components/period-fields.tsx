import { useId } from 'react';
import { useT } from '../i18n';

/** Whether an item shows, and its display period (ISO instants; null = open bound). */
export type Period = { display: boolean; startAt: string | null; endAt: string | null };

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An instant as the value of a datetime-local input in Seoul time (the shop's clock; Korea keeps no DST). */
export function toSeoulInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Seoul time, as an ISO instant ('' → null). */
export function fromSeoulInput(value: string): string | null {
  if (!value) return null;
  const at = Date.parse(`${value}:00+09:00`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/**
 * The display switch and the period of a content item, in Seoul time. An end before the start is flagged here;
 * the server refuses it too.
 */
export function PeriodFields({ value, onChange }: { value: Period; onChange: (value: Period) => void }) {
  const { t } = useT();
  const id = useId();
  const backwards =
    value.startAt !== null && value.endAt !== null && Date.parse(value.endAt) <= Date.parse(value.startAt);
  const inputClass = 'rounded-md border border-line bg-white px-3 py-2 text-base';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('period.legend')}</legend>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value.display}
          onChange={(event) => onChange({ ...value, display: event.target.checked })}
        />
        {t('period.display')}
      </label>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-start`} className="text-sm">
            {t('period.start')}
          </label>
          <input
            id={`${id}-start`}
            type="datetime-local"
            className={inputClass}
            value={toSeoulInput(value.startAt)}
            onChange={(event) => onChange({ ...value, startAt: fromSeoulInput(event.target.value) })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-end`} className="text-sm">
            {t('period.end')}
          </label>
          <input
            id={`${id}-end`}
            type="datetime-local"
            className={inputClass}
            value={toSeoulInput(value.endAt)}
            aria-invalid={backwards}
            onChange={(event) => onChange({ ...value, endAt: fromSeoulInput(event.target.value) })}
          />
        </div>
      </div>
      <p className="text-xs text-muted">{t('period.hint')}</p>
      {backwards && (
        <p role="alert" className="text-sm text-danger">
          {t('period.endBeforeStart')}
        </p>
      )}
    </fieldset>
  );
}
