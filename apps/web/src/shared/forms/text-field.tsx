import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldLabel, FieldMessages, inputClass } from './field';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: ReactNode;
  error: string | null | undefined;
  hint?: ReactNode;
  success?: string | null | undefined;
  /** A button beside the input (a duplicate check, a show-password toggle). */
  trailing?: ReactNode;
};

/**
 * A labelled input with its messages (ids `${id}-error` / `-hint` / `-ok`), for every account form.
 * The rest of the props go to the input, so react-hook-form's `register(...)` spreads onto it.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  success,
  trailing,
  className,
  ...input
}: TextFieldProps) {
  const field = (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { error, hint, success })}
      className={`${inputClass(Boolean(error))} ${className ?? ''}`}
      {...input}
    />
  );
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {trailing ? (
        <div className="flex gap-2">
          {field}
          {trailing}
        </div>
      ) : (
        field
      )}
      <FieldMessages id={id} error={error} hint={hint} success={success} />
    </div>
  );
}
