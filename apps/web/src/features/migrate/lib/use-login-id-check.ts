import { LoginIdSchema, type MigrateCompleteBody } from '@mall/domain';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';
import { ruleKey } from '../../../shared/forms/form-messages';
import { isLoginIdTaken } from '../api/migrate-api';

/**
 * The new login id's duplicate check (SPEC §2 migration): the id checked last, whether the one typed now is it,
 * and the check itself; a refusal or a taken id goes on the field.
 */
export function useLoginIdCheck(form: UseFormReturn<MigrateCompleteBody>) {
  const [checkedId, setCheckedId] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const { getValues, setValue, clearErrors, setError, setFocus } = form;

  const isChecked = (loginId: string) => checkedId !== null && checkedId === loginId.trim().toLowerCase();
  const forget = () => setCheckedId(null);

  async function checkId() {
    const loginId = getValues('loginId').trim();
    setValue('loginId', loginId);
    clearErrors('loginId');
    setCheckedId(null);
    const rule = ruleKey(LoginIdSchema, loginId);
    if (rule) {
      setError('loginId', { type: 'rule', message: rule });
      setFocus('loginId');
      return;
    }
    setChecking(true);
    try {
      if (await isLoginIdTaken(loginId)) setError('loginId', { type: 'api', message: 'LOGIN_ID_TAKEN' });
      else setCheckedId(loginId.toLowerCase());
    } catch (error) {
      setError('loginId', { type: 'api', message: isApiError(error) ? error.code : 'UNKNOWN' });
    } finally {
      setChecking(false);
    }
  }

  return { isChecked, checking, checkId, forget };
}
