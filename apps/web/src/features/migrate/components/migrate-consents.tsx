import { TERMS, type TermsCode } from '@mall/domain';
import { useId, type Ref } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';

type Agreements = Partial<Record<TermsCode, boolean>>;
const REQUIRED = TERMS.filter((terms) => terms.required);

/** The consents of the new account: one box for all required terms, then each term. */
export function MigrateConsents({
  value,
  onChange,
  error,
  allRef
}: {
  value: Agreements;
  onChange: (next: Agreements) => void;
  error: string | null;
  allRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('accounts');
  const errorId = `${useId()}-error`;
  const allRequired = REQUIRED.every((terms) => value[terms.code] === true);
  return (
    <fieldset
      className="rounded-2xl border border-line px-4 py-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-semibold">{t('migrate.create.consents')}</legend>
      <label className="flex min-h-11 items-center gap-2 border-b border-line pb-2 text-sm font-semibold">
        <input
          ref={allRef}
          type="checkbox"
          className="size-5 accent-plum"
          checked={allRequired}
          onChange={(event) => {
            const on = event.target.checked;
            onChange({ ...value, ...Object.fromEntries(REQUIRED.map((terms) => [terms.code, on])) });
          }}
        />
        {t('migrate.create.all')}
      </label>
      <ul className="mt-1">
        {TERMS.map((terms) => (
          <li key={terms.code}>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-plum"
                checked={value[terms.code] === true}
                onChange={(event) => onChange({ ...value, [terms.code]: event.target.checked })}
              />
              <span>
                {t(`signup.agreeTerms.items.${terms.code}.title`)}{' '}
                <span className="text-muted">
                  {terms.required ? t('migrate.create.required') : t('migrate.create.optional')}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-coral-strong">
          {error}
        </p>
      )}
    </fieldset>
  );
}
