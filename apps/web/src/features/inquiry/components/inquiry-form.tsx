import {
  INQUIRY_BODY_MAX,
  INQUIRY_CATEGORIES,
  INQUIRY_TITLE_MAX,
  type InquiryWrite,
  type OrderListItem
} from '@mall/domain';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/i18n';
import { formatDate } from '../../../shared/lib/format';
import { checkDraft, type FieldRefusals, type InquiryDraft } from '../lib/inquiry-input';
import { useInquiryText } from '../lib/use-inquiry-text';
import { Field, fieldInput as input } from './form-field';
import { InquiryPhotoPicker } from './inquiry-photo-picker';

/**
 * The inquiry form (write and edit): the same checks as the server before sending; a refusal (the form's or the
 * server's) is shown by its field and nothing typed or chosen is lost. Photos are chosen when writing only.
 */
export function InquiryForm({
  draft,
  onDraft,
  photos,
  onPhotos,
  orders,
  pending,
  submitLabel,
  onSubmit,
  onCancel
}: {
  draft: InquiryDraft;
  onDraft: (draft: InquiryDraft) => void;
  /** null: editing (the photos stay as sent). */
  photos: readonly File[] | null;
  onPhotos: (photos: File[]) => void;
  orders: readonly OrderListItem[];
  pending: boolean;
  submitLabel: string;
  onSubmit: (body: InquiryWrite) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('content');
  const { text, error: errorText } = useInquiryText();
  const id = useId();
  const [fields, setFields] = useState<FieldRefusals>({});
  const [failure, setFailure] = useState<unknown>(null);
  const set = (patch: Partial<InquiryDraft>) => {
    onDraft({ ...draft, ...patch });
    setFields((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof InquiryDraft];
      return next;
    });
  };
  const message = (field: keyof InquiryDraft) => (fields[field] ? text(fields[field]) : null);
  const aria = (field: keyof InquiryDraft) => ({
    'aria-invalid': fields[field] ? true : undefined,
    'aria-describedby': fields[field] ? `${id}-${field}-error` : undefined
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkDraft(draft);
    if (!checked.ok) return setFields(checked.fields);
    try {
      await onSubmit(checked.body);
    } catch (thrown) {
      if (isApiError(thrown) && thrown.fields.length > 0)
        setFields(Object.fromEntries(thrown.fields.map((f) => [f.field, { code: f.code }])));
      else setFailure(thrown);
    }
  };
  const known = orders.some((order) => order.displayOrderNumber === draft.orderNumber);

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
      data-testid="inquiry-form"
    >
      <Field id={`${id}-category`} label={t('inquiry.category.label')} error={message('category')}>
        <select
          id={`${id}-category`}
          className={input}
          value={draft.category}
          onChange={(event) => set({ category: event.target.value as InquiryDraft['category'] })}
          data-testid="inquiry-category"
          {...aria('category')}
        >
          <option value="">{t('inquiry.category.choose')}</option>
          {INQUIRY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`inquiry.category.${category}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-orderNumber`} label={t('inquiry.order.label')} error={message('orderNumber')}>
        <select
          id={`${id}-orderNumber`}
          className={input}
          value={draft.orderNumber}
          onChange={(event) => set({ orderNumber: event.target.value })}
          data-testid="inquiry-order"
          {...aria('orderNumber')}
        >
          <option value="">{t('inquiry.order.none')}</option>
          {!known && draft.orderNumber && <option value={draft.orderNumber}>{draft.orderNumber}</option>}
          {orders.map((order) => (
            <option key={order.orderNumber} value={order.displayOrderNumber}>
              {t('inquiry.order.option', {
                number: order.displayOrderNumber,
                date: formatDate(order.orderedAt),
                product: order.lines[0]?.productName ?? ''
              })}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${id}-title`}
        label={t('inquiry.field.title')}
        error={message('title')}
        extra={
          <span className="text-xs text-muted">
            {t('inquiry.field.count', { count: draft.title.length, max: INQUIRY_TITLE_MAX })}
          </span>
        }
      >
        <input
          id={`${id}-title`}
          className={input}
          value={draft.title}
          maxLength={INQUIRY_TITLE_MAX}
          placeholder={t('inquiry.field.titlePlaceholder')}
          onChange={(event) => set({ title: event.target.value })}
          data-testid="inquiry-title"
          {...aria('title')}
        />
      </Field>
      <Field
        id={`${id}-body`}
        label={t('inquiry.field.body')}
        error={message('body')}
        extra={
          <span className="text-xs text-muted">
            {t('inquiry.field.count', { count: draft.body.length, max: INQUIRY_BODY_MAX })}
          </span>
        }
      >
        <textarea
          id={`${id}-body`}
          className={`${input} min-h-48`}
          value={draft.body}
          maxLength={INQUIRY_BODY_MAX}
          placeholder={t('inquiry.field.bodyPlaceholder')}
          onChange={(event) => set({ body: event.target.value })}
          data-testid="inquiry-body"
          {...aria('body')}
        />
      </Field>
      {photos && <InquiryPhotoPicker photos={photos} onChange={onPhotos} />}
      {failure !== null && (
        <p
          role="alert"
          className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
          data-testid="inquiry-failure"
        >
          {errorText(failure)}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="h-12 flex-1 rounded-full border border-line font-semibold text-ink"
        >
          {t('inquiry.cancel')}
        </button>
        <button
          type="submit"
          disabled={pending}
          className="h-12 flex-[2] rounded-full bg-plum font-semibold text-white disabled:opacity-60"
          data-testid="inquiry-submit"
        >
          {pending ? t('inquiry.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
