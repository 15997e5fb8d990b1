import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldLabel, FieldMessages, inputClass } from '../../../shared/forms/field';

/** A labelled input of the migrate forms with its messages (ids `${id}-error` / `-hint` / `-ok`). */
export function MigrateTextField({
  id,
  label,
  error,
  hint,
  success,
  trailing,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error: string | null;
  hint?: string;
  success?: string | null;
  trailing?: ReactNode;
}) {
  const field = (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { error, hint, success })}
      className={inputClass(Boolean(error))}
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
