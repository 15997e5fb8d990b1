import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses } from './address.table.ts';
import { users } from './member.table.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<
  typeof addresses.$inferInsert,
  'userAddressId' | 'userSeqNo' | 'fixedTerm' | 'createdAt' | 'updatedAt'
>;

/** The address book's queries; each takes the executor it runs on (a transaction inside the service). */
export function createAddressRepository(db: Executor) {
  return {
    /** Default first, then newest (SPEC §7 list order). */
    async list(userSeqNo: number): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userSeqNo, userSeqNo))
        .orderBy(desc(addresses.defaultValue), desc(addresses.createdAt), desc(addresses.userAddressId));
    },

    /** Only the owner's: another member's id reads as missing. */
    async findOwn(userSeqNo: number, userAddressId: number): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userAddressId, userAddressId), eq(addresses.userSeqNo, userSeqNo)))
        .limit(1);
      return row;
    },

    async count(userSeqNo: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userSeqNo, userSeqNo));
      return row?.n ?? 0;
    },

    /**
     * Serialises a member's address-book writes: the count-then-insert of an add and the promote-after-delete
     * hold the member row until commit, so two concurrent adds at 9 cannot make 11. False: no such member.
     */
    async lockMember(userSeqNo: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.userSeqNo })
        .from(users)
        .where(eq(users.userSeqNo, userSeqNo))
        .for('update');
      return rows.length > 0;
    },

    async insert(userSeqNo: number, fields: AddressFields): Promise<AddressRow> {
      const [row] = await db
        .insert(addresses)
        .values({ ...fields, userSeqNo })
        .returning();
      if (!row) throw new Error('address insert returned no row');
      return row;
    },

    async update(
      userSeqNo: number,
      userAddressId: number,
      fields: Partial<AddressFields>,
      at: Date
    ): Promise<AddressRow | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ ...fields, updatedAt: at })
        .where(and(eq(addresses.userAddressId, userAddressId), eq(addresses.userSeqNo, userSeqNo)))
        .returning();
      return row;
    },

    /** Clears the default of every other address (before one becomes default: the unique index allows one). */
    async clearDefault(userSeqNo: number, exceptId: number | null): Promise<void> {
      await db
        .update(addresses)
        .set({ defaultValue: false })
        .where(
          and(
            eq(addresses.userSeqNo, userSeqNo),
            eq(addresses.defaultValue, true),
            ...(exceptId === null ? [] : [ne(addresses.userAddressId, exceptId)])
          )
        );
    },

    async remove(userSeqNo: number, userAddressId: number): Promise<void> {
      await db
        .delete(addresses)
        .where(and(eq(addresses.userAddressId, userAddressId), eq(addresses.userSeqNo, userSeqNo)));
    },

    /** Marks an address as used by an autoship subscription (the autoship module; demo seed). */
    async setFixedTerm(userSeqNo: number, userAddressId: number, fixedTerm: boolean): Promise<void> {
      await db
        .update(addresses)
        .set({ fixedTerm })
        .where(and(eq(addresses.userAddressId, userAddressId), eq(addresses.userSeqNo, userSeqNo)));
    }
  };
}
export type AddressRepository = ReturnType<typeof createAddressRepository>;
