import type { LinkTarget } from '@mall/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  href: string | null;
  target: LinkTarget;
  className?: string;
  label?: string;
  children: ReactNode;
};

/**
 * A content item's link: BLANK opens a new tab with rel="noopener noreferrer"; SELF stays in the tab (a
 * client-side navigation for the storefront's own paths). Without a link the content is plain.
 */
export function ContentLink({ href, target, className, label, children }: Props) {
  if (!href) return <div className={className}>{children}</div>;
  if (target === 'BLANK') {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} aria-label={label}>
      {children}
    </a>
  );
}
