import type { Category } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { homeContentApi } from '../../api/home-content';
import { useT } from '../../i18n';

/** Categories of the tree, each indented by its level. */
function flatten(tree: Category[], out: { id: number; label: string }[] = []) {
  for (const category of tree) {
    out.push({
      id: category.categoryId,
      label: `${'— '.repeat(category.level - 1)}${category.categoryName}`
    });
    flatten(category.children, out);
  }
  return out;
}

export function Choice<V extends string>({
  label,
  value,
  options,
  labelOf,
  onChange
}: {
  label: string;
  value: V;
  options: readonly V[];
  labelOf: (value: V) => string;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className="min-h-11 rounded-md border border-line bg-white px-3 text-base"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CategoryChoice({
  value,
  onChange
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useT();
  const { data } = useQuery({ queryKey: ['staff', 'categories'], queryFn: homeContentApi.categories });
  const options = flatten(data ?? []);
  const ids = ['', ...options.map((option) => String(option.id))];
  return (
    <Choice
      label={t('homeContent.field.categoryId')}
      value={value === null ? '' : String(value)}
      options={ids}
      labelOf={(id) =>
        id === '' ? t('homeContent.siteWide') : (options.find((o) => String(o.id) === id)?.label ?? id)
      }
      onChange={(id) => onChange(id === '' ? null : Number(id))}
    />
  );
}
