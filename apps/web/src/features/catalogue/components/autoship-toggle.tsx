import { useTranslation } from '../../../shared/i18n/i18n';

/**
 * "Autoship only" as a chip: a real checkbox (keyboard, screen readers announce its state) drawn as a
 * pill that fills when on, sized like the sort select next to it.
 */
export function AutoshipToggle({
  checked,
  onChange
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="relative inline-flex h-10 cursor-pointer select-none items-center">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span className="inline-flex h-10 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-white px-3.5 text-sm font-medium text-ink transition-colors hover:border-plum peer-checked:border-plum peer-checked:bg-plum peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum">
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="14"
          height="14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {checked ? <path d="M3 8.5l3.2 3L13 4.5" /> : <circle cx="8" cy="8" r="5.5" />}
        </svg>
        {t('catalogue.autoshipOnly')}
      </span>
    </label>
  );
}
