import { DIVE_IN_CONTENT_MAX } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { diveInTagsQueryOptions } from '../api/dive-in-api';
import type { UploadForm } from '../lib/use-upload-form';
import { FieldProblem, inputClass, labelClass, useProblemText } from './studio-parts';

/** The tag (the feed's own tag list) and the caption (one paragraph, with its counter). */
export function StudioTextFields({ form }: { form: UploadForm }) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const tags = useQuery(diveInTagsQueryOptions(language));
  const problemText = useProblemText();
  const tagId = useId();
  const captionId = useId();
  const tagProblem = problemText(form.problems.tagCode);
  const captionProblem = problemText(form.problems.content);
  return (
    <>
      <div>
        <label htmlFor={tagId} className={labelClass}>
          {t('video.form.tag')}
        </label>
        <select
          id={tagId}
          value={form.tagCode}
          onChange={(event) => form.setTagCode(event.target.value)}
          aria-invalid={tagProblem ? true : undefined}
          aria-describedby={tagProblem ? `${tagId}-problem` : undefined}
          className={`${inputClass} mt-1.5`}
          data-testid="studio-tag"
        >
          <option value="">
            {tags.isPending
              ? t('video.form.tagsLoading')
              : tags.isError
                ? t('video.form.tagsError')
                : t('video.form.tagPlaceholder')}
          </option>
          {tags.data?.map((tag) => (
            <option key={tag.code} value={tag.code}>
              {tag.text}
            </option>
          ))}
        </select>
        {tags.isError && (
          <button
            type="button"
            className="mt-1.5 min-h-10 text-sm font-semibold text-plum underline underline-offset-2"
            onClick={() => void tags.refetch()}
          >
            {t('video.retry')}
          </button>
        )}
        <FieldProblem id={`${tagId}-problem`} text={tagProblem} />
      </div>
      <div>
        <label htmlFor={captionId} className={labelClass}>
          {t('video.form.caption')}
        </label>
        <textarea
          id={captionId}
          value={form.content}
          rows={4}
          maxLength={DIVE_IN_CONTENT_MAX}
          onChange={(event) => form.setContent(event.target.value)}
          placeholder={t('video.form.captionPlaceholder')}
          aria-invalid={captionProblem ? true : undefined}
          aria-describedby={`${captionId}-count${captionProblem ? ` ${captionId}-problem` : ''}`}
          className={`${inputClass} mt-1.5 resize-y`}
          data-testid="studio-caption"
        />
        <p id={`${captionId}-count`} className="mt-1 text-right text-xs text-muted tabular-nums">
          {`${form.content.length}/${DIVE_IN_CONTENT_MAX}`}
        </p>
        <FieldProblem id={`${captionId}-problem`} text={captionProblem} />
      </div>
    </>
  );
}
