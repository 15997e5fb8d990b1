import { BADGES, type Badge } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

const STYLE: Partial<Record<Badge, string>> = {
  BEST: 'bg-plum text-white',
  NEW: 'bg-coral text-ink',
  SPECIAL: 'bg-coral-soft text-coral-strong',
  LIMITED: 'bg-ink text-white'
};

/** Product badges in the domain's display order, translated. */
export function BadgeList({ tags, max }: { tags: readonly Badge[]; max?: number }) {
  const { t } = useTranslation();
  const ordered = BADGES.filter((badge) => tags.includes(badge)).slice(0, max);
  if (ordered.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {ordered.map((badge) => (
        <li
          key={badge}
          className={`rounded px-1.5 py-0.5 text-[11px] font-bold leading-none tracking-wide ${STYLE[badge] ?? 'bg-plum-soft text-plum'}`}
        >
          {t(`catalogue.badge.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
