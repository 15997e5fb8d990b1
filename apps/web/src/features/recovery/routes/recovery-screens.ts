/** The recovery screens as one lazy chunk, so the in-memory proof (lib/recovery-proof) is shared by both. */
export { FindAccountRoute } from './find-account-route';
export { ResetPasswordRoute } from './reset-password-route';
export { UnlockRoute } from './unlock-route';
