import { Link } from 'react-router';

/**
 * Lists of one screen as underlined tabs (coupons active/used, notifications shopping/business): links, so each
 * list has its own address and the back button returns to it; the current one is marked for screen readers.
 */
export function TabLinks<Tab extends string>({
  tabs,
  current,
  label,
  hrefOf,
  nameOf,
  testId
}: {
  tabs: readonly Tab[];
  current: Tab;
  label: string;
  hrefOf: (tab: Tab) => string;
  nameOf: (tab: Tab) => string;
  testId: string;
}) {
  return (
    <nav aria-label={label} className="mb-5 flex border-b border-line" data-testid={testId}>
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={hrefOf(tab)}
          replace
          aria-current={tab === current ? 'page' : undefined}
          className={`-mb-px flex h-12 flex-1 items-center justify-center border-b-2 text-[15px] font-semibold md:flex-none md:px-8 ${
            tab === current ? 'border-plum text-plum' : 'border-transparent text-muted hover:text-ink'
          }`}
        >
          {nameOf(tab)}
        </Link>
      ))}
    </nav>
  );
}
