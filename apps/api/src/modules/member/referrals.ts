import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './member.table.ts';

/**
 * The members a planner brought in (member_user.referral_user_number, member_user_referral_idx): all of them, and
 * those who joined in [from, to). Withdrawn members count as joined: they were referred all the same.
 */
export function createReferrals(db: Executor) {
  return {
    async counts(userNumber: string, from: Date, to: Date): Promise<{ total: number; joined: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          joined:
            sql<number>`count(*) FILTER (WHERE ${and(gte(users.joinDatetime, from), lt(users.joinDatetime, to))})`.mapWith(
              Number
            )
        })
        .from(users)
        .where(eq(users.referralUserNumber, userNumber));
      return { total: row?.total ?? 0, joined: row?.joined ?? 0 };
    }
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
