import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCheckAnswer, RefundAccount } from '@mall/domain';
import { users } from '../src/modules/member/member.table.ts';
import { passwordChecks } from '../src/modules/member/password-check.table.ts';
import { sandboxMails } from '../src/providers/mail/sandbox-mail.table.ts';
import { bankAccountChecks, refundAccounts } from '../src/modules/refund-account/refund-account.table.ts';
import { cartApi, cartMember } from './cart-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { TEST_PASSWORD } from './members.ts';

/** The refund bank account (issue 16 item 6, docs/decisions/070) against the holder-check sandbox. */
let ctx: TestContext;
let call: ReturnType<typeof cartApi>;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { RATE_LIMIT_ROUTE_SCALE: '20' } });
  call = cartApi(ctx);
});
afterAll(async () => ctx.close());

/** A member who re-checked the password in this login. */
async function checkedMember() {
  const member = await cartMember(ctx);
  const verified = await call('POST', '/api/member/v1/users/verify/password', member.token, {
    password: TEST_PASSWORD
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return member;
}
const check = async (
  member: { id: number; token: string },
  body: Record<string, unknown>,
  language = 'ko-KR'
) => call('POST', `/api/member/bank/v1/${member.id}/verify`, member.token, body, language);
const checked = async (member: { id: number; token: string }, body: Record<string, unknown>) =>
  (await check(member, body)).json<{ data: BankCheckAnswer }>().data;
const HONG = {
  bankCode: '088',
  accountNumber: '110-123-456789',
  accountLastName: '홍',
  accountFirstName: '길동'
};

describe('the holder check', () => {
  it('needs a password re-check of this login in the last 10 minutes', async () => {
    const member = await cartMember(ctx);
    const refused = await call('GET', `/api/member/v1/users/${member.id}/refund-bank-account`, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSWORD_CHECK_REQUIRED');
    expect((await check(member, HONG)).json().code).toBe('PASSWORD_CHECK_REQUIRED');
    const again = await checkedMember();
    expect(
      (await call('GET', `/api/member/v1/users/${again.id}/refund-bank-account`, again.token)).json()
    ).toEqual({
      data: { account: null }
    });
    await ctx.database.db
      .update(passwordChecks)
      .set({ checkedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(passwordChecks.userSeqNo, again.id));
    expect((await check(again, HONG)).json().code).toBe('PASSWORD_CHECK_REQUIRED');
  });

  it('answers each of the bank’s outcomes with its message, and a match with what saving names', async () => {
    const member = await checkedMember();
    const match = await checked(member, HONG);
    expect(match).toMatchObject({ result: 'MATCH', errorMessage: null });
    expect(match.verificationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await checked(member, { ...HONG, accountFirstName: '철수' })).toEqual({
      result: 'MISMATCH',
      errorMessage: '예금주명이 일치하지 않습니다. 계좌의 예금주명을 확인해 주세요.',
      verificationId: null
    });
    expect((await checked(member, { ...HONG, accountNumber: '3333012340000' })).result).toBe(
      'ACCOUNT_NOT_FOUND'
    );
    const unavailable = await check(member, { ...HONG, accountNumber: '3333012349999' }, 'en-US');
    expect(unavailable.json().data).toEqual({
      result: 'UNAVAILABLE',
      errorMessage: 'The bank cannot check the account right now. Please try again shortly.',
      verificationId: null
    });
  });

  it('refuses a bad form with the field’s message key', async () => {
    const member = await checkedMember();
    const fieldOf = async (body: Record<string, unknown>) => (await check(member, body)).json().fields?.[0];
    expect(await fieldOf({ ...HONG, bankCode: '' })).toMatchObject({
      field: 'bankCode',
      code: 'CMM_AccDesc3'
    });
    expect(await fieldOf({ ...HONG, accountNumber: '' })).toMatchObject({
      field: 'accountNumber',
      code: 'CMM_AccDesc4'
    });
    expect(await fieldOf({ ...HONG, accountNumber: '110-12a-456789' })).toMatchObject({
      code: 'VA_NumberOnly'
    });
    expect(await fieldOf({ ...HONG, accountLastName: '', accountFirstName: '' })).toMatchObject({
      code: 'CMM_AccHolderName'
    });
  });
});

describe('registering and changing', () => {
  it('registers a matched account once, keeps the number sealed and answers it masked', async () => {
    const member = await checkedMember();
    const match = await checked(member, HONG);
    const path = `/api/member/v1/users/${member.id}/refund-bank-account`;
    expect(
      (await call('POST', path, member.token, { verificationId: match.verificationId })).json()
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'agreeRefundTerms', code: 'CMM_AccDesc2' }]
    });
    const saved = await call('POST', path, member.token, {
      verificationId: match.verificationId,
      agreeRefundTerms: true
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const account = saved.json<{ data: { account: RefundAccount } }>().data.account;
    expect(account).toMatchObject({
      bankCode: '088',
      bankName: '신한은행',
      bankAccountNo: '110******789',
      bankHolderName: '홍길동',
      isBankAccountAuth: true,
      changedAt: null
    });
    const [row] = await ctx.database.db
      .select()
      .from(refundAccounts)
      .where(eq(refundAccounts.userSeqNo, member.id));
    expect(row!.accountSealed).toMatch(/^v1\./);
    expect(row!.accountSealed).not.toContain('110123456789');
    // The same check again, or a second account: refused.
    const reused = await call('POST', path, member.token, {
      verificationId: match.verificationId,
      agreeRefundTerms: true
    });
    expect(reused.json().code).toBe('REFUND_ACCOUNT_EXISTS');
    expect((await call('GET', path, member.token)).json().data.account).toEqual(account);
    // The member is told, with the number masked: a session that was not theirs cannot redirect refunds unseen.
    const [user] = await ctx.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.userSeqNo, member.id));
    const mails = await ctx.database.db
      .select()
      .from(sandboxMails)
      .where(eq(sandboxMails.recipient, user!.email!));
    expect(mails.map((mail) => mail.subject)).toEqual(['[Lumière Vita] 환불 계좌가 저장되었습니다']);
    expect(mails[0]!.body).toContain('신한은행 110******789 (홍길동)');
    expect(mails[0]!.body).not.toContain('110123456789');
  });

  it('changes it with a new check, never with a used, expired or another member’s one', async () => {
    const member = await checkedMember();
    const other = await checkedMember();
    const path = `/api/member/v1/users/${member.id}/refund-bank-account`;
    const first = await checked(member, HONG);
    const { account } = (
      await call('POST', path, member.token, { verificationId: first.verificationId, agreeRefundTerms: true })
    ).json<{ data: { account: RefundAccount } }>().data;
    const change = (verificationId: string | null) =>
      call('PATCH', `${path}/${account.userRefundBankAccountId}`, member.token, {
        verificationId,
        agreeRefundTerms: true
      });
    expect((await change(first.verificationId)).json().code).toBe('REFUND_ACCOUNT_CHECK_INVALID');
    const theirs = await checked(other, { ...HONG, accountNumber: '110987654321' });
    expect(theirs.result).toBe('MATCH');
    expect((await change(theirs.verificationId)).json().code).toBe('REFUND_ACCOUNT_CHECK_INVALID');
    const stale = await checked(member, {
      ...HONG,
      accountNumber: '12345678901234',
      bankCode: '004',
      accountLastName: '김',
      accountFirstName: '민지'
    });
    await ctx.database.db
      .update(bankAccountChecks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bankAccountChecks.id, stale.verificationId!));
    expect((await change(stale.verificationId)).json().code).toBe('REFUND_ACCOUNT_CHECK_INVALID');
    const fresh = await checked(member, {
      ...HONG,
      accountNumber: '12345678901234',
      bankCode: '004',
      accountLastName: '김',
      accountFirstName: '민지'
    });
    const changed = await change(fresh.verificationId);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.account).toMatchObject({
      userRefundBankAccountId: account.userRefundBankAccountId,
      bankCode: '004',
      bankAccountNo: '123********234',
      bankHolderName: '김민지'
    });
    expect(changed.json().data.account.changedAt).not.toBeNull();
  });

  it('serves only the asker: another member’s id is refused', async () => {
    const member = await checkedMember();
    const other = await checkedMember();
    expect(
      (await call('GET', `/api/member/v1/users/${other.id}/refund-bank-account`, member.token)).statusCode
    ).toBe(403);
    expect((await check({ id: other.id, token: member.token }, HONG)).statusCode).toBe(403);
    const theirs = await ctx.database.db
      .select()
      .from(bankAccountChecks)
      .where(eq(bankAccountChecks.userSeqNo, other.id));
    expect(theirs).toEqual([]);
  });

  it('lists the banks in the asked language', async () => {
    const answer = await call('GET', '/api/member/bank/v1/public/banks', undefined, undefined, 'zh-TW');
    // Named in the asked language: no cache may serve one language's list for another.
    expect(answer.headers.vary).toContain('Accept-Language');
    const banks = answer.json().data;
    expect(banks.length).toBeGreaterThan(15);
    expect(banks.find((bank: { bankCode: string }) => bank.bankCode === '004').bankName).toMatch(/國民/);
  });
});
