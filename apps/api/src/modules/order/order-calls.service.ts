import {
  DomainError,
  displayOrderNumber,
  type DeliveryAddressInput,
  type GuestDeliveryAddressChange,
  type Language,
  type MemberDeliveryAddressChange,
  type OrderDetail,
  type OrderNumberSequence,
  type SheetContents
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { OrderRow } from './order-detail.ts';
import { createOrderCallsRepository, type AddressColumns } from './order-calls.repository.ts';
import type { OrderHistoryService } from './order-history.service.ts';
import { createOrderRepository } from './order.repository.ts';

export type OrderCallsDeps = {
  db: Database;
  history: Pick<OrderHistoryService, 'memberOrder' | 'guestOrder' | 'orderDetail'>;
  /** The chosen address-book entry, checked to be the member's (404 ADDRESS_NOT_FOUND otherwise). */
  addressOf: (userSeqNo: number, userAddressId: number) => Promise<unknown>;
  /** After an address change (the staff desk reads the order's own columns; this is for a notice or a log). */
  addressChanged?: (orderId: number) => Promise<unknown>;
  now?: () => Date;
};

function columnsOf(address: DeliveryAddressInput, userAddressId: number | null): AddressColumns {
  return {
    receiverLastName: address.lastName,
    receiverFirstName: address.firstName,
    receiverMobile: address.mobileNumber,
    zipcode: address.zipcode,
    address1: address.address1,
    address2: address.address2,
    addressDescription: address.addressDescription,
    userAddressId
  };
}

/**
 * The order calls of issue 20 item 4 (docs/decisions/085) that read or change one order or sheet of the asker's:
 * the delivery address before shipping (member and guest), a sheet read back, the order's place in the member's
 * orders. Ownership as the history's: another member's order → ORDER_NOT_FOUND, a guest's mismatch →
 * GUEST_ORDER_NOT_FOUND, another member's sheet → NOT_FOUND.
 */
export function createOrderCallsService(deps: OrderCallsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The guarded update (order-calls.repository.ts): missed → ORDER_ADDRESS_NOT_CHANGEABLE. */
  async function change(
    order: OrderRow,
    address: DeliveryAddressInput,
    userAddressId: number | null,
    language: Language
  ): Promise<OrderDetail> {
    const changed = await createOrderCallsRepository(db).changeAddress(
      order.id,
      columnsOf(address, userAddressId),
      now()
    );
    if (!changed) throw new DomainError('ORDER_ADDRESS_NOT_CHANGEABLE', { status: order.status });
    await deps.addressChanged?.(changed.id);
    return deps.history.orderDetail(changed, language);
  }

  return {
    async changeMemberAddress(
      userSeqNo: number,
      request: MemberDeliveryAddressChange,
      language: Language
    ): Promise<OrderDetail> {
      const order = await deps.history.memberOrder(userSeqNo, request.orderNumber);
      if (request.userAddressId !== null) await deps.addressOf(userSeqNo, request.userAddressId);
      return change(order, request.address, request.userAddressId, language);
    },

    async changeGuestAddress(request: GuestDeliveryAddressChange, language: Language): Promise<OrderDetail> {
      const order = await deps.history.guestOrder(request.credentials);
      return change(order, request.address, null, language);
    },

    /** The member's sheet as stored, expired or used ones too (GET /sales/sheet/{id} prices a live one). */
    async sheetContents(userSeqNo: number, sheetId: string): Promise<SheetContents> {
      const sheet = await createOrderRepository(db).sheet(sheetId);
      if (!sheet || sheet.userSeqNo !== userSeqNo) throw new DomainError('NOT_FOUND');
      return {
        sheetId: sheet.id,
        cartType: sheet.cartType,
        source: sheet.source,
        lines: sheet.lines.map((line) => ({
          productId: line.productId,
          productOptionId: line.productOptionId,
          quantity: line.quantity,
          cartId: line.cartId
        })),
        easyBagId: sheet.easyBagId,
        createdAt: sheet.createdAt.toISOString(),
        expiresAt: sheet.expiresAt.toISOString(),
        expired: sheet.expiresAt.getTime() <= now().getTime(),
        used: sheet.usedOrderId !== null
      };
    },

    /** Which of the member's orders this one is (the nth, oldest first, of all listed orders). */
    async sequence(userSeqNo: number, orderNumber: string): Promise<OrderNumberSequence> {
      const order = await deps.history.memberOrder(userSeqNo, orderNumber);
      const { sequence, total } = await createOrderCallsRepository(db).sequence(userSeqNo, order.id);
      return {
        orderNumber: order.orderNumber,
        displayOrderNumber: displayOrderNumber(order.orderNumber),
        sequence,
        totalOrders: total
      };
    }
  };
}

export type OrderCallsService = ReturnType<typeof createOrderCallsService>;
