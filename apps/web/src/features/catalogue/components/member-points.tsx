import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { formatNumber } from '../../../shared/lib/format';

type Props = { sp: number | null; bp: number | null; size?: 'card' | 'detail'; className?: string };

/**
 * SP and BP, a planner's sales and business points (SPEC §6). The API sends them only to active planners
 * (docs/decisions/026), so this shows whatever arrived and nothing when they are absent.
 */
export function MemberPoints({ sp, bp, size = 'card', className = '' }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (sp === null && bp === null) return null;
  const entries = [
    { key: 'sp', label: t('product.sp'), name: t('product.spName'), value: sp },
    { key: 'bp', label: t('product.bp'), name: t('product.bpName'), value: bp }
  ].filter((entry): entry is typeof entry & { value: number } => entry.value !== null);
  return (
    <dl
      data-testid="member-points"
      className={`flex flex-wrap gap-x-3 gap-y-1 font-semibold text-plum ${size === 'detail' ? 'text-sm' : 'text-xs'} ${className}`}
    >
      {entries.map((entry) => (
        <div key={entry.key} className="flex items-baseline gap-1">
          <dt className="rounded bg-plum/10 px-1.5 py-0.5 text-[11px] font-bold tracking-wide">
            <abbr title={entry.name} className="no-underline">
              {entry.label}
            </abbr>
          </dt>
          <dd className="tabular-nums">{formatNumber(entry.value, language)}</dd>
        </div>
      ))}
    </dl>
  );
}
