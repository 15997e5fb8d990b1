import type { ReactNode } from 'react';

/** One titled block of the checkout page. */
export function Section({
  id,
  title,
  children,
  aside
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className="rounded-2xl bg-white p-4 md:p-6">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-bold text-ink md:text-lg">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A refusal under a checkout section, announced as it appears; `id` is what its input points at. */
export function ProblemText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} data-testid={id} role="alert" className="mt-2 text-sm text-coral-strong">
      {children}
    </p>
  );
}
