import {
  DomainError,
  DESK_PAGE_SIZE,
  displayOrderNumber,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  orderMove,
  storedOrderNumber,
  toCourierCode,
  totalPageCount,
  type DeskMoveEvent,
  type DeskMoveResult,
  type DeskOrderDetail,
  type DeskOrderList,
  type DeskOrderQuery,
  type DeskOrderRow,
  type DeskShipment,
  type DeskShipmentsResult,
  type PickingList
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import { createStaffRepository } from '../staff/staff.repository.ts';
import { auditEntry, type StaffAsker } from '../staff/staff-audit.ts';
import { createDeskRepository, type DeskOrder, type DeskRepository } from './desk.repository.ts';

type Line = Awaited<ReturnType<DeskRepository['lines']>>[number];
const iso = (at: Date | null) => (at ? at.toISOString() : null);

function rowOf(order: DeskOrder, lines: Line[]): DeskOrderRow {
  return {
    orderId: order.id,
    orderNumber: displayOrderNumber(order.orderNumber),
    status: order.status,
    placedAt: iso(order.placedAt),
    ordererName: order.ordererName,
    guest: order.guestPasswordHash !== null,
    receiverName: `${order.receiverLastName}${order.receiverFirstName}`,
    firstProductName: lines[0]?.productName ?? '',
    lineCount: lines.length,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    amount: order.amount,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt)
  };
}

/** The time column each desk move stamps. */
const STAMP: Record<DeskMoveEvent, 'preparingAt' | 'deliveredAt'> = {
  prepare: 'preparingAt',
  deliver: 'deliveredAt'
};

/**
 * The order desk (issue 16 item 2): lists by state, one order's detail, moves of many orders at once (prepare,
 * mark delivered), shipping with courier and tracking number (one or an uploaded list), the picking list.
 * Every read of orderer data and every move is written to the staff audit log.
 */
export function createDeskService({
  db,
  onShipped,
  onDelivered,
  onTrackingCorrected,
  now = () => new Date()
}: {
  db: Database;
  /** In the shipping transaction: the parcel tracking's job and the notice's job (ADR 068). */
  onShipped?: (exec: Executor, orderId: number, at: Date) => Promise<void>;
  /** In the move's transaction: the delivered notice's job. */
  onDelivered?: (exec: Executor, orderId: number) => Promise<void>;
  /** In the correction's transaction: the tracking job follows the new number. */
  onTrackingCorrected?: (exec: Executor, orderId: number, at: Date) => Promise<void>;
  now?: () => Date;
}) {
  const repository = createDeskRepository(db);
  const { audit } = createStaffRepository(db);
  const service = {
    async list(query: DeskOrderQuery, asker: StaffAsker): Promise<DeskOrderList> {
      const [{ orders, total }, counts] = await Promise.all([repository.page(query), repository.counts()]);
      const lines = await repository.lines(orders.map((order) => order.id));
      await audit(
        auditEntry(asker, 'orders.list', {
          after: {
            status: query.status,
            q: query.q ?? null,
            page: query.page,
            orderIds: orders.map((order) => order.id)
          }
        })
      );
      return {
        list: orders.map((order) =>
          rowOf(
            order,
            lines.filter((line) => line.orderId === order.id)
          )
        ),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, DESK_PAGE_SIZE),
        totalSize: total,
        counts
      };
    },

    async detail(orderId: number, asker: StaffAsker): Promise<DeskOrderDetail> {
      const order = await repository.byId(orderId);
      if (!order || order.status === 'PAYMENT_PENDING' || order.status === 'FAILED')
        throw new DomainError('ORDER_NOT_FOUND');
      const lines = await repository.lines([order.id]);
      await audit(auditEntry(asker, 'orders.read', { targetType: 'order', targetId: String(order.id) }));
      return {
        ...rowOf(order, lines),
        ordererMobile: order.ordererMobile,
        ordererEmail: order.ordererEmail,
        receiverMobile: order.receiverMobile,
        zipcode: order.zipcode,
        address1: order.address1,
        address2: order.address2,
        message: order.message,
        lines: lines.map((line) => ({
          productName: line.productName,
          optionValue: line.optionValue,
          quantity: line.quantity,
          price: line.price
        })),
        times: {
          placedAt: iso(order.placedAt),
          preparingAt: iso(order.preparingAt),
          shippedAt: iso(order.shippedAt),
          deliveredAt: iso(order.deliveredAt),
          cancelRequestedAt: iso(order.cancelRequestedAt),
          cancelledAt: iso(order.cancelledAt)
        }
      };
    },

    /** One transaction: the orders' moves, their audit entries and their notices stand or fall together. */
    async move(event: DeskMoveEvent, orderIds: number[], asker: StaffAsker): Promise<DeskMoveResult> {
      const at = now();
      const [before] = orderMove(event).from;
      const moved = await db.transaction(async (tx) => {
        const rows = await createDeskRepository(tx).moveMany(orderIds, event, at, { [STAMP[event]]: at });
        await createStaffRepository(tx).audit(
          rows.map((row) =>
            auditEntry(asker, `orders.${event}`, {
              targetType: 'order',
              targetId: String(row.id),
              before: { status: before },
              after: { status: row.status }
            })
          )
        );
        if (event === 'deliver' && onDelivered) for (const row of rows) await onDelivered(tx, row.id);
        return rows;
      });
      const movedIds = new Set(moved.map((row) => row.id));
      const left = orderIds.filter((id) => !movedIds.has(id));
      const statuses = await repository.statuses(left);
      return {
        moved: moved.map((row) => ({
          orderId: row.id,
          orderNumber: displayOrderNumber(row.orderNumber),
          status: row.status
        })),
        refused: left.map((id) => ({ orderId: id, status: statuses.get(id) ?? null }))
      };
    },

    /** Ships each row it can; a bad row is refused alone (the upload's other rows still ship). */
    async ship(shipments: DeskShipment[], asker: StaffAsker): Promise<DeskShipmentsResult> {
      const result: DeskShipmentsResult = { shipped: [], refused: [] };
      const at = now();
      for (const [index, shipment] of shipments.entries()) {
        const row = index + 1;
        const orderNumber = storedOrderNumber(shipment.orderNumber);
        const courier = toCourierCode(shipment.courier);
        const trackingNumber = normalizeTrackingNumber(shipment.trackingNumber);
        const shown = orderNumber ? displayOrderNumber(orderNumber) : shipment.orderNumber;
        if (!orderNumber) {
          result.refused.push({ row, orderNumber: shown, code: 'ORDER_NOT_FOUND' });
          continue;
        }
        if (!courier || !isValidTrackingNumber(courier, trackingNumber)) {
          result.refused.push({ row, orderNumber: shown, code: 'TRACKING_NUMBER_INVALID' });
          continue;
        }
        // One transaction per row: the move, its tracking and notice jobs and its audit entry, or none of them.
        const shipped = await db.transaction(async (tx) => {
          const row = await createDeskRepository(tx).ship(orderNumber, courier, trackingNumber, at);
          if (!row) return null;
          await onShipped?.(tx, row.id, at);
          await createStaffRepository(tx).audit(
            auditEntry(asker, 'orders.ship', {
              targetType: 'order',
              targetId: String(row.id),
              before: { status: 'PREPARING' },
              after: { status: 'SHIPPING', courier, trackingNumber }
            })
          );
          return row;
        });
        if (!shipped) {
          const exists = await repository.existsByNumber(orderNumber);
          result.refused.push({
            row,
            orderNumber: shown,
            code: exists ? 'ORDER_MOVE_REFUSED' : 'ORDER_NOT_FOUND'
          });
          continue;
        }
        result.shipped.push({ row, orderId: shipped.id, orderNumber: shown });
      }
      return result;
    },

    /**
     * Corrects a shipping order's carrier and tracking number (a mistyped number the carrier does not know): the
     * old scans go, the tracking starts again on the new number, and the audit keeps both.
     */
    async correctTracking(
      orderId: number,
      shipment: { courier: string; trackingNumber: string },
      asker: StaffAsker
    ) {
      const courier = toCourierCode(shipment.courier);
      const trackingNumber = normalizeTrackingNumber(shipment.trackingNumber);
      if (!courier || !isValidTrackingNumber(courier, trackingNumber))
        throw new DomainError('TRACKING_NUMBER_INVALID');
      const at = now();
      const before = await db.transaction(async (tx) => {
        const previous = await createDeskRepository(tx).correctTracking(orderId, courier, trackingNumber, at);
        if (!previous) return null;
        await onTrackingCorrected?.(tx, orderId, at);
        await createStaffRepository(tx).audit(
          auditEntry(asker, 'orders.tracking', {
            targetType: 'order',
            targetId: String(orderId),
            before: previous,
            after: { courier, trackingNumber }
          })
        );
        return previous;
      });
      if (!before)
        throw new DomainError((await repository.byId(orderId)) ? 'ORDER_MOVE_REFUSED' : 'ORDER_NOT_FOUND');
      return service.detail(orderId, asker);
    },

    async picking(orderIds: number[] | null, asker: StaffAsker): Promise<PickingList> {
      const list = await repository.picking(orderIds);
      await audit(auditEntry(asker, 'orders.picking-list', { after: { orders: list.orderCount } }));
      return list;
    }
  };
  return service;
}

export type DeskService = ReturnType<typeof createDeskService>;
