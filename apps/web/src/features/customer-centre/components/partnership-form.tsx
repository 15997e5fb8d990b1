import {
  PARTNERSHIP_CATEGORIES,
  PARTNERSHIP_MESSAGE_MAX,
  type PartnershipAnswer,
  type PartnershipInput
} from '@mall/domain';
import { useState } from 'react';
import { TextField } from '../../../shared/forms/text-field';
import { FieldLabel, FieldMessages, inputClass } from '../../../shared/forms/field';
import { useTranslation } from '../../../shared/i18n/i18n';
import { sendPartnership } from '../api/centre-api';
import { checkPartnership, serverErrors, type PartnershipErrors } from '../lib/partnership-messages';
import { PartnershipFiles } from './partnership-files';

export const EMPTY_PARTNERSHIP = {
  company: '',
  contactName: '',
  email: '',
  phone: '',
  category: '',
  message: '',
  agree: false
};
type Values = typeof EMPTY_PARTNERSHIP;

/**
 * The partnership application (SPEC §2 /customer/partnership, §5 uploads): checked with the domain's schema before
 * sending; the server's refusals land on their fields (or the files, or the form); what was typed stays.
 */
export function PartnershipForm({
  onSent,
  send = sendPartnership
}: {
  onSent: (answer: PartnershipAnswer) => void;
  send?: typeof sendPartnership;
}) {
  const { t } = useTranslation('content');
  const [values, setValues] = useState<Values>(EMPTY_PARTNERSHIP);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<PartnershipErrors>({});
  const [sending, setSending] = useState(false);
  const text = (field: keyof PartnershipErrors) => {
    const note = errors[field];
    return note ? t(note.key as 'centre.error.UNKNOWN', note.data ?? {}) : null;
  };
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };
  const input = (
    field: 'company' | 'contactName' | 'email' | 'phone',
    extra: Record<string, unknown> = {}
  ) => ({
    id: `partnership-${field}`,
    label: t(`centre.partnership.${field}`),
    error: text(field),
    value: values[field],
    disabled: sending,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    ...extra
  });

  async function submit() {
    const body = values as unknown as PartnershipInput;
    const found = checkPartnership(body);
    if (Object.keys(found).length > 0 || errors.files) {
      setErrors((current) => ({ ...found, files: current.files }));
      document.getElementById(`partnership-${Object.keys(found)[0] ?? 'files'}`)?.focus();
      return;
    }
    setSending(true);
    try {
      onSent(await send(body, files));
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="partnership-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) void submit();
      }}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField {...input('company', { maxLength: 100, autoComplete: 'organization' })} />
        <TextField {...input('contactName', { maxLength: 40, autoComplete: 'name' })} />
        <TextField {...input('email', { type: 'email', maxLength: 100, autoComplete: 'email' })} />
        <TextField
          {...input('phone', { inputMode: 'numeric', maxLength: 11, autoComplete: 'tel' })}
          hint={t('centre.partnership.phoneHint')}
        />
      </div>
      <div>
        <FieldLabel htmlFor="partnership-category">{t('centre.partnership.category')}</FieldLabel>
        <select
          id="partnership-category"
          value={values.category}
          disabled={sending}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? 'partnership-category-error' : undefined}
          onChange={(event) => set('category', event.target.value)}
          className={inputClass(Boolean(errors.category))}
        >
          <option value="">{t('centre.partnership.choose')}</option>
          {PARTNERSHIP_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`centre.partnership.categories.${category}`)}
            </option>
          ))}
        </select>
        <FieldMessages id="partnership-category" error={text('category')} />
      </div>
      <div>
        <FieldLabel htmlFor="partnership-message">{t('centre.partnership.message')}</FieldLabel>
        <textarea
          id="partnership-message"
          rows={7}
          maxLength={PARTNERSHIP_MESSAGE_MAX}
          value={values.message}
          disabled={sending}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'partnership-message-error' : 'partnership-message-hint'}
          onChange={(event) => set('message', event.target.value)}
          className={`${inputClass(Boolean(errors.message))} h-auto py-3`}
        />
        <FieldMessages
          id="partnership-message"
          error={text('message')}
          hint={t('centre.partnership.messageCount', {
            count: values.message.length,
            max: PARTNERSHIP_MESSAGE_MAX
          })}
        />
      </div>
      <PartnershipFiles
        files={files}
        onChange={setFiles}
        error={errors.files}
        onError={(note) => setErrors((current) => ({ ...current, files: note, form: undefined }))}
        disabled={sending}
      />
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            id="partnership-agree"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-plum"
            checked={values.agree}
            disabled={sending}
            aria-describedby={errors.agree ? 'partnership-agree-error' : undefined}
            onChange={(event) => set('agree', event.target.checked)}
          />
          <span>{t('centre.partnership.agree')}</span>
        </label>
        <FieldMessages id="partnership-agree" error={text('agree')} />
      </div>
      {errors.form && (
        <p
          role="alert"
          className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
          data-testid="partnership-form-error"
        >
          {text('form')}
        </p>
      )}
      <button type="submit" className="btn-primary h-12 w-full md:w-auto md:px-10" disabled={sending}>
        {sending ? t('centre.partnership.sending') : t('centre.partnership.submit')}
      </button>
    </form>
  );
}
