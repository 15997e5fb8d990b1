import type { ReactNode } from 'react';

export const inputClass = (invalid: boolean) =>
  `h-12 w-full min-w-0 rounded-xl border bg-white px-4 text-[15px] placeholder:text-muted/70 focus:border-plum disabled:bg-cream disabled:text-muted ${
    invalid ? 'border-coral-strong' : 'border-line'
  }`;

export const sideButtonClass =
  'inline-flex h-12 shrink-0 items-center justify-center rounded-xl border border-plum px-4 text-sm font-semibold text-plum transition-colors hover:bg-plum-soft disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent';

/** Ids of what describes an input: its error, its hint, its confirmation (in that order). */
export function describedBy(id: string, parts: { error?: unknown; hint?: unknown; success?: unknown }) {
  const ids = [
    parts.error ? `${id}-error` : null,
    parts.hint ? `${id}-hint` : null,
    parts.success && !parts.error ? `${id}-ok` : null
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The message lines under an input; ids match `describedBy`. Announced politely as they change. */
export function FieldMessages({
  id,
  error,
  hint,
  success
}: {
  id: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  success?: string | null | undefined;
}) {
  return (
    <>
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} data-testid={`${id}-error`} className="mt-1.5 text-sm text-coral-strong">
            {error}
          </p>
        )}
        {!error && success && (
          <p id={`${id}-ok`} className="mt-1.5 text-sm font-medium text-plum">
            {success}
          </p>
        )}
      </div>
      {/* Outside the live region: hints (a countdown, rule lists) would be announced on every change. */}
      {hint && (
        <div id={`${id}-hint`} className="mt-1.5 text-xs leading-relaxed text-muted">
          {hint}
        </div>
      )}
    </>
  );
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold">
      {children}
    </label>
  );
}
