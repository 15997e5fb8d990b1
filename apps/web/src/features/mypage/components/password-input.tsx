import { useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldLabel, FieldMessages, inputClass } from '../../../shared/forms/field';
import { EyeIcon } from '../../../shared/ui/eye-icon';

/** A password input with its label, show/hide button and messages (`${id}-error` / `-hint` / `-ok`). */
export function PasswordInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  success,
  autoComplete,
  placeholder,
  inputRef
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  hint?: ReactNode;
  success?: string | null;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('accounts');
  const [shown, setShown] = useState(false);
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint, success })}
          className={`${inputClass(Boolean(error))} pr-12`}
        />
        <button
          type="button"
          onClick={() => setShown((current) => !current)}
          aria-pressed={shown}
          aria-label={`${label}: ${shown ? t('signup.info.hidePassword') : t('signup.info.showPassword')}`}
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
