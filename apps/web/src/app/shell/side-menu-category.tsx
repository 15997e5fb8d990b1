import type { Category } from '@mall/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isAppPath } from '../../features/catalogue';
import { paths } from '../../shared/config/paths';
import { useTranslation } from '../../shared/i18n/i18n';
import { ChevronDownIcon } from '../../shared/ui/icons';

/** A category's link: an app path as it is, otherwise its product list. */
export function categoryHref(category: Category): string {
  return isAppPath(category.categoryUrl) ? category.categoryUrl : paths.productList(category.categoryUrl);
}

export function CategorySection({ category, onNavigate }: { category: Category; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (category.children.length === 0) {
    return (
      <li>
        <Link
          to={categoryHref(category)}
          onClick={onNavigate}
          className="flex h-12 items-center px-5 text-[15px] font-semibold hover:text-plum"
        >
          {category.categoryName}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="flex h-12 w-full items-center justify-between px-5 text-left text-[15px] font-semibold hover:text-plum"
      >
        {category.categoryName}
        <ChevronDownIcon
          size={18}
          className={`text-muted transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="bg-cream px-5 py-2">
        <li>
          <Link
            to={categoryHref(category)}
            onClick={onNavigate}
            className="flex h-10 items-center text-sm font-medium text-plum"
          >
            {t('shell.categoryAll', { name: category.categoryName })}
          </Link>
        </li>
        {category.children.map((child) => (
          <li key={child.categoryId}>
            <Link
              to={categoryHref(child)}
              onClick={onNavigate}
              className="flex h-10 items-center text-sm text-ink hover:text-plum"
            >
              {child.categoryName}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
