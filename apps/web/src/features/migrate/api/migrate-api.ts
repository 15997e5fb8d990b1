import type { MigrateCompleteBody, MigrateCompleteResult, MigrateInfoResult } from '@mall/domain';
import { apiData } from '../../../shared/api/api-client';

/**
 * SPEC §7 Member public migrate calls (docs/decisions/016). The screens show every refusal next to the
 * input concerned, so none of these goes through the global error dialogs.
 */
const own = { dispatchErrors: false } as const;

export function findLegacyAccount(legacyLoginId: string, password: string): Promise<MigrateInfoResult> {
  return apiData<MigrateInfoResult>('/member/v1/public/migrate/info', {
    ...own,
    method: 'POST',
    body: { legacyLoginId, password }
  });
}

/** The migrate id from the mail's link. */
export function findLegacyAccountByMailedId(
  migrateId: string,
  signal?: AbortSignal
): Promise<MigrateInfoResult> {
  return apiData<MigrateInfoResult>(
    `/member/v1/public/migrate/info/without-password/${encodeURIComponent(migrateId)}`,
    {
      ...own,
      signal
    }
  );
}

export async function isLoginIdTaken(loginId: string): Promise<boolean> {
  const { duplicate } = await apiData<{ duplicate: boolean }>('/member/v1/public/findExistUserNickNm', {
    ...own,
    method: 'POST',
    body: { loginId }
  });
  return duplicate;
}

export function completeMigration(body: MigrateCompleteBody): Promise<MigrateCompleteResult> {
  return apiData<MigrateCompleteResult>('/member/v1/public/migrate/complete', {
    ...own,
    method: 'POST',
    body
  });
}
