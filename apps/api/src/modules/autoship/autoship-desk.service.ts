import {
  autoshipCycleOf,
  cardCompanyName,
  DESK_PAGE_SIZE,
  displayOrderNumber,
  DomainError,
  pickText,
  totalPageCount,
  type DeskAutoshipChargeList,
  type DeskAutoshipChargeQuery,
  type DeskAutoshipCycle,
  type DeskAutoshipDetail,
  type DeskAutoshipList,
  type DeskAutoshipQuery,
  type DeskAutoshipRow,
  type Language
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import { createStaffRepository, type AuditEntry } from '../staff/staff.repository.ts';
import type { StaffPrincipal } from '../staff/staff.service.ts';
import type { ChargeRow } from './autoship.repository.ts';
import {
  createAutoshipDeskRepository,
  type DeskBookAddress,
  type DeskLine,
  type DeskSubscription
} from './autoship-desk.repository.ts';

type Asker = { staff: StaffPrincipal; address: string; language: Language };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function memberOf({ sub, member }: DeskSubscription) {
  return { userSeqNo: sub.userSeqNo, loginId: member.loginId, name: `${member.lastName}${member.firstName}` };
}

function cardOf({ card }: DeskSubscription, language: Language) {
  return {
    cardCompanyName: cardCompanyName(card.issuerCode, language),
    cardNumber: card.cardNumberMasked,
    deleted: card.deletedAt !== null
  };
}

function cycleOf(row: ChargeRow): DeskAutoshipCycle {
  return {
    chargeId: row.id,
    cycleIndex: row.cycleIndex,
    chargeDay: row.chargeDay,
    status: row.status,
    tries: row.tries,
    firstTriedAt: iso(row.firstTriedAt),
    nextTryAt: iso(row.nextTryAt),
    failureCode: row.failureCode,
    orderId: row.orderId,
    orderNumber: row.orderNumber ? displayOrderNumber(row.orderNumber) : null,
    amount: row.amount,
    skippedProductIds: row.skippedProductIds,
    settledAt: iso(row.settledAt)
  };
}

function rowOf(
  found: DeskSubscription,
  lines: readonly DeskLine[],
  last: ChargeRow | undefined,
  language: Language
): DeskAutoshipRow {
  const { sub } = found;
  return {
    autoshipId: sub.id,
    status: sub.status,
    cycle: autoshipCycleOf(sub.cycleCode, sub.dayOfMonth),
    nextChargeDay: sub.status === 'ACTIVE' ? sub.nextChargeDay : null,
    member: memberOf(found),
    card: cardOf(found, language),
    firstProductName: lines[0] ? pickText(lines[0].productName, language) : '',
    lineCount: lines.length,
    lastCharge: last
      ? { cycleIndex: last.cycleIndex, chargeDay: last.chargeDay, status: last.status, tries: last.tries }
      : null,
    createdAt: sub.createdAt.toISOString()
  };
}

function addressOf(
  found: DeskSubscription,
  book: DeskBookAddress | undefined
): DeskAutoshipDetail['address'] {
  const shown = book ?? found.sub.address;
  return {
    addressName: shown.addressName,
    receiverName: `${shown.lastName}${shown.firstName}`,
    mobileNumber: shown.mobileNumber,
    zipcode: shown.zipcode,
    address1: shown.address1,
    address2: shown.address2,
    fromBook: book !== undefined
  };
}

/**
 * Autoship on the staff console: every member's subscriptions by state, one subscription with
 * every cycle's row, and the charges that failed or are being retried. Reads only; each one is in the staff audit
 * log with the subscriptions it showed (member data, docs/decisions/067).
 */
export function createAutoshipDesk({ db }: { db: Database }) {
  const repository = createAutoshipDeskRepository(db);
  const { audit } = createStaffRepository(db);
  const entry = (asker: Asker, action: string, rest: Partial<AuditEntry> = {}): AuditEntry => ({
    staffId: asker.staff.staffId,
    action,
    address: asker.address,
    ...rest
  });

  return {
    async list(query: DeskAutoshipQuery, asker: Asker): Promise<DeskAutoshipList> {
      const [{ rows, total }, counts] = await Promise.all([
        repository.page(query.status, query.page, DESK_PAGE_SIZE),
        repository.counts()
      ]);
      const ids = rows.map((row) => row.sub.id);
      const [lines, last] = await Promise.all([repository.lines(ids), repository.lastCharges(ids)]);
      await audit(
        entry(asker, 'autoship.list', {
          after: { status: query.status ?? null, page: query.page, autoshipIds: ids }
        })
      );
      const lastOf = new Map(last.map((row) => [row.autoshipId, row]));
      return {
        list: rows.map((row) =>
          rowOf(
            row,
            lines.filter((line) => line.autoshipId === row.sub.id),
            lastOf.get(row.sub.id),
            asker.language
          )
        ),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, DESK_PAGE_SIZE),
        totalSize: total,
        counts
      };
    },

    async detail(autoshipId: number, asker: Asker): Promise<DeskAutoshipDetail> {
      const found = await repository.byId(autoshipId);
      if (!found) throw new DomainError('AUTOSHIP_NOT_FOUND');
      const { sub } = found;
      const [lines, charges, book] = await Promise.all([
        repository.lines([sub.id]),
        repository.charges(sub.id),
        sub.userAddressId === null ? undefined : repository.bookAddress(sub.userSeqNo, sub.userAddressId)
      ]);
      await audit(entry(asker, 'autoship.read', { targetType: 'autoship', targetId: String(sub.id) }));
      return {
        ...rowOf(found, lines, charges[0], asker.language),
        firstChargeDay: sub.firstChargeDay,
        cancelledAt: iso(sub.cancelledAt),
        lines: lines.map((line) => ({
          productId: line.productId,
          productOptionId: line.productOptionId,
          productName: pickText(line.productName, asker.language),
          optionValue: line.optionValue ? pickText(line.optionValue, asker.language) : null,
          quantity: line.quantity
        })),
        address: addressOf(found, book),
        charges: charges.map(cycleOf)
      };
    },

    async charges(query: DeskAutoshipChargeQuery, asker: Asker): Promise<DeskAutoshipChargeList> {
      const [{ rows, total }, counts] = await Promise.all([
        repository.chargePage(query.status, query.page, DESK_PAGE_SIZE),
        repository.chargeCounts()
      ]);
      await audit(
        entry(asker, 'autoship.charges', {
          after: {
            status: query.status,
            page: query.page,
            chargeIds: rows.map((row) => row.charge.id),
            autoshipIds: [...new Set(rows.map((row) => row.sub.id))]
          }
        })
      );
      return {
        list: rows.map((row) => ({
          ...cycleOf(row.charge),
          autoshipId: row.sub.id,
          subscriptionStatus: row.sub.status,
          member: memberOf(row),
          card: cardOf(row, asker.language)
        })),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, DESK_PAGE_SIZE),
        totalSize: total,
        counts
      };
    }
  };
}

export type AutoshipDesk = ReturnType<typeof createAutoshipDesk>;
