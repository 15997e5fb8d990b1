import type { ReactNode } from 'react';

/** A labelled form field with its refusal under it (inquiry form). */
export const fieldInput =
  'w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink focus:border-plum focus:outline-none aria-[invalid=true]:border-coral-strong';

export function Field(props: {
  id: string;
  label: string;
  error: string | null;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label htmlFor={props.id} className="text-sm font-semibold text-ink">
          {props.label}
        </label>
        {props.extra}
      </div>
      {props.children}
      {props.error && (
        <p id={`${props.id}-error`} role="alert" className="mt-1 text-sm text-coral-strong">
          {props.error}
        </p>
      )}
    </div>
  );
}
