import type { DeskTermsVersion } from '@mall/domain';
import { useT } from '../../i18n';

/** 작성 중 / 시행 중 / 시행 예정 / 이전 버전: a version's state as the server clock sees it. */
export function StatusBadge({ row }: { row: DeskTermsVersion }) {
  const { t } = useT();
  const state =
    row.status === 'DRAFT'
      ? 'draft'
      : row.current
        ? 'current'
        : row.effectiveAt && new Date(row.effectiveAt) > new Date()
          ? 'scheduled'
          : 'earlier';
  const tone = {
    draft: 'bg-amber-100 text-amber-900',
    current: 'bg-emerald-100 text-emerald-900',
    scheduled: 'bg-sky-100 text-sky-900',
    earlier: 'bg-slate-100 text-muted'
  }[state];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs ${tone}`} data-state={state}>
      {t(`terms.state.${state}`)}
    </span>
  );
}
