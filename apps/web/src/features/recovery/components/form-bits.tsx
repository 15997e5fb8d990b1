import type { ReactNode } from 'react';

/** The card every recovery screen sits in. */
export function RecoveryCard({
  titleId,
  title,
  lead,
  children
}: {
  titleId: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-8 md:py-14">
      <section
        aria-labelledby={titleId}
        className="w-full max-w-[480px] rounded-3xl bg-white px-5 py-8 shadow-sm ring-1 ring-line/70 md:px-10 md:py-10"
      >
        <h1 id={titleId} className="text-center text-2xl font-bold tracking-tight md:text-3xl">
          {title}
        </h1>
        {lead ? (
          <p className="mt-2 text-balance text-center text-sm leading-relaxed text-muted">{lead}</p>
        ) : null}
        <div className="mt-7">{children}</div>
      </section>
    </div>
  );
}
