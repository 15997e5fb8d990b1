import type { DeskFaq, DeskFaqBody, LocalizedText } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CENTRE_KEY, centreApi } from '../../api/centre';
import { LocalizedField } from '../../components/localized-field';
import { PeriodFields } from '../../components/period-fields';
import { useT } from '../../i18n';
import { CategoryPanel } from './categories';
import { CollectionScreen, SaveBar, SortOrderField, useSave } from './collection';

const bodyOf = (faq: DeskFaq): DeskFaqBody => ({
  categoryId: faq.categoryId,
  question: faq.question,
  answer: faq.answer,
  top: faq.top,
  sortOrder: faq.sortOrder,
  display: faq.display,
  startAt: faq.startAt,
  endAt: faq.endAt
});

function FaqForm({
  faq,
  categoryId,
  done
}: {
  faq: DeskFaq | null;
  categoryId: number | undefined;
  done: () => void;
}) {
  const { t } = useT();
  const categories = useQuery({ queryKey: [...CENTRE_KEY, 'categories'], queryFn: centreApi.categories });
  const [body, setBody] = useState<DeskFaqBody>(
    faq
      ? bodyOf(faq)
      : {
          categoryId: categoryId ?? 0,
          question: { 'ko-KR': '' },
          answer: { 'ko-KR': '' },
          top: false,
          sortOrder: 0,
          display: false,
          startAt: null,
          endAt: null
        }
  );
  const { busy, error, save } = useSave(done);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(() => (faq ? centreApi.faq.update(faq.faqId, body) : centreApi.faq.create(body)));
      }}
    >
      <h2 className="font-semibold">{faq ? t('centre.edit') : t('centre.new')}</h2>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('centre.faq.category')}
        <select
          required
          value={body.categoryId || ''}
          onChange={(event) => setBody({ ...body, categoryId: Number(event.target.value) })}
          className="min-h-11 rounded-md border border-line bg-white px-3"
        >
          <option value="">—</option>
          {categories.data?.map((category) => (
            <option key={category.categoryId} value={category.categoryId}>
              {category.name['ko-KR']}
            </option>
          ))}
        </select>
      </label>
      <LocalizedField
        label={t('centre.faq.question')}
        value={body.question}
        required
        maxLength={200}
        onChange={(question: LocalizedText) => setBody({ ...body, question: question })}
      />
      <LocalizedField
        label={t('centre.faq.answer')}
        kind="html"
        value={body.answer}
        required
        onChange={(answer: LocalizedText) => setBody({ ...body, answer: answer })}
      />
      <label className="inline-flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={body.top}
          onChange={(event) => setBody({ ...body, top: event.target.checked })}
        />
        {t('centre.faq.top')}
      </label>
      <SortOrderField
        id="faq-sort"
        value={body.sortOrder}
        onChange={(sortOrder) => setBody({ ...body, sortOrder })}
      />
      <PeriodFields value={body} onChange={(period) => setBody({ ...body, ...period })} />
      <SaveBar busy={busy} error={error} />
    </form>
  );
}

/** FAQ: the categories, then the questions of one category (or all) with their publishing state. */
export function CentreFaqScreen() {
  const { t } = useT();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const categories = useQuery({ queryKey: [...CENTRE_KEY, 'categories'], queryFn: centreApi.categories });
  const nameOf = (id: number) =>
    categories.data?.find((category) => category.categoryId === id)?.name['ko-KR'] ?? '';
  return (
    <div className="flex flex-col gap-6">
      <CategoryPanel />
      <CollectionScreen<DeskFaq>
        key={categoryId ?? 0}
        title={t('centre.faq.title')}
        name={`faqs-${categoryId ?? 0}`}
        load={(page) => centreApi.faqs(categoryId, page)}
        rowOf={(faq) => ({
          id: faq.faqId,
          title: faq.question['ko-KR'],
          meta: `${nameOf(faq.categoryId)}${faq.top ? ' · TOP' : ''} · ${faq.updatedAt.slice(0, 10)}`,
          display: faq.display
        })}
        setDisplay={(faq, display) => centreApi.faq.update(faq.faqId, { ...bodyOf(faq), display })}
        remove={centreApi.faq.remove}
        editor={(faq, done) => <FaqForm faq={faq} categoryId={categoryId} done={done} />}
        toolbar={
          <select
            aria-label={t('centre.faq.category')}
            value={categoryId ?? ''}
            onChange={(event) => setCategoryId(Number(event.target.value) || undefined)}
            className="min-h-11 self-start rounded-md border border-line bg-white px-3 text-sm"
          >
            <option value="">{t('centre.all')}</option>
            {categories.data?.map((category) => (
              <option key={category.categoryId} value={category.categoryId}>
                {category.name['ko-KR']}
              </option>
            ))}
          </select>
        }
      />
    </div>
  );
}
