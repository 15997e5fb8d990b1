import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CENTRE_KEY, type Paged } from '../../api/centre';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Field, Notice } from '../../components/field';
import { PagedList } from '../../components/paged-list';
import { messageOf } from '../../api';
import { useDocumentTitle, useT } from '../../i18n';

/** A row of an editorial collection: its id, shown title and line, and whether it is published. */
export type CollectionRow = { id: number; title: string; meta: string; display: boolean };

/**
 * One collection of the centre desk (FAQ, guides, documents, centres): every row with its publishing state, a
 * publish / unpublish toggle, delete after a confirmation, and the editor (new or the chosen row) above the list.
 */
export function CollectionScreen<T>({
  title,
  name,
  load,
  rowOf,
  setDisplay,
  remove,
  editor,
  toolbar
}: {
  title: string;
  name: string;
  load: (page: number) => Promise<Paged<T> | T[]>;
  rowOf: (item: T) => CollectionRow;
  setDisplay: (item: T, display: boolean) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
  editor: (item: T | null, done: () => void) => ReactNode;
  toolbar?: ReactNode;
}) {
  const { t } = useT();
  useDocumentTitle(title);
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CollectionRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...CENTRE_KEY, name, page, load],
    queryFn: () => load(page),
    placeholderData: keepPreviousData
  });
  const items = Array.isArray(query.data) ? query.data : (query.data?.list ?? []);
  const refresh = () => client.invalidateQueries({ queryKey: CENTRE_KEY });
  const done = () => {
    setEditing(null);
    void refresh();
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${name}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={`${name}-title`} className="text-xl font-semibold">
          {title}
        </h1>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="inline-flex min-h-11 items-center rounded-md bg-plum px-4 text-sm font-medium text-white"
        >
          {t('centre.new')}
        </button>
      </div>
      {toolbar}
      {editing !== null && (
        <div className="rounded-lg border border-plum bg-white p-4">
          {editor(editing === 'new' ? null : editing, done)}
          <button
            type="button"
            className="mt-2 min-h-11 text-sm text-muted underline"
            onClick={() => setEditing(null)}
          >
            {t('dialog.cancel')}
          </button>
        </div>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      <PagedList
        error={query.error}
        isPending={query.isPending}
        empty={items.length === 0 ? t('centre.empty') : null}
        page={page}
        totalPages={Array.isArray(query.data) ? undefined : query.data?.totalPageNumber}
        onPage={setPage}
      >
        <ul
          className="divide-y divide-line rounded-lg border border-line bg-white"
          data-testid={`centre-${name}`}
        >
          {items.map((item) => {
            const row = rowOf(item);
            return (
              <li key={row.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${row.display ? 'bg-plum-soft text-plum-dark' : 'bg-cream text-muted'}`}
                >
                  {row.display ? t('centre.published') : t('centre.draft')}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{row.title}</span>
                  <span className="block text-xs text-muted">{row.meta}</span>
                </span>
                <button
                  type="button"
                  className="min-h-11 px-2 text-plum underline"
                  onClick={() => setEditing(item)}
                >
                  {t('centre.edit')}
                </button>
                <button
                  type="button"
                  className="min-h-11 px-2 text-plum underline"
                  onClick={() => {
                    setError(null);
                    setDisplay(item, !row.display)
                      .then(refresh)
                      .catch((caught: unknown) => setError(messageOf(caught, t('error.generic'))));
                  }}
                >
                  {row.display ? t('centre.unpublish') : t('centre.publish')}
                </button>
                <button
                  type="button"
                  className="min-h-11 px-2 text-danger underline"
                  onClick={() => setDeleting(row)}
                >
                  {t('centre.delete')}
                </button>
              </li>
            );
          })}
        </ul>
      </PagedList>
      {deleting && (
        <ConfirmDialog
          title={t('centre.deleteTitle')}
          text={t('centre.deleteText', { name: deleting.title })}
          confirmLabel={t('centre.delete')}
          send={async () => {
            await remove(deleting.id);
            setDeleting(null);
            await refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

/** The save button and the refusal of an editor form. */
export function SaveBar({ busy, error }: { busy: boolean; error: string | null }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-2">
      {error && <Notice tone="error">{error}</Notice>}
      <button
        type="submit"
        disabled={busy}
        className="inline-flex min-h-11 items-center self-start rounded-md bg-plum px-5 text-sm font-medium text-white disabled:opacity-50"
      >
        {t('centre.save')}
      </button>
    </div>
  );
}

/** Runs an editor's save: busy while it runs, the API's message on refusal, `done` after. */
export function useSave(done: () => void) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (send: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await send();
      done();
    } catch (caught) {
      setError(messageOf(caught, t('error.generic')));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, save };
}

/** An editor's place in its list (0–9999, lower first). */
export function SortOrderField({
  id,
  value,
  onChange
}: {
  id: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useT();
  return (
    <Field
      id={id}
      label={t('centre.sortOrder')}
      type="number"
      min={0}
      max={9999}
      value={value}
      onChange={(event) => onChange(Number(event.target.value) || 0)}
    />
  );
}

/** Whether shoppers see the row. */
export function DisplayToggle({
  checked,
  onChange
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useT();
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t('centre.published')}
    </label>
  );
}
