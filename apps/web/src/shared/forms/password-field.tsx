import { useState } from 'react';
import { EyeIcon } from '../ui/eye-icon';
import { describedBy, FieldLabel, FieldMessages, inputClass } from './field';
import type { TextFieldProps } from './text-field';

/**
 * A password input with a show/hide button inside it, its label and messages (ids as TextField's).
 * `toggleLabel(shown)` names the button for screen readers.
 */
export function PasswordField({
  id,
  label,
  error,
  hint,
  success,
  toggleLabel,
  className,
  ...input
}: Omit<TextFieldProps, 'trailing' | 'type'> & { toggleLabel: (shown: boolean) => string }) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint, success })}
          className={`${inputClass(Boolean(error))} pr-12 ${className ?? ''}`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setShown((current) => !current)}
          aria-pressed={shown}
          aria-label={toggleLabel(shown)}
          aria-controls={id}
          className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-plum-soft hover:text-plum"
        >
          <EyeIcon open={shown} />
        </button>
      </div>
      <FieldMessages id={id} error={error} hint={hint} success={success} />
    </div>
  );
}
