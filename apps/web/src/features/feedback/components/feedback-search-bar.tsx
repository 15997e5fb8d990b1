import { FEEDBACK_CATEGORIES, FEEDBACK_KEYWORD_MAX, type FeedbackCategory } from '@mall/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { feedbackPaths } from '../lib/feedback-paths';

/** The board's filter: a category and a keyword; the choice is in the URL (/feedback, /feedback/search). */
export function FeedbackSearchBar({ keyword, category }: { keyword: string; category?: FeedbackCategory }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="flex flex-col gap-2 rounded-2xl bg-cream p-3 md:flex-row md:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const picked = String(form.get('category') ?? '');
        void navigate(
          feedbackPaths.list({
            keyword: String(form.get('keyword') ?? ''),
            category: (FEEDBACK_CATEGORIES as readonly string[]).includes(picked)
              ? (picked as FeedbackCategory)
              : undefined
          })
        );
      }}
    >
      <label className="sr-only" htmlFor="feedback-category">
        {t('feedback.list.categoryLabel')}
      </label>
      <select
        id="feedback-category"
        name="category"
        defaultValue={category ?? ''}
        key={category ?? ''}
        className="h-11 rounded-xl border border-line bg-white px-3 text-sm md:w-40"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">{t('feedback.category.all')}</option>
        {FEEDBACK_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`feedback.category.${value}`)}
          </option>
        ))}
      </select>
      <div className="flex flex-1 gap-2">
        <label className="sr-only" htmlFor="feedback-keyword">
          {t('feedback.list.keyword')}
        </label>
        <input
          id="feedback-keyword"
          name="keyword"
          type="search"
          maxLength={FEEDBACK_KEYWORD_MAX}
          defaultValue={keyword}
          key={keyword}
          placeholder={t('feedback.list.keywordPlaceholder')}
          className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-white px-3 text-sm"
        />
        <button type="submit" className="btn-primary h-11 shrink-0 px-5">
          {t('feedback.list.search')}
        </button>
      </div>
    </form>
  );
}
