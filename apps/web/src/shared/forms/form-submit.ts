import type { FormEvent } from 'react';

/**
 * A react-hook-form form's `onSubmit`: while a submit is being sent a second one is dropped (a double
 * click sends one request); otherwise `reset` clears the last form-wide refusal and `submit` runs
 * (`handleSubmit(onValid, onInvalid)`).
 */
export function guardedSubmit(
  sending: boolean,
  reset: () => void,
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>
) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (sending) return event.preventDefault();
    reset();
    void submit(event);
  };
}
