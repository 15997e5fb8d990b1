import { zodResolver } from '@hookform/resolvers/zod';
import { MigrateInfoBodySchema, type MigrateInfoBody, type MigrateInfoResult } from '@mall/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { useTranslation } from '../../../shared/i18n/i18n';
import { apiMessage, fieldMessage, type Message } from '../../../shared/forms/form-messages';
import { findLegacyAccount } from '../api/migrate-api';
import { useMigrateMessages } from '../lib/migrate-messages';
import { TextField } from '../../../shared/forms/text-field';

const IDS = { legacyLoginId: 'migrate-legacy-id', password: 'migrate-legacy-password' } as const;

/** Step 1: the old id and password (MigrateInfoBodySchema). A refused pair empties the password. */
export function FindLegacyForm({
  onFound,
  notice
}: {
  onFound: (found: MigrateInfoResult) => void;
  notice: string | null;
}) {
  const { t } = useTranslation('accounts');
  const { text } = useMigrateMessages();
  const [formError, setFormError] = useState<Message | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting }
  } = useForm<MigrateInfoBody>({
    resolver: zodResolver(MigrateInfoBodySchema),
    defaultValues: { legacyLoginId: '', password: '' },
    // After the first submit a message goes as soon as the field is fixed.
    reValidateMode: 'onChange'
  });

  const onValid = async (body: MigrateInfoBody) => {
    setValue('legacyLoginId', body.legacyLoginId);
    setFormError(null);
    try {
      onFound(await findLegacyAccount(body.legacyLoginId, body.password));
    } catch (error) {
      setValue('password', '');
      setFormError(apiMessage(error));
      setFocus('password');
    }
  };

  const idError = text(fieldMessage(errors.legacyLoginId));
  const passwordError = text(fieldMessage(errors.password));
  return (
    <form
      noValidate
      onSubmit={guardedSubmit(isSubmitting, () => setFormError(null), handleSubmit(onValid))}
      className="flex flex-col gap-4"
      aria-busy={isSubmitting}
    >
      <h2 className="text-lg font-bold">{t('migrate.find.title')}</h2>
      <p className="-mt-2 text-sm leading-relaxed text-muted">{t('migrate.find.lead')}</p>
      {notice && (
        <p role="status" className="rounded-xl bg-cream-deep px-4 py-3 text-sm leading-relaxed">
          {notice}
        </p>
      )}
      <TextField
        id={IDS.legacyLoginId}
        label={t('migrate.find.idLabel')}
        error={idError}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={30}
        placeholder={t('migrate.find.idPlaceholder')}
        {...register('legacyLoginId')}
      />
      <TextField
        id={IDS.password}
        label={t('migrate.find.passwordLabel')}
        error={passwordError}
        type="password"
        autoComplete="current-password"
        maxLength={64}
        placeholder={t('migrate.find.passwordPlaceholder')}
        {...register('password')}
      />
      {formError && (
        <p
          role="alert"
          data-testid="migrate-error"
          className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
        >
          {text(formError)}
        </p>
      )}
      <button type="submit" className="btn-primary h-12 w-full" disabled={isSubmitting}>
        {isSubmitting ? t('migrate.find.submitting') : t('migrate.find.submit')}
      </button>
    </form>
  );
}
