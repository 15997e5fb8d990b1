import { WITHDRAWAL_DETAIL_MAX, WITHDRAWAL_REASONS, type WithdrawalFormInput } from '@mall/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldMessages, inputClass } from '../../../shared/forms/field';
import { useTranslation } from '../../../shared/i18n/i18n';

/** The withdrawal form's inputs (withdrawal-form.tsx): their ids, which the server's field refusals name. */
export const IDS: Record<keyof WithdrawalFormInput, string> = {
  reason: 'withdrawal-reason',
  detail: 'withdrawal-detail',
  password: 'withdrawal-password',
  agree: 'withdrawal-agree'
};

/** The reasons to leave, one to choose, with its message. */
export function ReasonFieldset({
  selected,
  error,
  input
}: {
  selected: string | undefined;
  error: string | null;
  input: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('accounts');
  return (
    <fieldset aria-describedby={describedBy(IDS.reason, { error })}>
      <legend className="mb-2 text-sm font-semibold">{t('mypageAccount.withdrawal.reason')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WITHDRAWAL_REASONS.map((item) => (
          <label
            key={item}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 text-[15px] ${
              selected === item ? 'border-plum bg-plum-soft/50' : 'border-line'
            }`}
          >
            <input
              id={`${IDS.reason}-${item}`}
              type="radio"
              value={item}
              className="size-5 shrink-0 accent-plum"
              {...input}
            />
            {t(`mypageAccount.withdrawal.reasons.${item}`)}
          </label>
        ))}
      </div>
      <FieldMessages id={IDS.reason} error={error} />
    </fieldset>
  );
}

/** The optional words, with how many characters are left. */
export function DetailField({
  count,
  error,
  input
}: {
  count: number;
  error: string | null;
  input: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div>
      <label htmlFor={IDS.detail} className="mb-1.5 block text-sm font-semibold">
        {t('mypageAccount.withdrawal.detail')}{' '}
        <span className="font-normal text-muted">({t('mypageAccount.optional')})</span>
      </label>
      <textarea
        id={IDS.detail}
        rows={4}
        maxLength={WITHDRAWAL_DETAIL_MAX}
        placeholder={t('mypageAccount.withdrawal.detailPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(IDS.detail, { error, hint: true })}
        className={`${inputClass(Boolean(error))} h-auto py-3 leading-relaxed`}
        {...input}
      />
      <FieldMessages
        id={IDS.detail}
        error={error}
        hint={t('mypageAccount.withdrawal.detailCount', { count, max: WITHDRAWAL_DETAIL_MAX })}
      />
    </div>
  );
}

/** The explicit "I understand". */
export function AgreeField({ error, input }: { error: string | null; input: UseFormRegisterReturn }) {
  const { t } = useTranslation('accounts');
  return (
    <div>
      <label className="flex min-h-11 items-start gap-3 text-[15px] leading-relaxed">
        <input
          id={IDS.agree}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(IDS.agree, { error })}
          className="mt-0.5 size-5 shrink-0 rounded border-line accent-plum"
          {...input}
        />
        {t('mypageAccount.withdrawal.agree')}
      </label>
      <FieldMessages id={IDS.agree} error={error} />
    </div>
  );
}
