import {
  addressDeleteRefusal,
  canAddAddress,
  DomainError,
  type Address,
  type AddressInput
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import {
  createAddressRepository,
  type AddressFields,
  type AddressRepository,
  type AddressRow
} from './address.repository.ts';

/** The public shape: fixed-term as the spec's Y/N, no owner or timestamps. */
function toAddress(row: AddressRow): Address {
  return {
    userAddressId: row.userAddressId,
    addressName: row.addressName,
    lastName: row.lastName,
    firstName: row.firstName,
    mobileNumber: row.mobileNumber,
    phoneCode: row.phoneCode,
    zipcode: row.zipcode,
    address1: row.address1,
    address2: row.address2,
    state: row.state,
    city: row.city,
    addressDescription: row.addressDescription,
    defaultValue: row.defaultValue,
    fixedTermYn: row.fixedTerm ? 'Y' : 'N'
  };
}

function fieldsOf(input: AddressInput): AddressFields {
  const { defaultValue: _default, ...fields } = input;
  return fields;
}

/**
 * The delivery address book (SPEC §5): at most MAX_ADDRESSES; the first one is the default; one default
 * at a time; the last one and fixed-term ones stay. Every write runs in one transaction holding the
 * member row, so the count checks hold under concurrent requests.
 */
export function createAddressService(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const read = createAddressRepository(deps.db);

  /** One member's write: the member row locked, the rules checked on what the transaction sees. */
  function write<T>(userSeqNo: number, step: (repository: AddressRepository) => Promise<T>): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const repository = createAddressRepository(tx);
      if (!(await repository.lockMember(userSeqNo))) throw new DomainError('UNAUTHORIZED');
      return step(repository);
    });
  }

  async function own(repository: AddressRepository, userSeqNo: number, id: number): Promise<AddressRow> {
    const row = await repository.findOwn(userSeqNo, id);
    if (!row) throw new DomainError('ADDRESS_NOT_FOUND');
    return row;
  }

  return {
    async list(userSeqNo: number): Promise<Address[]> {
      return (await read.list(userSeqNo)).map(toAddress);
    },

    async get(userSeqNo: number, id: number): Promise<Address> {
      return toAddress(await own(read, userSeqNo, id));
    },

    /** ADR_AlertText9 when the book is full; the first address, or one asked to be, becomes the default. */
    async add(userSeqNo: number, input: AddressInput): Promise<Address> {
      return write(userSeqNo, async (repository) => {
        const existing = await repository.count(userSeqNo);
        if (!canAddAddress(existing)) throw new DomainError('ADR_AlertText9');
        const makeDefault = existing === 0 || input.defaultValue;
        if (makeDefault) await repository.clearDefault(userSeqNo, null);
        return toAddress(
          await repository.insert(userSeqNo, { ...fieldsOf(input), defaultValue: makeDefault })
        );
      });
    },

    /**
     * Replaces the fields. `defaultValue: true` makes it the default; false does not take the default away
     * (a book always has one: choose another address to move it).
     */
    async update(userSeqNo: number, id: number, input: AddressInput): Promise<Address> {
      return write(userSeqNo, async (repository) => {
        const current = await own(repository, userSeqNo, id);
        const makeDefault = current.defaultValue || input.defaultValue;
        if (makeDefault && !current.defaultValue) await repository.clearDefault(userSeqNo, id);
        const row = await repository.update(
          userSeqNo,
          id,
          { ...fieldsOf(input), defaultValue: makeDefault },
          now()
        );
        if (!row) throw new DomainError('ADDRESS_NOT_FOUND');
        return toAddress(row);
      });
    },

    async makeDefault(userSeqNo: number, id: number): Promise<Address> {
      return write(userSeqNo, async (repository) => {
        await own(repository, userSeqNo, id);
        await repository.clearDefault(userSeqNo, id);
        const row = await repository.update(userSeqNo, id, { defaultValue: true }, now());
        if (!row) throw new DomainError('ADDRESS_NOT_FOUND');
        return toAddress(row);
      });
    },

    /**
     * Marks an address as used by a live autoship subscription, or no longer (ADR_AlertText5: a marked one cannot be
     * deleted), inside the autoship module's transaction with the member row held, so a delete running at the same
     * time either comes first (ADDRESS_NOT_FOUND here) or finds the mark.
     */
    async setFixedTerm(tx: Executor, userSeqNo: number, id: number, fixedTerm: boolean): Promise<Address> {
      const repository = createAddressRepository(tx);
      if (!(await repository.lockMember(userSeqNo))) throw new DomainError('UNAUTHORIZED');
      const row = await own(repository, userSeqNo, id);
      if (row.fixedTerm !== fixedTerm) await repository.setFixedTerm(userSeqNo, id, fixedTerm);
      return toAddress({ ...row, fixedTerm });
    },

    /** Refuses a fixed-term address and the last one; deleting the default promotes the newest left. Answers the book. */
    async remove(userSeqNo: number, id: number): Promise<Address[]> {
      return write(userSeqNo, async (repository) => {
        const row = await own(repository, userSeqNo, id);
        const refusal = addressDeleteRefusal(toAddress(row), await repository.count(userSeqNo));
        if (refusal) throw new DomainError(refusal);
        await repository.remove(userSeqNo, id);
        const rest = await repository.list(userSeqNo);
        const [newest, ...older] = rest;
        if (!row.defaultValue || !newest) return rest.map(toAddress);
        // With no default left the list is newest first: the newest becomes the default and stays first.
        const promoted = await repository.update(
          userSeqNo,
          newest.userAddressId,
          { defaultValue: true },
          now()
        );
        if (!promoted) throw new DomainError('ADDRESS_NOT_FOUND');
        return [promoted, ...older].map(toAddress);
      });
    }
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
