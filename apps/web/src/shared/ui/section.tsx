import type { ReactNode } from 'react';

/**
 * One titled block of a form screen (checkout, autoship): a white panel with its heading and an optional control
 * beside it. `focusable` gives it an id and makes it focusable by script only, so a refused submit can move the
 * focus to the first block with a problem.
 */
export function Section({
  id,
  title,
  children,
  aside,
  focusable = false,
  className = 'rounded-2xl bg-white p-4 md:p-6'
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  focusable?: boolean;
  className?: string;
}) {
  return (
    <section
      id={focusable ? id : undefined}
      tabIndex={focusable ? -1 : undefined}
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={focusable ? `${className} outline-none` : className}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-bold text-ink md:text-lg">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A refusal under a field or block, announced as it appears; `id` is what its input points at. */
export function ProblemText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} data-testid={id} role="alert" className="mt-2 text-sm text-coral-strong">
      {children}
    </p>
  );
}
