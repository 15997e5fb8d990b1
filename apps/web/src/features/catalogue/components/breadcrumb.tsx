import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';

export function Breadcrumb({ trail }: { trail: ReadonlyArray<{ label: string; to: string }> }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('a11y.breadcrumb')} className="text-xs text-muted md:text-[13px]">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to={paths.home()} className="hover:text-plum">
            {t('common.home')}
          </Link>
        </li>
        {trail.map((item, i) => (
          <li key={item.to} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {item.label}
              </span>
            ) : (
              <Link to={item.to} className="hover:text-plum">
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
