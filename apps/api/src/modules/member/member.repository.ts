import { eq, sql } from 'drizzle-orm';
import { MEMBER_NUMBER_PATTERN } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { termsAgreements, users } from './member.table.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A member by number: the most asked member read (my page, order sheets, sign-in), prepared once. */
const byIdStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.userSeqNo, sql.placeholder('userSeqNo')))
    .limit(1)
    .prepare('member_by_id')
);

export function createMemberRepository(db: Executor) {
  return {
    async findById(userSeqNo: number): Promise<UserRow | undefined> {
      const [row] = await byIdStatement(db).execute({ userSeqNo });
      return row;
    },

    /** Ten digits name a member number, anything else a login id (case-insensitive); never both. */
    async findByLoginName(name: string): Promise<UserRow | undefined> {
      const byNumber = MEMBER_NUMBER_PATTERN.test(name);
      const [row] = await db
        .select()
        .from(users)
        .where(byNumber ? eq(users.userNumber, name) : eq(users.loginId, name.toLowerCase()))
        .limit(1);
      return row;
    },

    async findByUserNumber(userNumber: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.userNumber, userNumber)).limit(1);
      return row;
    },

    /** The account of a verified person (keyed CI hash); a withdrawn one keeps it until it may rejoin. */
    async findByCiHash(ciHash: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.ciHash, ciHash)).limit(1);
      return row;
    },

    /** Lets the person behind a withdrawn account join again (its rejoin date has passed). */
    async releaseCiHash(userSeqNo: number): Promise<void> {
      await db.update(users).set({ ciHash: null }).where(eq(users.userSeqNo, userSeqNo));
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** A new password also lifts a wrong-password lock (SPEC: unlocked through password reset). */
    async setPassword(userSeqNo: number, passwordHash: string, options: { unlock: boolean }): Promise<void> {
      await db
        .update(users)
        .set({
          passwordHash,
          failedLoginCount: 0,
          requiredPasswordChangeDate: null,
          ...(options.unlock
            ? {
                lockedUntil: null,
                status: sql`CASE WHEN ${users.status} = 'LOCK_LOGIN_PASSWORD_FAIL' THEN 'ACTIVATED' ELSE ${users.status} END`
              }
            : {})
        })
        .where(eq(users.userSeqNo, userSeqNo));
    },

    async setRequiredPasswordChangeDate(userSeqNo: number, date: string): Promise<void> {
      await db.update(users).set({ requiredPasswordChangeDate: date }).where(eq(users.userSeqNo, userSeqNo));
    },

    async update(userSeqNo: number, changes: Partial<NewUser>): Promise<void> {
      await db.update(users).set(changes).where(eq(users.userSeqNo, userSeqNo));
    },

    async emailExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.userSeqNo })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row !== undefined;
    },

    async loginIdExists(loginId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.userSeqNo })
        .from(users)
        .where(eq(users.loginId, loginId.toLowerCase()))
        .limit(1);
      return row !== undefined;
    },

    /** Records consent answers; a later answer to the same terms replaces the earlier one. */
    /** The member's latest answer per terms code (sign-up consents, later changes on /mypage/userInfo). */
    async agreements(userSeqNo: number): Promise<Map<string, boolean>> {
      const rows = await db
        .select({ termsCode: termsAgreements.termsCode, agreed: termsAgreements.agreed })
        .from(termsAgreements)
        .where(eq(termsAgreements.userSeqNo, userSeqNo));
      return new Map(rows.map((row) => [row.termsCode, row.agreed]));
    },

    async recordAgreements(
      userSeqNo: number,
      answers: { termsCode: string; agreed: boolean; termsDocumentId?: number | null }[],
      at: Date
    ): Promise<void> {
      if (answers.length === 0) return;
      await db
        .insert(termsAgreements)
        .values(answers.map((answer) => ({ userSeqNo, ...answer, answeredAt: at })))
        .onConflictDoUpdate({
          target: [termsAgreements.userSeqNo, termsAgreements.termsCode],
          set: {
            agreed: sql`excluded.agreed`,
            answeredAt: sql`excluded.answered_at`,
            termsDocumentId: sql`excluded.terms_document_id`
          }
        });
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert returned no member');
      return row;
    }
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
