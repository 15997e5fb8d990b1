import { RESET_PROOF_TTL_SECONDS, type RecoveryMethod } from '@mall/domain';

/**
 * The reset proof handed from /findAccount to /resetPassword. It lives in this module's memory only:
 * never in the URL, never in web storage, gone on reload (the person then verifies again) and never
 * shared with another tab.
 */
export type RecoveryProof = {
  method: RecoveryMethod;
  /** The address the proof is bound to (EMAIL only). */
  email?: string;
  token: string;
  maskedLoginId: string;
  /** Epoch ms after which the server will refuse it (checked again there). */
  expiresAt: number;
};

let current: RecoveryProof | null = null;

export const recoveryProof = {
  get(now = Date.now()): RecoveryProof | null {
    if (current && current.expiresAt <= now) current = null;
    return current;
  },
  set(proof: Omit<RecoveryProof, 'expiresAt'>, now = Date.now()): void {
    current = { ...proof, expiresAt: now + RESET_PROOF_TTL_SECONDS * 1000 };
  },
  clear(): void {
    current = null;
  }
};

/** The API refusals that mean "this proof is spent or too old: verify again". */
export const EXPIRED_PROOF_CODES: readonly string[] = ['EMAIL_NOT_VERIFIED', 'RESET_PROOF_INVALID'];
