import { PersonNameSchema, UserNumberInputSchema } from '@mall/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { checkPlanner, type PlannerCheckResult } from '../api/office-api';

type Field = 'number' | 'name';
type Errors = Partial<Record<Field, string>>;
type Outcome = PlannerCheckResult['result'];

/** The spec key of a value's first refusal (the domain schemas' messages are spec keys). */
function refusal(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: string
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? 'invalid');
}

const RULES = new Set(['LOG_ValidId', 'VA_LoginIdLength', 'VA_EnterName', 'VA_NameLength']);

/**
 * /check/planner (SPEC §2, §4): planner number and name (both required) -> CHP_ActivePlanner or
 * CHP_NonActivePlanner. An unknown pair is "not an active planner" too: the screen says no more.
 */
export function PlannerCheckRoute() {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const id = useId();
  const numberRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const ruleText = (key: string) =>
    t(`office.plannerCheck.rule.${RULES.has(key) ? key : 'invalid'}` as 'office.plannerCheck.rule.invalid');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const userNumber = number.trim();
    const userName = name.trim();
    setNumber(userNumber);
    setName(userName);
    const numberKey = refusal(UserNumberInputSchema, userNumber);
    const nameKey = refusal(PersonNameSchema, userName);
    const next: Errors = {
      ...(numberKey ? { number: ruleText(numberKey) } : {}),
      ...(nameKey ? { name: ruleText(nameKey) } : {})
    };
    setErrors(next);
    setFailure(null);
    setOutcome(null);
    if (next.number || next.name) {
      (next.number ? numberRef : nameRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      setOutcome((await checkPlanner(userNumber, userName)).result);
    } catch (error) {
      if (isApiError(error) && error.code === 'MEMBER_NOT_FOUND') setOutcome('CHP_NonActivePlanner');
      else {
        setFailure(tc(isApiError(error) && error.status === 429 ? 'error.RATE_LIMITED' : 'error.UNKNOWN'));
      }
    } finally {
      setPending(false);
    }
  }

  const inputClass = (invalid: boolean) =>
    `h-12 w-full rounded-xl border bg-white px-4 text-[15px] placeholder:text-muted/70 focus:border-plum ${invalid ? 'border-coral-strong' : 'border-line'}`;

  return (
    <div className="container-page flex justify-center py-8 md:py-14">
      <DocumentTitle page={t('office.plannerCheck.title')} />
      <section
        aria-labelledby={`${id}-title`}
        className="w-full max-w-[480px] rounded-3xl bg-white px-5 py-8 shadow-sm ring-1 ring-line/70 md:px-10 md:py-10"
      >
        <h1 id={`${id}-title`} className="text-center text-2xl font-bold tracking-tight md:text-3xl">
          {t('office.plannerCheck.title')}
        </h1>
        <p className="mt-2 text-center text-sm leading-relaxed text-muted">{t('office.plannerCheck.lead')}</p>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-7 flex flex-col gap-4"
          aria-busy={pending}
        >
          {(
            [
              ['number', numberRef, number, setNumber, 20, 'off', 'numeric'],
              ['name', nameRef, name, setName, 20, 'off', 'text']
            ] as const
          ).map(([field, ref, value, setValue, max, autoComplete, inputMode]) => (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className="mb-1.5 block text-sm font-semibold">
                {t(`office.plannerCheck.${field}Label`)}
              </label>
              <input
                ref={ref}
                id={`${id}-${field}`}
                name={field === 'number' ? 'userNumber' : 'userName'}
                value={value}
                maxLength={max}
                autoComplete={autoComplete}
                inputMode={inputMode}
                onChange={(event) => setValue(event.target.value)}
                placeholder={t(`office.plannerCheck.${field}Placeholder`)}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
                className={inputClass(Boolean(errors[field]))}
              />
              {errors[field] && (
                <p id={`${id}-${field}-error`} className="mt-1.5 text-sm text-coral-strong">
                  {errors[field]}
                </p>
              )}
            </div>
          ))}
          {failure && (
            <p role="alert" className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong">
              {failure}
            </p>
          )}
          <button type="submit" className="btn-primary mt-1 h-12 w-full" disabled={pending}>
            {pending ? t('office.plannerCheck.submitting') : t('office.plannerCheck.submit')}
          </button>
        </form>
        <div aria-live="polite">
          {outcome && (
            <div
              data-testid="planner-check-result"
              data-result={outcome}
              className={`mt-6 rounded-2xl px-5 py-4 text-center ${outcome === 'CHP_ActivePlanner' ? 'bg-plum-soft text-plum' : 'bg-cream-deep text-ink'}`}
            >
              <p className="text-xs font-semibold uppercase tracking-wider text-muted">
                {t('office.plannerCheck.resultLabel')}
              </p>
              <p className="mt-1 text-lg font-bold">{t(`office.plannerCheck.${outcome}`)}</p>
              {outcome === 'CHP_NonActivePlanner' && (
                <p className="mt-1 text-sm leading-relaxed text-muted">
                  {t('office.plannerCheck.nonActiveHint')}
                </p>
              )}
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
