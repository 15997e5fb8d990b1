import { SEARCH_ORDER_TYPES, type SearchOrderType } from '@mall/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ChevronDownIcon } from '../../../shared/ui/icons';

export function SortSelect({
  value,
  onChange
}: {
  value: SearchOrderType;
  onChange: (value: SearchOrderType) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('catalogue.sortLabel')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = SEARCH_ORDER_TYPES.find((order) => order === event.target.value);
            if (next) onChange(next);
          }}
          className="h-10 appearance-none rounded-full border border-line bg-white py-0 pl-4 pr-9 text-sm font-medium text-ink hover:border-plum"
        >
          {SEARCH_ORDER_TYPES.map((order) => (
            <option key={order} value={order}>
              {t(`catalogue.sort.${order}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          size={16}
          className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
