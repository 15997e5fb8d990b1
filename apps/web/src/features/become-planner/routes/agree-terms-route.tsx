import { zodResolver } from '@hookform/resolvers/zod';
import {
  ConversionTermsSchema,
  PLANNER_TERMS,
  PLANNER_TERMS_KINDS,
  type ConversionTerms
} from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { convertToPlanner, refreshSessionAfterConversion } from '../api/conversion-api';
import { ConversionError, ConversionFrame } from '../components/conversion-frame';
import {
  finishConversion,
  missingConversionData,
  readConversionState,
  restartConversion
} from '../lib/conversion-session';
import { TermsViewButton } from '../../terms';

/** Refusals that need a new verification. */
const VERIFY_AGAIN = new Set([
  'CERT_ALREADY_USED',
  'CERT_EXPIRED',
  'CERT_NOT_VERIFIED',
  'CERT_REQUEST_NOT_FOUND',
  'CERT_PURPOSE_NOT_ALLOWED'
]);

const checkboxClass = 'size-5 shrink-0 rounded border-line accent-plum';

/**
 * /mypage/conversionToPlanner/agreeTerms: the planner terms (required ones marked, each with its text in the terms
 * modal, docs/decisions/077) and the conversion
 * call, which spends the verification; then a fresh session so header and guards see a planner.
 * React-hook-form with the domain's ConversionTermsSchema: a missing required term is focused, and the
 * message stays until every required one is ticked.
 */
export function ConversionAgreeTermsRoute() {
  const { t } = useTranslation('accounts');
  const { t: tc, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state] = useState(readConversionState);
  const [failure, setFailure] = useState<{ code: string; verifyAgain: boolean } | null>(null);
  const { register, handleSubmit, setValue, watch, formState } = useForm<ConversionTerms>({
    resolver: zodResolver(ConversionTermsSchema),
    defaultValues: {
      agreements: Object.fromEntries(PLANNER_TERMS.map((terms) => [terms.code, false]))
    }
  });
  const { errors, isSubmitting, isSubmitted } = formState;
  const agreed = watch('agreements');
  const missing = missingConversionData('agreeTerms', state);
  if (missing) return <Navigate to={paths.conversionStep(missing)} replace />;

  const allAgreed = PLANNER_TERMS.every((terms) => agreed[terms.code] === true);
  const missingRequired = Boolean(errors.agreements);

  async function convert(terms: ConversionTerms) {
    try {
      const result = await convertToPlanner({
        certificationRequestId: state.requestId!,
        mobileNumber: state.mobile!,
        agreements: Object.fromEntries(
          PLANNER_TERMS.map((item) => [item.code, terms.agreements[item.code] === true])
        )
      });
      finishConversion({
        userNumber: result.userNumber,
        previousUserNumber: result.previousUserNumber,
        beautyPlannerDatetime: result.beautyPlannerDatetime
      });
      // Converted either way; a failed refresh only means the next page load picks the planner up.
      await refreshSessionAfterConversion(queryClient).catch(() => undefined);
      await navigate(paths.conversionStep('complete'), { replace: true });
    } catch (error) {
      const code = isApiError(error) ? error.code : 'UNKNOWN';
      const verifyAgain = VERIFY_AGAIN.has(code);
      if (verifyAgain) restartConversion();
      setFailure({ code, verifyAgain });
    }
  }

  const errorText = (code: string) =>
    i18n.exists(`error.${code}`, { ns: 'accounts' })
      ? t(`error.${code}` as 'error.ALT_CustomerOnly')
      : tc((i18n.exists(`error.${code}`) ? `error.${code}` : 'error.UNKNOWN') as 'error.UNKNOWN');

  return (
    <ConversionFrame step="agreeTerms" title={t('conversion.terms.title')} lead={t('conversion.terms.lead')}>
      <form
        noValidate
        onSubmit={guardedSubmit(isSubmitting, () => setFailure(null), handleSubmit(convert))}
        aria-busy={isSubmitting}
        className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-5 md:p-8"
      >
        <label className="flex items-center gap-3 rounded-xl bg-plum-soft/60 px-4 py-3 font-bold">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={allAgreed}
            onChange={(event) => {
              for (const terms of PLANNER_TERMS)
                setValue(`agreements.${terms.code}`, event.target.checked, { shouldValidate: isSubmitted });
            }}
          />
          {t('conversion.terms.all')}
        </label>
        <ul className="flex flex-col gap-3">
          {PLANNER_TERMS.map((terms) => (
            <li key={terms.code} className="flex items-start gap-2 rounded-xl border border-line px-4 py-3">
              <label className="flex flex-1 items-start gap-3">
                <input
                  id={`conversion-terms-${terms.code}`}
                  type="checkbox"
                  className={`${checkboxClass} mt-0.5`}
                  aria-invalid={errors.agreements?.[terms.code] ? true : undefined}
                  {...register(`agreements.${terms.code}`)}
                />
                <span>
                  <span className={`mr-1 text-xs font-bold ${terms.required ? 'text-plum' : 'text-muted'}`}>
                    {terms.required ? t('conversion.terms.required') : t('conversion.terms.optional')}
                  </span>
                  <span className="font-semibold">{t(`conversion.terms.${terms.code}.title`)}</span>
                </span>
              </label>
              <TermsViewButton
                kind={PLANNER_TERMS_KINDS[terms.code]}
                title={t(`conversion.terms.${terms.code}.title`)}
                label={t('conversion.terms.viewTerms', { title: t(`conversion.terms.${terms.code}.title`) })}
              >
                {t('conversion.terms.view')}
              </TermsViewButton>
            </li>
          ))}
        </ul>
        <div aria-live="polite">
          {missingRequired && <ConversionError message={t('conversion.terms.requiredMissing')} />}
          {failure && (
            <ConversionError
              message={errorText(failure.code)}
              action={
                failure.verifyAgain ? (
                  <Link
                    to={paths.conversionStep('certificate')}
                    className="font-semibold text-plum underline underline-offset-4"
                  >
                    {t('conversion.verifyAgain')}
                  </Link>
                ) : undefined
              }
            />
          )}
        </div>
        <div className="grid grid-cols-[auto_1fr] gap-3">
          <Link to={paths.conversionStep('enterInformation')} className="btn-secondary h-12 px-6">
            {t('conversion.back')}
          </Link>
          <button type="submit" className="btn-primary h-12 w-full" disabled={isSubmitting}>
            {isSubmitting ? t('conversion.terms.submitting') : t('conversion.terms.submit')}
          </button>
        </div>
      </form>
    </ConversionFrame>
  );
}
