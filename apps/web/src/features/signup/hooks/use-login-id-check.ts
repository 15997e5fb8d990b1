import { LoginIdSchema } from '@mall/domain';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { apiMessage, ruleKey, ruleMessage, type Message } from '../../../shared/forms/form-messages';
import { isLoginIdTaken } from '../api/signup-api';
import { IDS } from '../lib/signup-info-fields';

/** The login id duplicate check: which id was asked, and whether it was taken. */
export function useLoginIdCheck(onMessage: (message: Message | null) => void) {
  const [idCheck, setIdCheck] = useState<{ value: string; taken: boolean } | null>(null);
  const [checkingId, setCheckingId] = useState(false);

  /** Checks the (trimmed) id: the format first, then the server. */
  async function checkLoginId(value: string) {
    if (checkingId) return;
    const key = ruleKey(LoginIdSchema, value);
    if (key) {
      onMessage(ruleMessage(key));
      document.getElementById(IDS.loginId)?.focus();
      return;
    }
    setCheckingId(true);
    try {
      const taken = await isLoginIdTaken(value);
      setIdCheck({ value, taken });
      onMessage(taken ? { kind: 'api', code: 'LOGIN_ID_TAKEN' } : null);
    } catch (error) {
      const field = isApiError(error) ? error.fields.find((f) => f.field === 'loginId') : undefined;
      onMessage(field ? ruleMessage(field.code) : apiMessage(error));
    } finally {
      setCheckingId(false);
    }
  }

  /** The refusal the submit gives for this id (null: checked and free). */
  function idRefusal(value: string): Message | null {
    if (!(idCheck && idCheck.value === value)) return ruleMessage('SIG_ValidCheckNickName');
    return idCheck.taken ? { kind: 'api', code: 'LOGIN_ID_TAKEN' } : null;
  }

  const isFree = (value: string) => idCheck !== null && idCheck.value === value && !idCheck.taken;
  const markTaken = (value: string) => setIdCheck({ value, taken: true });

  return { checkingId, checkLoginId, idRefusal, isFree, markTaken };
}
