import { bankName, DomainError, type AllowanceAccount, type Language } from '@mall/domain';
import type { PasswordChecks } from '../member/password-check.ts';
import type { BankChecks } from '../refund-account/bank-checks.ts';
import type { AllowanceRow, PlannerRepository } from './planner.repository.ts';

type Asker = { userSeqNo: number; familyId: string };

export function shownAllowance(row: AllowanceRow, language: Language): AllowanceAccount {
  return {
    allowanceBankAccountId: row.id,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode, language),
    bankAccountNo: row.accountMasked,
    bankHolderName: row.holderName,
    isBankAccountAuth: true,
    registeredAt: row.registeredAt.toISOString(),
    changedAt: row.changedAt?.toISOString() ?? null
  };
}

/**
 * The account a planner's allowance is paid into (SPEC §2 /mypage/allowanceInfo, §7 allowance-bank-account/alarm,
 * docs/decisions/075): read masked and its alarm with the login alone; registered or changed with a holder check
 * of the refund account's (`POST /member/bank/v1/{id}/verify`, spent once) and, like the refund account, a
 * password re-check of this login within 10 minutes: it is where money goes. The sealed number is the check's
 * (bound to the member). Callers have checked the asker is a planner.
 */
export function createAllowanceAccountService({
  repository,
  checks,
  passwordChecks,
  now = () => new Date()
}: {
  repository: PlannerRepository;
  checks: Pick<BankChecks, 'spend'>;
  passwordChecks: Pick<PasswordChecks, 'require'>;
  now?: () => Date;
}) {
  const recheck = (asker: Asker) => passwordChecks.require(asker.userSeqNo, asker.familyId, now());

  return {
    async alarm(userSeqNo: number): Promise<boolean> {
      return !(await repository.hasAllowance(userSeqNo));
    },

    async get(userSeqNo: number, language: Language): Promise<AllowanceAccount | null> {
      const row = await repository.allowance(userSeqNo);
      return row ? shownAllowance(row, language) : null;
    },

    async register(asker: Asker, verificationId: string, language: Language): Promise<AllowanceAccount> {
      await recheck(asker);
      if (await repository.hasAllowance(asker.userSeqNo)) throw new DomainError('ALLOWANCE_ACCOUNT_EXISTS');
      const check = await checks.spend(asker.userSeqNo, verificationId);
      const row = await repository.insertAllowance({
        userSeqNo: asker.userSeqNo,
        bankCode: check.bankCode,
        accountSealed: check.accountSealed,
        accountMasked: check.accountMasked,
        holderName: check.holderName,
        registeredAt: now()
      });
      if (!row) throw new DomainError('ALLOWANCE_ACCOUNT_EXISTS');
      return shownAllowance(row, language);
    },

    async change(asker: Asker, verificationId: string, language: Language): Promise<AllowanceAccount> {
      await recheck(asker);
      if (!(await repository.hasAllowance(asker.userSeqNo))) throw new DomainError('NOT_FOUND');
      const check = await checks.spend(asker.userSeqNo, verificationId);
      const row = await repository.updateAllowance(asker.userSeqNo, {
        bankCode: check.bankCode,
        accountSealed: check.accountSealed,
        accountMasked: check.accountMasked,
        holderName: check.holderName,
        changedAt: now()
      });
      if (!row) throw new DomainError('NOT_FOUND');
      return shownAllowance(row, language);
    }
  };
}

export type AllowanceAccountService = ReturnType<typeof createAllowanceAccountService>;
