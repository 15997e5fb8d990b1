import type { MigrateCompleteResult } from '@mall/domain';
import { readStored, removeStored, writeStored } from '../../../shared/storage/browser-storage';

/** What /migrate/complete shows, kept for this tab only; never the token or a password. */
export const MIGRATE_RESULT_KEY = 'mall.migrateResult';

const isResult = (value: unknown): value is MigrateCompleteResult => {
  const v = value as Partial<MigrateCompleteResult> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.userNumber === 'string' &&
    typeof v.loginId === 'string' &&
    typeof v.userType === 'string' &&
    typeof v.keptMemberNumber === 'boolean'
  );
};

export const readMigrateResult = () => readStored('session', MIGRATE_RESULT_KEY, isResult);
export const writeMigrateResult = (result: MigrateCompleteResult) =>
  writeStored('session', MIGRATE_RESULT_KEY, result);
export const clearMigrateResult = () => removeStored('session', MIGRATE_RESULT_KEY);
