import { and, eq } from 'drizzle-orm';
import {
  DomainError,
  bankName,
  refundAccountSavedMail,
  type BankCheckAnswer,
  type BankCode,
  type Language,
  type RefundAccount
} from '@mall/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailProvider } from '../../providers/mail/mail-provider.ts';
import { users } from '../member/member.table.ts';
import type { AccountHolderProvider } from '../../providers/account-holder/account-holder-provider.ts';
import type { SecretBox } from '../../lib/field-encryption.ts';
import type { PasswordChecks } from '../member/password-check.ts';
import { createBankChecks } from './bank-checks.ts';
import { refundAccounts } from './refund-account.table.ts';

type Asker = { userSeqNo: number; familyId: string };
type Row = Pick<
  typeof refundAccounts.$inferSelect,
  'id' | 'bankCode' | 'accountMasked' | 'holderName' | 'registeredAt' | 'changedAt'
>;

/** A saved refund account as answered: masked, the bank named in the asker's language. */
export function shown(row: Row, language: Language): RefundAccount {
  return {
    userRefundBankAccountId: row.id,
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
 * The refund bank account (issue 16 item 6, docs/decisions/070): the bank's holder check, then register or change
 * with a check that matched (10 minutes, once, the asker's own). Every call needs a password re-check of this login
 * within 10 minutes. The number is sealed bound to the member, so a sealed value copied to another row opens
 * nowhere; answers show it masked.
 */
export function createRefundAccountService({
  db,
  holders,
  box,
  passwordChecks,
  mail,
  log,
  now = () => new Date()
}: {
  db: Database;
  holders: AccountHolderProvider;
  /** Seals the number bound to its member (`user:<id>`). */
  box: SecretBox;
  passwordChecks: Pick<PasswordChecks, 'require'>;
  /** Tells the member their refund account was saved (a stolen session redirecting refunds is noticed). */
  mail: MailProvider;
  log?: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}) {
  // The holder check and its spending, shared with a planner's allowance account (docs/decisions/075).
  const checks = createBankChecks({ db, holders, box, now });
  const recheck = (asker: Asker) => passwordChecks.require(asker.userSeqNo, asker.familyId, now());

  async function current(userSeqNo: number): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(refundAccounts)
      .where(eq(refundAccounts.userSeqNo, userSeqNo))
      .limit(1);
    return row;
  }

  const spendCheck = (userSeqNo: number, verificationId: string) => checks.spend(userSeqNo, verificationId);

  /** The member hears of every save; a mail that fails is logged, the account stays saved. */
  async function tell(userSeqNo: number, account: RefundAccount, language: Language) {
    const [member] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.userSeqNo, userSeqNo));
    if (!member?.email) return;
    await mail
      .send({ to: member.email, ...refundAccountSavedMail(account, language) })
      .catch((error: unknown) => log?.error({ err: error }, 'refund account mail failed'));
  }

  return {
    async get(asker: Asker, language: Language): Promise<RefundAccount | null> {
      await recheck(asker);
      const row = await current(asker.userSeqNo);
      return row ? shown(row, language) : null;
    },

    /** Asks the bank whose account it is; a match may be saved for 10 minutes. */
    async check(
      asker: Asker,
      input: { bankCode: BankCode; accountNumber: string; holderName: string },
      language: Language
    ): Promise<BankCheckAnswer> {
      await recheck(asker);
      return checks.check(asker.userSeqNo, input, language);
    },

    async register(asker: Asker, verificationId: string, language: Language): Promise<RefundAccount> {
      await recheck(asker);
      if (await current(asker.userSeqNo)) throw new DomainError('REFUND_ACCOUNT_EXISTS');
      const check = await spendCheck(asker.userSeqNo, verificationId);
      const [row] = await db
        .insert(refundAccounts)
        .values({
          userSeqNo: asker.userSeqNo,
          bankCode: check.bankCode,
          accountSealed: check.accountSealed,
          accountMasked: check.accountMasked,
          holderName: check.holderName,
          registeredAt: now()
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new DomainError('REFUND_ACCOUNT_EXISTS');
      const account = shown(row, language);
      await tell(asker.userSeqNo, account, language);
      return account;
    },

    async change(
      asker: Asker,
      accountId: number,
      verificationId: string,
      language: Language
    ): Promise<RefundAccount> {
      await recheck(asker);
      const existing = await current(asker.userSeqNo);
      if (!existing || existing.id !== accountId) throw new DomainError('NOT_FOUND');
      const check = await spendCheck(asker.userSeqNo, verificationId);
      const [row] = await db
        .update(refundAccounts)
        .set({
          bankCode: check.bankCode,
          accountSealed: check.accountSealed,
          accountMasked: check.accountMasked,
          holderName: check.holderName,
          changedAt: now()
        })
        .where(and(eq(refundAccounts.id, accountId), eq(refundAccounts.userSeqNo, asker.userSeqNo)))
        .returning();
      const account = shown(row!, language);
      await tell(asker.userSeqNo, account, language);
      return account;
    }
  };
}

export type RefundAccountService = ReturnType<typeof createRefundAccountService>;
