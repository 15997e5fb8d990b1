import type { ReactNode } from 'react';

export const inputClass = (invalid: boolean) =>
  `h-12 w-full min-w-0 rounded-xl border bg-white px-4 text-[15px] placeholder:text-muted/70 focus:border-plum disabled:bg-cream disabled:text-muted ${
    invalid ? 'border-coral-strong' : 'border-line'
  }`;

export const secondaryButtonClass =
  'inline-flex h-12 shrink-0 items-center justify-center rounded-xl border border-plum px-4 text-sm font-semibold text-plum transition-colors hover:bg-plum-soft disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent';

/** An input's error (announced) and hint lines; ids `${id}-error` / `${id}-hint` for aria-describedby. */
export function FieldNote({
  id,
  error,
  hint,
  ok
}: {
  id: string;
  error?: string | null;
  hint?: ReactNode;
  ok?: string | null;
}) {
  return (
    <>
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} data-testid={`${id}-error`} className="mt-1.5 text-sm text-coral-strong">
            {error}
          </p>
        ) : ok ? (
          <p id={`${id}-ok`} className="mt-1.5 text-sm font-medium text-plum">
            {ok}
          </p>
        ) : null}
      </div>
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-xs leading-relaxed text-muted">
          {hint}
        </div>
      ) : null}
    </>
  );
}

export function describedBy(
  id: string,
  parts: { error?: unknown; hint?: unknown; ok?: unknown }
): string | undefined {
  const ids = [
    parts.error ? `${id}-error` : null,
    parts.hint ? `${id}-hint` : null,
    parts.ok && !parts.error ? `${id}-ok` : null
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

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
        {lead ? <p className="mt-2 text-center text-sm leading-relaxed text-muted">{lead}</p> : null}
        <div className="mt-7">{children}</div>
      </section>
    </div>
  );
}
