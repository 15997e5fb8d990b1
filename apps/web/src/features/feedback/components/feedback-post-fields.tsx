import {
  FEEDBACK_BODY_MAX,
  FEEDBACK_BODY_MIN,
  FEEDBACK_CATEGORIES,
  FEEDBACK_LINK_MAX,
  FEEDBACK_TITLE_MAX
} from '@mall/domain';
import type { UseFormReturn } from 'react-hook-form';
import { describedBy, FieldLabel, FieldMessages, inputClass } from '../../../shared/forms/field';
import { TextField } from '../../../shared/forms/text-field';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { FeedbackFormValues } from '../lib/feedback-form-values';
import { useFeedbackText } from '../lib/use-feedback-text';

/** Category, title, text and visibility: what members and guests both write. */
export function FeedbackPostFields({ form }: { form: UseFormReturn<FeedbackFormValues> }) {
  const { t } = useTranslation('content');
  const { fieldError } = useFeedbackText();
  const { register, formState } = form;
  const errors = formState.errors;
  const bodyError = fieldError(errors.body);
  const categoryError = fieldError(errors.category);
  return (
    <div className="space-y-5">
      <div>
        <FieldLabel htmlFor="feedback-category-field">{t('feedback.form.category')}</FieldLabel>
        <select
          id="feedback-category-field"
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={describedBy('feedback-category-field', { error: categoryError })}
          className={inputClass(Boolean(categoryError))}
          {...register('category')}
        >
          <option value="">{t('feedback.form.choose')}</option>
          {FEEDBACK_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.category.${value}`)}
            </option>
          ))}
        </select>
        <FieldMessages id="feedback-category-field" error={categoryError} />
      </div>
      <TextField
        id="feedback-title-field"
        label={t('feedback.form.subject')}
        maxLength={FEEDBACK_TITLE_MAX}
        error={fieldError(errors.title)}
        {...register('title')}
      />
      <div>
        <FieldLabel htmlFor="feedback-body-field">{t('feedback.form.body')}</FieldLabel>
        <textarea
          id="feedback-body-field"
          rows={10}
          maxLength={FEEDBACK_BODY_MAX}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={describedBy('feedback-body-field', { error: bodyError, hint: true })}
          className={`${inputClass(Boolean(bodyError))} h-auto min-h-48 py-3 leading-relaxed`}
          {...register('body')}
        />
        <FieldMessages
          id="feedback-body-field"
          error={bodyError}
          hint={t('feedback.form.bodyHint', {
            min: FEEDBACK_BODY_MIN,
            max: FEEDBACK_BODY_MAX,
            links: FEEDBACK_LINK_MAX
          })}
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">{t('feedback.form.visibility')}</legend>
        <div className="flex flex-col gap-2 md:flex-row md:gap-6">
          {(['PUBLIC', 'PRIVATE'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={value} className="size-5 accent-plum" {...register('visibility')} />
              {value === 'PUBLIC' ? t('feedback.form.public') : t('feedback.form.private')}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
