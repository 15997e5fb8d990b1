import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  BANK_CHECK_TTL_MS,
  DomainError,
  bankCheckMessage,
  maskAccountNumber,
  type BankCheckAnswer,
  type BankCode,
  type Language
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../lib/field-encryption.ts';
import type { AccountHolderProvider } from '../../providers/account-holder/account-holder-provider.ts';
import { bankAccountChecks } from './refund-account.table.ts';

export type SpentBankCheck = Pick<
  typeof bankAccountChecks.$inferSelect,
  'bankCode' | 'accountSealed' | 'accountMasked' | 'holderName'
>;

/**
 * The bank's holder check a member's account is saved with (docs/decisions/070): asked once, a match kept for
 * 10 minutes sealed bound to the member (`user:<id>`), then spent once by whatever saves it: the refund account
 * or a planner's allowance account (docs/decisions/075). Callers check the password re-check themselves.
 */
export function createBankChecks({
  db,
  holders,
  box,
  now = () => new Date()
}: {
  db: Database;
  holders: AccountHolderProvider;
  box: SecretBox;
  now?: () => Date;
}) {
  return {
    /** Asks the bank whose account it is; a match may be saved for 10 minutes. */
    async check(
      userSeqNo: number,
      input: { bankCode: BankCode; accountNumber: string; holderName: string },
      language: Language
    ): Promise<BankCheckAnswer> {
      const answer = await holders.verify(input);
      if (answer.result !== 'MATCH')
        return {
          result: answer.result,
          errorMessage: bankCheckMessage(answer.result, language),
          verificationId: null
        };
      const [check] = await db
        .insert(bankAccountChecks)
        .values({
          userSeqNo,
          bankCode: input.bankCode,
          accountSealed: box.seal(input.accountNumber, `user:${userSeqNo}`),
          accountMasked: maskAccountNumber(input.accountNumber) ?? '',
          // The bank's spelling when it gives one.
          holderName: answer.holderName ?? input.holderName,
          expiresAt: new Date(now().getTime() + BANK_CHECK_TTL_MS)
        })
        .returning({ id: bankAccountChecks.id });
      return { result: 'MATCH', errorMessage: null, verificationId: check!.id };
    },

    /** Takes a matched check of the member's once; REFUND_ACCOUNT_CHECK_INVALID otherwise. */
    async spend(userSeqNo: number, verificationId: string): Promise<SpentBankCheck> {
      const [check] = await db
        .update(bankAccountChecks)
        .set({ usedAt: now() })
        .where(
          and(
            eq(bankAccountChecks.id, verificationId),
            eq(bankAccountChecks.userSeqNo, userSeqNo),
            isNull(bankAccountChecks.usedAt),
            gt(bankAccountChecks.expiresAt, now())
          )
        )
        .returning();
      if (!check) throw new DomainError('REFUND_ACCOUNT_CHECK_INVALID');
      return check;
    }
  };
}

export type BankChecks = ReturnType<typeof createBankChecks>;
