import type { CodeListItem, PlannerForeignInfo } from '@mall/domain';
import { useState, type FormEvent } from 'react';
import { apiMessage, useFormMessages } from '../../../shared/forms/form-messages';
import { FieldLabel, inputClass } from '../../../shared/forms/field';
import { useTranslation } from '../../../shared/i18n/i18n';
import { saveForeignInfo } from '../api/planner-documents-api';

/** A foreign planner's nationality and stay status, picked from SPEC §7's public code lists. */
export function ForeignInfoForm({
  countries,
  visas,
  saved,
  onSaved
}: {
  countries: CodeListItem[];
  visas: CodeListItem[];
  saved: PlannerForeignInfo | null;
  onSaved: (info: PlannerForeignInfo) => void;
}) {
  const { t } = useTranslation('planner');
  const { text } = useFormMessages();
  const [country, setCountry] = useState<string>(saved?.countryCode ?? '');
  const [visa, setVisa] = useState<string>(saved?.visaCode ?? '');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!country || !visa) return setMessage({ kind: 'error', text: t('docs.foreign.required') });
    setBusy(true);
    try {
      const info = await saveForeignInfo({ countryCode: country, visaCode: visa } as PlannerForeignInfo);
      setMessage({ kind: 'ok', text: t('docs.foreign.saved') });
      onSaved(info);
    } catch (failure) {
      setMessage({ kind: 'error', text: text(apiMessage(failure)) ?? '' });
    } finally {
      setBusy(false);
    }
  };

  const select = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    items: CodeListItem[]
  ) => (
    <div className="min-w-0 flex-1">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        className={inputClass(false)}
        value={value}
        onChange={(event) => set(event.target.value)}
      >
        <option value="">{t('docs.foreign.choose')}</option>
        {items.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="rounded-2xl bg-cream px-4 py-4 md:px-5"
      aria-labelledby="foreign-info-title"
    >
      <h2 id="foreign-info-title" className="text-base font-semibold">
        {t('docs.foreign.title')}
      </h2>
      <p className="mt-1 text-sm break-keep text-muted">{t('docs.foreign.lead')}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        {select('foreign-country', t('docs.foreign.country'), country, setCountry, countries)}
        {select('foreign-visa', t('docs.foreign.visa'), visa, setVisa, visas)}
        <button type="submit" className="btn-primary h-12 shrink-0 sm:px-6" disabled={busy}>
          {t('docs.foreign.save')}
        </button>
      </div>
      {message && (
        <p
          role="status"
          className={`mt-2 text-sm ${message.kind === 'ok' ? 'text-emerald-800' : 'text-coral-strong'}`}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
