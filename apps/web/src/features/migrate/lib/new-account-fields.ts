/** The new account form's inputs (components/new-account-form.tsx): ids, focus order, what the server names. */
export type TypedField = 'loginId' | 'password' | 'passwordConfirm';
export const IDS: Record<TypedField, string> = {
  loginId: 'migrate-login-id',
  password: 'migrate-password',
  passwordConfirm: 'migrate-password-confirm'
};
/** Focus order for the first refusal. */
export const ORDER = ['loginId', 'password', 'passwordConfirm', 'agreements'] as const;
export const SERVER_FIELDS = new Set<string>(['loginId', 'password', 'passwordConfirm']);
export const TOKEN_CODES = new Set([
  'MIGRATE_TOKEN_INVALID',
  'MIGRATE_TOKEN_EXPIRED',
  'MIGRATE_TOKEN_USED',
  'MIGRATE_ALREADY_DONE'
]);
