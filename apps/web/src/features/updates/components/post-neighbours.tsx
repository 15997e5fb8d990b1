import type { BoardPathKind, BoardPost } from '@mall/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { updatePaths } from '../lib/update-paths';

/** The older and newer posts of the same kind, as the shop's boards show them under a post. */
export function PostNeighbours({ post, kind }: { post: BoardPost; kind: BoardPathKind }) {
  const { t } = useTranslation('content');
  const rows = [
    { key: 'previous', label: t('updates.previous'), other: post.previous, none: t('updates.noPrevious') },
    { key: 'next', label: t('updates.next'), other: post.next, none: t('updates.noNext') }
  ] as const;
  return (
    <ul className="divide-y divide-line border-y border-line text-sm" data-testid="post-neighbours">
      {rows.map(({ key, label, other, none }) => (
        <li key={key} className="flex items-center gap-4 px-1 py-3.5">
          <span className="w-16 shrink-0 font-semibold text-muted md:w-20">{label}</span>
          {other ? (
            <Link
              to={updatePaths.post(kind, other.boardId)}
              rel={key === 'previous' ? 'prev' : 'next'}
              className="min-w-0 flex-1 truncate text-ink hover:text-plum"
            >
              {other.title}
            </Link>
          ) : (
            <span className="text-muted">{none}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
