import type { EasyBagSummary } from '@mall/domain';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/lib/format';
import { useTranslation } from '../../../shared/i18n/i18n';
import { bagPaths } from '../lib/bag-paths';
import { panelClass } from './bag-parts';

const action =
  'inline-flex min-h-10 items-center justify-center rounded-full border border-line px-3.5 text-sm font-semibold text-ink hover:border-plum hover:text-plum';

/** One bag of the list: name, number of products, created date; copy and share its link, edit, delete. */
export function BagRow({
  bag,
  onCopy,
  onShare,
  onDelete,
  deleting
}: {
  bag: EasyBagSummary;
  onCopy: () => void;
  onShare: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('planner');
  return (
    <li className={`${panelClass} flex flex-col gap-4`} data-testid="bag-row">
      <div className="min-w-0">
        <Link
          to={bagPaths.detail(bag.bagId)}
          className="text-lg font-bold break-words text-ink hover:text-plum"
          data-testid="bag-row-name"
        >
          {bag.name}
        </Link>
        <p className="mt-1 text-sm text-muted">
          {t('bag.list.lineCount', { count: bag.lineCount })}
          <span aria-hidden="true"> · </span>
          {t('bag.list.created', { date: formatDate(bag.createdAt) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={action} onClick={onCopy} data-testid="bag-copy">
          {t('bag.list.copy')}
        </button>
        <button type="button" className={action} onClick={onShare}>
          {t('bag.list.share')}
        </button>
        <Link to={bagPaths.detail(bag.bagId)} className={action}>
          {t('bag.list.edit')}
        </Link>
        <button
          type="button"
          className={`${action} text-coral-strong hover:border-coral-strong hover:text-coral-strong`}
          onClick={onDelete}
          disabled={deleting}
          data-testid="bag-delete"
        >
          {t('bag.list.delete')}
        </button>
      </div>
    </li>
  );
}
