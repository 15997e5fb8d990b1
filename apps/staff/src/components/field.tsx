import type { InputHTMLAttributes } from 'react';

/** A labelled input; `hint` is read out with it. */
export function Field({
  label,
  hint,
  id,
  ...input
}: { label: string; hint?: string; id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="rounded-md border border-line bg-white px-3 py-2 text-base"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** An error or notice line that screen readers announce when it appears. */
export function Notice({ tone, children }: { tone: 'error' | 'info'; children: React.ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-danger' : 'bg-plum-soft text-plum-dark'}`}
    >
      {children}
    </p>
  );
}
