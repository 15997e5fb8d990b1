import {
  DESK_PAGE_SIZE,
  DomainError,
  displayOrderNumber,
  refundDueBy,
  returnEventsFor,
  totalPageCount,
  type DeskReturnDetail,
  type DeskReturnList,
  type DeskReturnMoveBody,
  type DeskReturnQuery,
  type DeskReturnRow,
  type ReturnStatus
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import { createStaffRepository, type AuditEntry } from '../staff/staff.repository.ts';
import { auditEntry, type StaffAsker } from '../staff/staff-audit.ts';
import { createReturnRepository, type ReturnLineView, type ReturnListRow } from './return.repository.ts';
import type { ReturnRefunds } from './return-refund.ts';
import type { ReturnService } from './return.service.ts';

/** The states that are work still to do: their tabs show how many wait. */
const OPEN_STATES: readonly ReturnStatus[] = ['REQUESTED', 'APPROVED', 'COLLECTED'];
const STAFF_EVENTS = ['approve', 'collect', 'reject'] as const;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function rowOf(
  row: ReturnListRow & { ordererName: string; guest: boolean },
  lines: ReturnLineView[],
  at: Date
) {
  const own = lines.filter((line) => line.returnId === row.ret.id);
  const due = row.ret.collectedAt ? refundDueBy(row.ret.collectedAt) : null;
  return {
    returnId: row.ret.id,
    orderId: row.ret.orderId,
    orderNumber: displayOrderNumber(row.orderNumber),
    status: row.ret.status,
    reason: row.ret.reason,
    requestedAt: row.ret.requestedAt.toISOString(),
    ordererName: row.ordererName,
    guest: row.guest,
    firstProductName: own[0]?.productName ?? '',
    lineCount: own.length,
    quantity: own.reduce((sum, line) => sum + line.quantity, 0),
    cashRefund: row.ret.estimate.cashRefund,
    pointsBack: row.ret.estimate.pointsBack,
    collectedAt: iso(row.ret.collectedAt),
    refundDueBy: due && row.ret.status === 'COLLECTED' ? due.toISOString() : null,
    refundOverdue: due !== null && row.ret.status === 'COLLECTED' && at.getTime() >= due.getTime()
  } satisfies DeskReturnRow;
}

/**
 * The returns desk (issue 16 item 4): lists by state, one return with its photos, approve / collect / reject.
 * Collection queues the refund (return-refund.ts). Every read and move is in the staff audit log.
 */
export function createReturnDesk({
  db,
  returns,
  refunds,
  notify,
  now = () => new Date()
}: {
  db: Database;
  returns: ReturnService;
  refunds: ReturnRefunds;
  notify: NotificationService['notify'];
  now?: () => Date;
}) {
  const repository = createReturnRepository(db);
  const { audit } = createStaffRepository(db);
  const entry = (
    asker: StaffAsker,
    action: string,
    returnId: number | null,
    rest: Partial<AuditEntry> = {}
  ) =>
    auditEntry(asker, action, {
      ...(returnId === null ? {} : { targetType: 'return', targetId: String(returnId) }),
      ...rest
    });

  async function deskRow(returnId: number) {
    const found = await repository.deskRow(returnId);
    if (!found) throw new DomainError('RETURN_NOT_FOUND');
    return found;
  }

  return {
    async list(query: DeskReturnQuery, asker: StaffAsker): Promise<DeskReturnList> {
      const [{ rows, total }, counts] = await Promise.all([
        repository.deskPage(query.status, query.page, DESK_PAGE_SIZE),
        repository.counts(OPEN_STATES)
      ]);
      const lines = await repository.linesOf(rows.map((r) => r.ret.id));
      await audit(
        entry(asker, 'returns.list', null, {
          after: { status: query.status, page: query.page, returnIds: rows.map((r) => r.ret.id) }
        })
      );
      const at = now();
      return {
        list: rows.map((r) => rowOf(r, lines, at)),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, DESK_PAGE_SIZE),
        totalSize: total,
        counts
      };
    },

    async detail(returnId: number, asker: StaffAsker): Promise<DeskReturnDetail> {
      const desk = await deskRow(returnId);
      const [shown, refundError] = await Promise.all([
        returns.staffDetail(returnId),
        desk.ret.status === 'COLLECTED' ? refunds.lastError(returnId) : null
      ]);
      await audit(entry(asker, 'returns.read', returnId));
      const lines = shown.lines.map((line) => ({ ...line, returnId, orderLineId: line.salesOrderLineId }));
      return {
        ...rowOf(desk, lines, now()),
        reasonText: shown.reasonText,
        lines: shown.lines,
        pickup: shown.pickup,
        photos: shown.photos,
        refund: shown.refund,
        approvedAt: shown.approvedAt,
        rejectedAt: shown.rejectedAt,
        rejectReason: shown.rejectReason,
        refundedAt: shown.refundedAt,
        cancelledAt: shown.cancelledAt,
        refundError,
        events: returnEventsFor(desk.ret.status, 'STAFF').filter(
          (event): event is (typeof STAFF_EVENTS)[number] =>
            (STAFF_EVENTS as readonly string[]).includes(event)
        )
      };
    },

    /** One transaction: the move, its audit entry and what follows it (the notice, the refund's job). */
    async move(returnId: number, body: DeskReturnMoveBody, asker: StaffAsker): Promise<DeskReturnDetail> {
      const at = now();
      await db.transaction(async (tx) => {
        const repo = createReturnRepository(tx);
        const before = await repo.lockStatus(returnId);
        if (!before) throw new DomainError('RETURN_NOT_FOUND');
        const set =
          body.event === 'approve'
            ? { approvedAt: at }
            : body.event === 'collect'
              ? { collectedAt: at }
              : { rejectedAt: at, rejectReason: body.reason };
        const moved = await repo.move(returnId, body.event, set);
        if (!moved) throw new DomainError('RETURN_MOVE_REFUSED');
        await createStaffRepository(tx).audit(
          entry(asker, `returns.${body.event}`, returnId, {
            before: { status: before },
            after: { status: moved.status, ...(body.event === 'reject' ? { reason: body.reason } : {}) }
          })
        );
        if (body.event === 'approve') await notify('RETURN_APPROVED', moved.orderId, { ref: returnId }, tx);
        if (body.event === 'reject') await notify('RETURN_REJECTED', moved.orderId, { ref: returnId }, tx);
        if (body.event === 'collect') await refunds.queue(tx, returnId);
      });
      return this.detail(returnId, asker);
    },

    async photo(returnId: number, seq: number, asker: StaffAsker): Promise<Buffer> {
      const photo = await returns.readPhoto(returnId, seq);
      await audit(entry(asker, 'returns.photo', returnId, { after: { seq } }));
      return photo;
    }
  };
}

export type ReturnDesk = ReturnType<typeof createReturnDesk>;
