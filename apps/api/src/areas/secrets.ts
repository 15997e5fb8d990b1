import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';

/** The key purposes of sealed fields: one purpose's key never opens another's. */
export const STAFF_TOTP_PURPOSE = 'staff-totp';
export const REFUND_ACCOUNT_PURPOSE = 'refund-account-number';
export const RETURN_PHOTO_PURPOSE = 'return-photo';
export const BILLING_KEY_PURPOSE = 'billing-key';
export const CARD_PASSWORD_PURPOSE = 'card-password';
export const PLANNER_DOCUMENT_PURPOSE = 'planner-document';

/**
 * The secrets field keys derive from, the sealing one first: FIELD_ENCRYPTION_KEY when set, then the
 * installation's own (kept in the database). A shop that sets the variable after launch still opens what the
 * installation secret sealed; new seals use the variable.
 */
export async function fieldSecrets(config: Config, database: DatabaseHandle): Promise<string[]> {
  const installation = await createAuthRepository(database.db).secret('field-encryption');
  return config.fieldEncryptionKey ? [config.fieldEncryptionKey, installation] : [installation];
}
