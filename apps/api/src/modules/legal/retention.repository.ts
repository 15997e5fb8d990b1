import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { privacyErasureRuns } from './legal.table.ts';

/**
 * The retention job's statements (docs/decisions/093). Each takes one batch of rows that still hold personal data
 * and are past their period, locks them with SKIP LOCKED (two runners never take the same row or wait on each
 * other) and blanks or deletes them; a row already blanked no longer matches, so running again changes nothing.
 * Each answers how many rows it changed.
 */
export function createRetentionRepository(db: Database) {
  const count = (result: unknown) => rowsOf<unknown>(result).length;
  return {
    /** Identity-verification requests made before `before`: the verified person and the browser binding go. */
    async eraseIdentityRequests(before: Date, limit: number): Promise<number> {
      return count(
        await db.execute(sql`
          WITH batch AS (
            SELECT id FROM certification_request
            WHERE created_at < ${before.toISOString()}::timestamptz
              AND (name IS NOT NULL OR ci_hash IS NOT NULL OR browser_key_hash IS NOT NULL OR vendor_state IS NOT NULL)
            ORDER BY id LIMIT ${limit}
            FOR UPDATE SKIP LOCKED
          )
          UPDATE certification_request c
          SET name = NULL, birth_date = NULL, gender = NULL, nationality = NULL, mobile_number = NULL,
              carrier = NULL, card_company = NULL, ci_hash = NULL, di_hash = NULL, browser_key_hash = NULL,
              vendor_state = NULL, nonce = NULL
          FROM batch WHERE c.id = batch.id
          RETURNING c.id`)
      );
    },

    /**
     * Members who withdrew before `before`: name, contact details, CI hash and centre name are blanked (the member
     * number, login id and dates stay for the order records that name them).
     */
    async eraseWithdrawnMembers(before: Date, limit: number): Promise<number> {
      return count(
        await db.execute(sql`
          WITH batch AS (
            SELECT user_seq_no FROM member_user
            WHERE status = 'WITHDRAWN' AND withdrawn_at < ${before.toISOString()}::timestamptz
              AND (last_name <> '' OR first_name <> '' OR email IS NOT NULL OR mobile_number IS NOT NULL
                   OR ci_hash IS NOT NULL OR center_name IS NOT NULL)
            ORDER BY user_seq_no LIMIT ${limit}
            FOR UPDATE SKIP LOCKED
          )
          UPDATE member_user m
          SET last_name = '', first_name = '', email = NULL, mobile_number = NULL, ci_hash = NULL,
              center_name = NULL
          FROM batch WHERE m.user_seq_no = batch.user_seq_no
          RETURNING m.user_seq_no`)
      );
    },

    /** The address books of members who withdrew before `before`. */
    async deleteWithdrawnAddresses(before: Date, limit: number): Promise<number> {
      return count(
        await db.execute(sql`
          WITH batch AS (
            SELECT a.user_address_id FROM member_address a
            JOIN member_user m ON m.user_seq_no = a.user_seq_no
            WHERE m.status = 'WITHDRAWN' AND m.withdrawn_at < ${before.toISOString()}::timestamptz
            ORDER BY a.user_address_id LIMIT ${limit}
            FOR UPDATE OF a SKIP LOCKED
          )
          DELETE FROM member_address a USING batch
          WHERE a.user_address_id = batch.user_address_id
          RETURNING a.user_address_id`)
      );
    },

    /**
     * Orders placed before `before` by withdrawn members or guests: the copies of the orderer's and receiver's
     * names, phones, e-mail and address are blanked; amounts, products and dates stay (the 5-year record).
     */
    async eraseOldOrders(before: Date, limit: number): Promise<number> {
      return count(
        await db.execute(sql`
          WITH batch AS (
            SELECT o.id FROM sales_order o
            LEFT JOIN member_user m ON m.user_seq_no = o.user_seq_no
            WHERE o.created_at < ${before.toISOString()}::timestamptz
              AND o.orderer_name <> ''
              AND (o.user_seq_no IS NULL OR m.status = 'WITHDRAWN')
            ORDER BY o.id LIMIT ${limit}
            FOR UPDATE OF o SKIP LOCKED
          )
          UPDATE sales_order s
          SET orderer_name = '', orderer_mobile = '', orderer_email = '', receiver_last_name = '',
              receiver_first_name = '', receiver_mobile = '', zipcode = '', address1 = '', address2 = '',
              address_description = '', message = ''
          FROM batch WHERE s.id = batch.id
          RETURNING s.id`)
      );
    },

    async record(run: {
      at: Date;
      identityRequests: number;
      members: number;
      addresses: number;
      orders: number;
    }): Promise<void> {
      await db.insert(privacyErasureRuns).values(run);
    }
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
