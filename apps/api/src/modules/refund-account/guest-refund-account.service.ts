import { eq } from 'drizzle-orm';
import {
  DomainError,
  bankCheckMessage,
  maskAccountNumber,
  type GuestOrderCredentials,
  type GuestRefundAccountAnswer,
  type BankCode,
  type Language,
  type RefundAccount
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../lib/field-encryption.ts';
import type { AccountHolderProvider } from '../../providers/account-holder/account-holder-provider.ts';
import { shown } from './refund-account.service.ts';
import { guestRefundAccounts } from './refund-account.table.ts';

/**
 * A guest order's refund account (issue 16 item 6): proven by the lookup credentials on every call, in the
 * orderer's own name only, checked with the bank and saved (or changed) in the same call, sealed bound to the order, shown masked. Where a card refund
 * cannot be made (the desk sees the refund job's error), staff pay into it.
 */
export function createGuestRefundAccountService({
  db,
  holders,
  box,
  guestOrder,
  now = () => new Date()
}: {
  db: Database;
  holders: AccountHolderProvider;
  box: SecretBox;
  guestOrder: (credentials: GuestOrderCredentials) => Promise<{ id: number; ordererName: string }>;
  now?: () => Date;
}) {
  const current = async (orderId: number) => {
    const [row] = await db
      .select()
      .from(guestRefundAccounts)
      .where(eq(guestRefundAccounts.orderId, orderId))
      .limit(1);
    return row;
  };

  return {
    async get(credentials: GuestOrderCredentials, language: Language): Promise<RefundAccount | null> {
      const order = await guestOrder(credentials);
      const row = await current(order.id);
      return row ? shown(row, language) : null;
    },

    async save(
      credentials: GuestOrderCredentials,
      input: { bankCode: BankCode; accountNumber: string; holderName: string },
      language: Language
    ): Promise<GuestRefundAccountAnswer> {
      const order = await guestOrder(credentials);
      // The orderer's own account only: credentials printed on a parcel label must not redirect a refund.
      const bare = (name: string) => name.replace(/\s/g, '');
      if (bare(input.holderName) !== bare(order.ordererName))
        throw new DomainError('REFUND_ACCOUNT_NOT_ORDERER');
      const answer = await holders.verify(input);
      if (answer.result !== 'MATCH') {
        const kept = await current(order.id);
        return {
          result: answer.result,
          errorMessage: bankCheckMessage(answer.result, language),
          account: kept ? shown(kept, language) : null
        };
      }
      const values = {
        bankCode: input.bankCode,
        accountSealed: box.seal(input.accountNumber, `order:${order.id}`),
        accountMasked: maskAccountNumber(input.accountNumber) ?? '',
        holderName: answer.holderName ?? input.holderName
      };
      const [row] = await db
        .insert(guestRefundAccounts)
        .values({ orderId: order.id, ...values, registeredAt: now() })
        .onConflictDoUpdate({ target: guestRefundAccounts.orderId, set: { ...values, changedAt: now() } })
        .returning();
      return { result: 'MATCH', errorMessage: null, account: shown(row!, language) };
    }
  };
}

export type GuestRefundAccountService = ReturnType<typeof createGuestRefundAccountService>;
