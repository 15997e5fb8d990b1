import { zodResolver } from '@hookform/resolvers/zod';
import { PlannerCheckBodySchema, type PlannerCheckBody as Body } from '@mall/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { checkPlanner, type PlannerCheckResult } from '../api/office-api';

type Outcome = PlannerCheckResult['result'];

const RULES = new Set(['LOG_ValidId', 'VA_LoginIdLength', 'VA_EnterName', 'VA_NameLength']);

/**
 * /check/planner (SPEC §2, §4): planner number and name (both required) -> CHP_ActivePlanner or
 * CHP_NonActivePlanner. An unknown pair is "not an active planner" too: the screen says no more.
 * React-hook-form with the domain's PlannerCheckBodySchema (the body the API checks too).
 */
export function PlannerCheckRoute() {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setValue, formState } = useForm<Body>({
    resolver: zodResolver(PlannerCheckBodySchema),
    defaultValues: { userNumber: '', userName: '' }
  });
  const { errors, isSubmitting } = formState;

  const ruleText = (key: string) =>
    t(`office.plannerCheck.rule.${RULES.has(key) ? key : 'invalid'}` as 'office.plannerCheck.rule.invalid');

  async function check({ userNumber, userName }: Body) {
    // The inputs show what was checked (trimmed).
    setValue('userNumber', userNumber);
    setValue('userName', userName);
    try {
      setOutcome((await checkPlanner(userNumber, userName)).result);
    } catch (error) {
      if (isApiError(error) && error.code === 'MEMBER_NOT_FOUND') setOutcome('CHP_NonActivePlanner');
      else {
        setFailure(tc(isApiError(error) && error.status === 429 ? 'error.RATE_LIMITED' : 'error.UNKNOWN'));
      }
    }
  }

  const reset = () => {
    setFailure(null);
    setOutcome(null);
  };

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
          onSubmit={guardedSubmit(isSubmitting, reset, handleSubmit(check))}
          className="mt-7 flex flex-col gap-4"
          aria-busy={isSubmitting}
        >
          {(
            [
              ['number', 'userNumber', 'numeric'],
              ['name', 'userName', 'text']
            ] as const
          ).map(([field, name, inputMode]) => {
            const key = errors[name]?.message;
            const error = key ? ruleText(key) : null;
            return (
              <div key={field}>
                <label htmlFor={`${id}-${field}`} className="mb-1.5 block text-sm font-semibold">
                  {t(`office.plannerCheck.${field}Label`)}
                </label>
                <input
                  id={`${id}-${field}`}
                  maxLength={20}
                  autoComplete="off"
                  inputMode={inputMode}
                  placeholder={t(`office.plannerCheck.${field}Placeholder`)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${field}-error` : undefined}
                  className={inputClass(Boolean(error))}
                  {...register(name)}
                />
                {error && (
                  <p id={`${id}-${field}-error`} className="mt-1.5 text-sm text-coral-strong">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {failure && (
            <p role="alert" className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong">
              {failure}
            </p>
          )}
          <button type="submit" className="btn-primary mt-1 h-12 w-full" disabled={isSubmitting}>
            {isSubmitting ? t('office.plannerCheck.submitting') : t('office.plannerCheck.submit')}
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
