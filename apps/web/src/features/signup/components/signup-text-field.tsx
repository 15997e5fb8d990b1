import type { ReactNode } from 'react';
import { describedBy, FieldLabel, FieldMessages, inputClass } from '../../../shared/forms/field';
import { IDS, type Field } from '../lib/signup-info-fields';

export type SignupTextFieldProps = {
  field: Field;
  label: string;
  value: string;
  error: string | null;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field) => void;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  hint?: ReactNode;
  success?: string | null;
  trailing?: ReactNode;
  inputClassName?: string;
  readOnly?: boolean;
};

/** One text input of the information step with its label and messages (ids from IDS). */
export function SignupTextField({
  field,
  label,
  value,
  error,
  onChange,
  onBlur,
  ...props
}: SignupTextFieldProps) {
  const id = IDS[field];
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            name={field}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete ?? 'off'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={props.maxLength}
            inputMode={props.inputMode}
            placeholder={props.placeholder}
            value={value}
            readOnly={props.readOnly}
            onChange={(event) => onChange(field, event.target.value)}
            onBlur={() => onBlur(field)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, { error, hint: props.hint, success: props.success })}
            className={`${inputClass(Boolean(error))} ${props.inputClassName ?? ''}`}
          />
        </div>
        {props.trailing}
      </div>
      <FieldMessages id={id} error={error} hint={props.hint} success={props.success} />
    </div>
  );
}
