import type { DeskFaqCategory, DeskFaqCategoryBody, LocalizedText } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../api';
import { CENTRE_KEY, centreApi } from '../../api/centre';
import { Field, Notice } from '../../components/field';
import { LocalizedField } from '../../components/localized-field';
import { useT } from '../../i18n';
import { DisplayToggle, SaveBar, SortOrderField, useSave } from './collection';

function CategoryForm({ category, done }: { category: DeskFaqCategory | null; done: () => void }) {
  const { t } = useT();
  const [body, setBody] = useState<DeskFaqCategoryBody>(
    category
      ? {
          code: category.code,
          name: category.name,
          sortOrder: category.sortOrder,
          display: category.display
        }
      : { code: '', name: { 'ko-KR': '' }, sortOrder: 0, display: true }
  );
  const { busy, error, save } = useSave(done);
  return (
    <form
      className="flex flex-col gap-3 rounded-md border border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(() =>
          category ? centreApi.category.update(category.categoryId, body) : centreApi.category.create(body)
        );
      }}
    >
      <Field
        id="category-code"
        label={t('centre.category.code')}
        hint={t('centre.category.codeHint')}
        value={body.code}
        required
        maxLength={30}
        onChange={(event) => setBody({ ...body, code: event.target.value.toUpperCase() })}
      />
      <LocalizedField
        label={t('centre.category.name')}
        value={body.name}
        required
        maxLength={40}
        onChange={(name: LocalizedText) => setBody({ ...body, name: name })}
      />
      <SortOrderField
        id="category-sort"
        value={body.sortOrder}
        onChange={(sortOrder) => setBody({ ...body, sortOrder })}
      />
      <DisplayToggle checked={body.display} onChange={(display) => setBody({ ...body, display })} />
      <SaveBar busy={busy} error={error} />
    </form>
  );
}

/** FAQ categories: their order, names in three languages and display; one with questions is not deleted. */
export function CategoryPanel() {
  const { t } = useT();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: [...CENTRE_KEY, 'categories'], queryFn: centreApi.categories });
  const [editing, setEditing] = useState<DeskFaqCategory | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = () => {
    setEditing(null);
    void client.invalidateQueries({ queryKey: CENTRE_KEY });
  };
  return (
    <details className="rounded-lg border border-line bg-white p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('centre.category.title')}</summary>
      <ul className="divide-y divide-line text-sm">
        {data?.map((category) => (
          <li key={category.categoryId} className="flex flex-wrap items-center gap-2 py-2">
            <span className="flex-1">
              {category.name['ko-KR']}{' '}
              <span className="text-xs text-muted">
                {category.code} · {t('centre.category.items', { count: category.items })}
              </span>
            </span>
            {!category.display && <span className="text-xs text-muted">{t('centre.draft')}</span>}
            <button
              type="button"
              className="min-h-11 px-2 text-plum underline"
              onClick={() => setEditing(category)}
            >
              {t('centre.edit')}
            </button>
            <button
              type="button"
              className="min-h-11 px-2 text-danger underline"
              onClick={() => {
                setError(null);
                centreApi.category
                  .remove(category.categoryId)
                  .then(done)
                  .catch((caught: unknown) => setError(messageOf(caught, t('error.generic'))));
              }}
            >
              {t('centre.delete')}
            </button>
          </li>
        ))}
      </ul>
      {error && <Notice tone="error">{error}</Notice>}
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.categoryId}
          category={editing === 'new' ? null : editing}
          done={done}
        />
      ) : (
        <button
          type="button"
          className="mt-2 min-h-11 text-sm text-plum underline"
          onClick={() => setEditing('new')}
        >
          {t('centre.category.new')}
        </button>
      )}
    </details>
  );
}
