import type { ContentState, HomeContentKind, HomeContentRow } from '@mall/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../api';
import { HOME_CONTENT_KEY, homeContentApi } from '../../api/home-content';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice } from '../../components/field';
import { seoulDateTime } from '../../format';
import { useT } from '../../i18n';
import { nameOf, pictureOf } from './draft';

const STATE_TONE: Record<ContentState, string> = {
  LIVE: 'bg-green-50 text-green-800',
  SCHEDULED: 'bg-blue-50 text-blue-800',
  ENDED: 'bg-slate-100 text-slate-700',
  HIDDEN: 'bg-amber-50 text-amber-900'
};

export function StateBadge({ state }: { state: ContentState }) {
  const { t } = useT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_TONE[state]}`}>
      {t(`homeContent.state.${state}`)}
    </span>
  );
}

type Row = HomeContentRow[HomeContentKind];
const small = 'min-h-11 min-w-11 rounded-md border border-line bg-white px-2 text-sm disabled:opacity-40';

/** The kind's rows as cards (one layout from 375 px up): order buttons, show/hide, edit and delete. */
export function ContentRows({ kind, rows }: { kind: HomeContentKind; rows: Row[] }) {
  const { t } = useT();
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: [...HOME_CONTENT_KEY, kind] });
  const order = useMutation({
    mutationFn: (ids: number[]) => homeContentApi.order(kind, ids),
    onSettled: refresh
  });
  const display = useMutation({
    mutationFn: (row: Row) => homeContentApi.display(kind, row.id, !row.display),
    onSettled: refresh
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate(ids);
  };
  const failure = order.error ?? display.error;
  const busy = order.isPending || display.isPending;

  return (
    <>
      {failure && <Notice tone="error">{messageOf(failure, t('error.generic'))}</Notice>}
      <ol className="flex flex-col gap-2" aria-label={t(`homeContent.kind.${kind}`)}>
        {rows.map((row, index) => {
          const name = nameOf(row);
          const picture = pictureOf(row);
          return (
            <li
              key={row.id}
              className="flex flex-col gap-3 rounded-lg border border-line bg-white p-3 text-sm md:flex-row md:items-center"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {picture ? (
                  <img
                    src={picture}
                    alt=""
                    className="h-14 w-20 shrink-0 rounded border border-line object-cover"
                  />
                ) : (
                  <span className="h-14 w-20 shrink-0 rounded border border-dashed border-line" />
                )}
                <div className="flex min-w-0 flex-col gap-1">
                  <Link
                    to={`/home-content/${kind}/${row.id}`}
                    className="truncate font-medium text-plum-dark underline underline-offset-2"
                  >
                    {name}
                  </Link>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                    <StateBadge state={row.state} />
                    <span className="tabular-nums">
                      {seoulDateTime(row.startAt)} ~ {seoulDateTime(row.endAt)}
                    </span>
                    <span>{t('homeContent.order', { order: row.sortOrder })}</span>
                  </div>
                </div>
              </div>
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={small}
                  disabled={busy || index === 0}
                  aria-label={t('homeContent.up', { name })}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={busy || index === rows.length - 1}
                  aria-label={t('homeContent.down', { name })}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button type="button" className={small} disabled={busy} onClick={() => display.mutate(row)}>
                  {row.display ? t('homeContent.hide') : t('homeContent.show')}
                </button>
                <button type="button" className={`${small} text-danger`} onClick={() => setDeleting(row)}>
                  {t('homeContent.delete')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {deleting && (
        <ConfirmDialog
          title={t('homeContent.deleteTitle')}
          text={t('homeContent.deleteText', { name: nameOf(deleting) })}
          confirmLabel={t('homeContent.delete')}
          send={async () => {
            await homeContentApi.remove(kind, deleting.id);
            await refresh();
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
