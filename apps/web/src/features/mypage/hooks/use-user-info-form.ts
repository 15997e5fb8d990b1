import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMobile,
  MobileSchema,
  normalizeMobile,
  UserInfoFormSchema,
  type UpdateUserInfoBody,
  type UserInfo,
  type UserInfoFormInput
} from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';
import { emailFieldIds } from '../../../shared/forms/email-verification';
import { useEmailVerification, type EmailFlow } from '../../../shared/forms/use-email-verification';
import {
  apiFieldError,
  apiMessage,
  ruleKey,
  ruleMessage,
  type Message
} from '../../../shared/forms/form-messages';
import { meQueryKey } from '../../../shared/session/account-api';
import { updateUserInfo } from '../api/account-mutations';
import { accountKeys } from '../api/account-queries';

type Values = UserInfoFormInput;
/** The inputs a refusal can land on (the email is the shared verification field's). */
type Field = 'mobileNumber' | 'email' | 'currentPassword';

export const USER_INFO_EMAIL_PREFIX = 'userinfo-email';
export const USER_INFO_IDS: Record<Field, string> = {
  mobileNumber: 'userinfo-mobile',
  email: emailFieldIds(USER_INFO_EMAIL_PREFIX).local,
  currentPassword: 'userinfo-current-password'
};
/** Focus order for the first refusal. */
const ORDER: readonly Field[] = ['mobileNumber', 'email', 'currentPassword'];
/** The API's field paths onto this form's inputs. */
const SERVER_FIELDS: Record<string, Field> = {
  mobileNumber: 'mobileNumber',
  email: 'email',
  emailVerificationToken: 'email',
  currentPassword: 'currentPassword'
};

/** A refusal of the whole form, or what saving did (a text of `mypageAccount.userInfo`). */
export type UserInfoNotice =
  | { kind: 'error'; message: Message }
  | { kind: 'success' | 'info'; text: 'saved' | 'savedWithEmail' | 'nothingChanged' };

const valuesOf = (info: UserInfo): Values => ({
  mobileNumber: formatMobile(info.mobileNumber ?? ''),
  changingEmail: false,
  currentPassword: '',
  marketingEmail: info.marketingEmail,
  marketingSms: info.marketingSms
});

function focusFirst(found: Partial<Record<Field, unknown>>): boolean {
  const first = ORDER.find((field) => found[field]);
  if (first) document.getElementById(USER_INFO_IDS[first])?.focus();
  return first !== undefined;
}

/** Only what changed goes to the API; a new address brings its proof and the current password. */
function changes(info: UserInfo, values: Values, flow: EmailFlow): UpdateUserInfoBody {
  const body: UpdateUserInfoBody = {};
  const digits = normalizeMobile(values.mobileNumber.trim());
  if (digits !== (info.mobileNumber ?? '')) body.mobileNumber = digits;
  if (values.changingEmail && flow.status === 'verified') {
    body.email = flow.email;
    body.emailVerificationToken = flow.token;
    body.currentPassword = values.currentPassword.trim();
  }
  if (values.marketingEmail !== info.marketingEmail) body.marketingEmail = values.marketingEmail;
  if (values.marketingSms !== info.marketingSms) body.marketingSms = values.marketingSms;
  return body;
}

/**
 * /mypage/userInfo's form on react-hook-form with the domain's UserInfoFormSchema (mobile, the current
 * password while an email changes, the consents) and the shared email verification for a new address.
 * A field is judged when left and as typed from then on; on submit the first refused input takes the
 * focus; the server's refusals land on their inputs.
 */
export function useUserInfoForm(info: UserInfo) {
  const queryClient = useQueryClient();
  const email = useEmailVerification('CHANGE_EMAIL');
  const [notice, setNotice] = useState<UserInfoNotice | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(UserInfoFormSchema, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: valuesOf(info),
    // The email sits between the mobile and the password: focus is decided here (focusFirst).
    shouldFocusError: false
  });
  const { getValues, setValue, setError, clearErrors, reset } = form;

  /** What the schema cannot know: a new address not proved by its code yet. */
  function emailRefusal(): Message | null {
    if (!getValues('changingEmail') || email.flow.status === 'verified') return null;
    const refusal = email.validate() ?? ruleMessage('SIG_ValidEmailAuth');
    email.setEmailError(refusal);
    return refusal;
  }

  function startEmailChange() {
    setValue('changingEmail', true);
    setNotice(null);
  }

  function cancelEmailChange() {
    setValue('changingEmail', false);
    setValue('currentPassword', '');
    clearErrors('currentPassword');
    email.reset();
    email.setEmailError(null);
  }

  /** The mobile is shown 3-4-4 once it is left, when it is a valid number. */
  function formatMobileOnBlur() {
    const value = getValues('mobileNumber').trim();
    if (!ruleKey(MobileSchema, value)) setValue('mobileNumber', formatMobile(normalizeMobile(value)));
  }

  function refusedByServer(error: unknown) {
    if (!isApiError(error)) return setNotice({ kind: 'error', message: apiMessage(error) });
    const found: Partial<Record<Field, Message>> = {};
    if (error.code === 'PASSWORD_MISMATCH') {
      found.currentPassword = apiMessage(error);
      setValue('currentPassword', '');
      setError('currentPassword', apiFieldError(error));
    } else if (error.code === 'EMAIL_TAKEN' || error.code === 'EMAIL_NOT_VERIFIED') {
      // The proof is spent or refused: the address needs a fresh code.
      email.reset();
      found.email = apiMessage(error);
    } else {
      for (const field of error.fields) {
        const target = SERVER_FIELDS[field.field];
        if (target && !found[target]) found[target] = ruleMessage(field.code);
      }
      for (const name of ['mobileNumber', 'currentPassword'] as const) {
        const message = found[name];
        if (message?.kind === 'rule') setError(name, { type: 'rule', message: message.key });
      }
    }
    if (found.email) email.setEmailError(found.email);
    if (!focusFirst(found)) setNotice({ kind: 'error', message: apiMessage(error) });
  }

  async function save(values: Values) {
    if (emailRefusal()) return void focusFirst({ email: true });
    const body = changes(info, values, email.flow);
    if (Object.keys(body).length === 0) return setNotice({ kind: 'info', text: 'nothingChanged' });
    try {
      const saved = await updateUserInfo(info.userSeqNo, body);
      queryClient.setQueryData(accountKeys.userInfo(info.userSeqNo), saved);
      void queryClient.invalidateQueries({ queryKey: meQueryKey(info.userSeqNo) });
      if (body.email) cancelEmailChange();
      reset(valuesOf(saved));
      setNotice({ kind: 'success', text: body.email ? 'savedWithEmail' : 'saved' });
    } catch (error) {
      refusedByServer(error);
    }
  }

  function refusedHere(found: FieldErrors<Values>) {
    focusFirst({ ...found, email: emailRefusal() });
  }

  return {
    form,
    email,
    notice,
    setNotice,
    submit: form.handleSubmit(save, refusedHere),
    startEmailChange,
    cancelEmailChange,
    formatMobileOnBlur
  };
}

export type UserInfoFormState = ReturnType<typeof useUserInfoForm>;
