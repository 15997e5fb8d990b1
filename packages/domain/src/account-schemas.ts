import * as z from 'zod';
import { plainText } from './inputs.ts';
import { USER_TYPES } from './member-rules.ts';

/**
 * SPEC §5 account rules as schemas. Each refusal's message is the spec's message key, which the
 * storefront translates and the API returns as the field's `code`. Text inputs are trimmed.
 */
/** 4-20 letters or digits with at least one letter: an all-digit id could pass for a member number. */
export const LOGIN_ID_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9]{4,20}$/;
/** Member numbers are exactly ten digits; login by number is told apart by this form. */
export const MEMBER_NUMBER_PATTERN = /^[0-9]{10}$/;
/** Letters (Latin or Korean), digits and the spec's symbols only. */
export const PASSWORD_CHARACTERS = /^[A-Za-z0-9\u3131-\u318e\uac00-\ud7a3!@#$%^&*()_+=?.,~-]+$/;
export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 16;
export const NAME_MAX = 20;
export const MOBILE_MAX = 11;
export const EMAIL_DOMAINS = ['naver.com', 'gmail.com', 'daum.net', 'hanmail.net', 'nate.com'] as const;

export const LoginIdSchema = z.string().trim().regex(LOGIN_ID_PATTERN, 'UTI_Valid_LoginId');

export const PasswordSchema = z
  .string()
  .min(1, 'VA_EnterPassword')
  .min(PASSWORD_MIN, 'VA_PasswordLength')
  .max(PASSWORD_MAX, 'UTI_ValidatePassword5')
  .refine(
    (value) =>
      PASSWORD_CHARACTERS.test(value) &&
      /[A-Za-z\u3131-\u318e\uac00-\ud7a3]/.test(value) &&
      /[0-9]/.test(value),
    'VA_PasswordContain'
  );

/** Local part: letters, digits, dot, underscore, hyphen (3-64); domain with a suffix of 2+ letters. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'VA_EmailFormat')
  .regex(/^[a-z0-9._-]{3,64}@(?:[a-z0-9-]{1,63}\.)+[a-z]{2,}$/, 'VA_EmailFormat');

/** A mobile number as people type it: the hyphens and spaces of 010-1234-5678 / 010 1234 5678 go. */
export const normalizeMobile = (value: string) => value.replace(/[\s-]/g, '');

/** Digits only, at most 11, whatever separators were typed (every mobile field, on both sides). */
export const MobileSchema = z
  .string()
  .transform(normalizeMobile)
  .pipe(
    z
      .string()
      .min(1, 'ALT_InputMobile')
      .regex(/^[0-9]+$/, 'VA_MobileOnlyNumber')
      .max(MOBILE_MAX, 'VA_MobileLength')
  );

export const PersonNameSchema = plainText(200).pipe(
  z.string().min(1, 'VA_EnterName').max(NAME_MAX, 'VA_NameLength')
);

export const ReferrerNumberSchema = plainText(200).pipe(
  z.string().min(4, 'VA_ReferrerLength').max(20, 'VA_ReferrerLength')
);

/** User number as typed on login-like forms: required (LOG_ValidId), max 20 (VA_LoginIdLength). */
export const UserNumberInputSchema = plainText(200).pipe(
  z.string().min(1, 'LOG_ValidId').max(20, 'VA_LoginIdLength')
);

export const SignUpTypeSchema = z.enum(USER_TYPES);

/** Password and its confirmation: the confirmation must be non-empty and equal. */
export function withPasswordConfirmation<
  T extends z.ZodObject<{ password: typeof PasswordSchema; passwordConfirm: z.ZodString }>
>(schema: T) {
  return schema.refine(
    (value) => value.passwordConfirm.length > 0 && value.password === value.passwordConfirm,
    {
      path: ['passwordConfirm'],
      message: 'VA_PasswordConfirm'
    }
  );
}
