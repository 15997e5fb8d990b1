import {
  DomainError,
  RETURN_LIST_PAGE_SIZE,
  RETURN_REASONS,
  displayOrderNumber,
  isSellerFault,
  returnDeadline,
  returnEligibility,
  returnableQuantities,
  totalPageCount,
  type CartType,
  type GuestOrderCredentials,
  type ReturnDetail,
  type ReturnEstimateBody,
  type ReturnListItem,
  type ReturnPage,
  type ReturnPickupInput,
  type ReturnRefund,
  type ReturnRequestBody,
  type ReturnValidation
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { OrderRow } from '../order/order-detail.ts';
import type { PrivateFiles } from '../media/private-files.ts';
import { normaliseImage } from '../media/images.ts';
import { createReturnRepository, type ReturnLineView, type ReturnListRow } from './return.repository.ts';
import { refundOf, shownRefund } from './return-figures.ts';

type PickupAddress = {
  lastName: string;
  firstName: string;
  mobileNumber: string;
  zipcode: string;
  address1: string;
  address2: string;
};

/** A guest's order found by the lookup credentials: what a guest's return request is made on. */
export type GuestReturnOrder = OrderRow;

export type ReturnDeps = {
  db: Database;
  /** The asker's own listed order by number (ORDER_NOT_FOUND otherwise), from the order history. */
  memberOrder: (userSeqNo: number, orderNumber: string) => Promise<OrderRow>;
  /** A guest order by the lookup's credentials (GUEST_ORDER_NOT_FOUND otherwise). */
  guestOrder: (credentials: GuestOrderCredentials) => Promise<OrderRow>;
  /** The member's address-book entry (ADDRESS_NOT_FOUND when it is not theirs). */
  addressOf: (userSeqNo: number, userAddressId: number) => Promise<PickupAddress>;
  photos: PrivateFiles;
  now?: () => Date;
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);
export const photoContext = (returnId: number) => `return:${returnId}`;

export function listItem(row: ReturnListRow, lines: ReturnLineView[]): ReturnListItem {
  const { ret } = row;
  return {
    returnId: ret.id,
    cartType: row.cartType,
    orderNumber: row.orderNumber,
    displayOrderNumber: displayOrderNumber(row.orderNumber),
    status: ret.status,
    reason: ret.reason,
    requestedAt: ret.requestedAt.toISOString(),
    lines: lines
      .filter((line) => line.returnId === ret.id)
      .map((line) => ({
        salesOrderLineId: line.orderLineId,
        productName: line.productName,
        optionValue: line.optionValue,
        imageUrl: line.imageUrl,
        price: line.price,
        quantity: line.quantity
      })),
    refund: shownFigures(row.paid ?? ret.estimate)
  };
}

/** What a customer sees of a refund: what was paid once it was computed, the estimate before. */
export function shownFigures(figures: ReturnRefund & { earnPointReduced?: number }): ReturnRefund {
  const { earnPointReduced: _internal, ...shown } = figures;
  return shown;
}

/**
 * Returns for members and guests (issue 16 item 4, docs/decisions/071): what may go back, the refund it would
 * bring, the request (quantities taken under the order's row lock), the lists, the detail and the withdrawal.
 */
export function createReturnService(deps: ReturnDeps) {
  const { db, photos } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createReturnRepository(db);

  async function validation(order: OrderRow): Promise<ReturnValidation> {
    const [lines, held] = await Promise.all([
      repository.orderLines(order.id),
      repository.heldQuantities(order.id)
    ]);
    const left = returnableQuantities(
      lines.map((line) => ({
        lineId: line.id,
        orderedQuantity: line.quantity,
        returnedQuantity: held.get(line.id) ?? 0
      }))
    );
    const at = now();
    const deadlines =
      order.deliveredAt === null
        ? null
        : (Object.fromEntries(
            RETURN_REASONS.map((reason) => [reason, returnDeadline(order.deliveredAt!, reason).toISOString()])
          ) as ReturnValidation['deadlines']);
    const seller = order.deliveredAt && returnDeadline(order.deliveredAt, 'DEFECT');
    const refusal =
      order.status !== 'DELIVERED' || !order.deliveredAt
        ? 'RETURN_ORDER_NOT_DELIVERED'
        : seller && at.getTime() >= seller.getTime()
          ? 'RETURN_WINDOW_PASSED'
          : left.every((line) => line.quantity === 0)
            ? 'RETURN_NOTHING_LEFT'
            : null;
    return {
      orderNumber: order.orderNumber,
      displayOrderNumber: displayOrderNumber(order.orderNumber),
      deliveredAt: iso(order.deliveredAt),
      refusal,
      deadlines,
      lines: lines.map((line, index) => ({
        salesOrderLineId: line.id,
        productName: line.productName,
        optionValue: line.optionValue,
        imageUrl: line.imageUrl,
        price: line.price,
        orderedQuantity: line.quantity,
        returnableQuantity: left[index]!.quantity
      })),
      pickup: {
        receiverName: `${order.receiverLastName}${order.receiverFirstName}`,
        mobileNumber: order.receiverMobile,
        zipcode: order.zipcode,
        address1: order.address1,
        address2: order.address2
      }
    };
  }

  const requestedOf = (body: Pick<ReturnRequestBody, 'lines'>) =>
    body.lines.map((line) => ({ lineId: line.salesOrderLineId, quantity: line.quantity }));

  /** The window and the quantities, checked against the order as it is now (under its lock when writing). */
  async function assertEligible(
    repo: typeof repository,
    order: OrderRow,
    body: Pick<ReturnRequestBody, 'lines' | 'reason'>
  ) {
    const lines = await repo.orderLines(order.id);
    const held = await repo.heldQuantities(order.id);
    const verdict = returnEligibility({
      orderStatus: order.status,
      deliveredAt: order.deliveredAt,
      now: now(),
      reason: body.reason,
      lines: lines.map((line) => ({
        lineId: line.id,
        orderedQuantity: line.quantity,
        returnedQuantity: held.get(line.id) ?? 0
      })),
      requested: requestedOf(body)
    });
    if (!verdict.ok) throw new DomainError(verdict.code, verdict.data);
  }

  async function estimate(order: OrderRow, body: ReturnEstimateBody): Promise<ReturnRefund> {
    await assertEligible(repository, order, body);
    const { refund } = await refundOf(repository, order, requestedOf(body), body.reason);
    return shownRefund(refund);
  }

  async function pickupOf(order: OrderRow, pickup: ReturnPickupInput) {
    const address =
      pickup.source === 'TYPED'
        ? pickup.address
        : order.userSeqNo === null
          ? null
          : await deps.addressOf(order.userSeqNo, pickup.userAddressId);
    if (!address) throw new DomainError('ADDRESS_NOT_FOUND');
    return {
      pickupName: `${address.lastName}${address.firstName}`,
      pickupMobile: address.mobileNumber,
      pickupZipcode: address.zipcode,
      pickupAddress1: address.address1,
      pickupAddress2: address.address2 ?? ''
    };
  }

  /**
   * The request: photos normalised and sealed first (slow work outside the lock), then one transaction that
   * locks the order, checks window and quantities against what other returns hold, and writes the return with
   * its estimate. Refused: the sealed photos are removed.
   */
  async function request(order: OrderRow, body: ReturnRequestBody, files: Buffer[]): Promise<number> {
    // Goods at fault are judged from their photos (SPEC §5: no file chosen is ALT_FileError).
    if (isSellerFault(body.reason) && files.length === 0) throw new DomainError('ALT_FileError');
    const pickup = await pickupOf(order, body.pickup);
    // One at a time: a phone photo decodes to ~200 MB of pixels, three at once would triple it.
    const images: Buffer[] = [];
    for (const file of files) images.push(await normaliseImage(file));
    const stored: { fileName: string; bytes: number }[] = [];
    try {
      return await db.transaction(async (tx) => {
        const repo = createReturnRepository(tx);
        const locked = await repo.lockOrder(order.id);
        if (!locked) throw new DomainError('ORDER_NOT_FOUND');
        await assertEligible(repo, locked, body);
        const { refund } = await refundOf(repo, locked, requestedOf(body), body.reason);
        const row = await repo.insert(
          {
            orderId: locked.id,
            userSeqNo: locked.userSeqNo,
            status: 'REQUESTED',
            reason: body.reason,
            reasonText: body.reasonText,
            refundMethod: body.refundMethod,
            ...pickup,
            photoCount: images.length,
            estimate: shownRefund(refund),
            requestedAt: now()
          },
          body.lines.map((line) => ({ orderLineId: line.salesOrderLineId, quantity: line.quantity }))
        );
        for (const image of images)
          stored.push({ fileName: await photos.put(image, photoContext(row.id)), bytes: image.length });
        await repo.insertPhotos(row.id, stored);
        return row.id;
      });
    } catch (error) {
      await photos.remove(stored.map((photo) => photo.fileName));
      throw error;
    }
  }

  async function detail(returnId: number, photoUrl: ((seq: number) => string) | null): Promise<ReturnDetail> {
    const row = await repository.byId(returnId);
    if (!row) throw new DomainError('RETURN_NOT_FOUND');
    const { ret } = row;
    const lines = await repository.linesOf([ret.id]);
    return {
      ...listItem(row, lines),
      reasonText: ret.reasonText,
      pickup: {
        receiverName: ret.pickupName,
        mobileNumber: ret.pickupMobile,
        zipcode: ret.pickupZipcode,
        address1: ret.pickupAddress1,
        address2: ret.pickupAddress2
      },
      photos: photoUrl ? Array.from({ length: ret.photoCount }, (_, seq) => photoUrl(seq)) : [],
      approvedAt: iso(ret.approvedAt),
      collectedAt: iso(ret.collectedAt),
      refundedAt: iso(ret.refundedAt),
      rejectedAt: iso(ret.rejectedAt),
      rejectReason: ret.rejectReason,
      cancelledAt: iso(ret.cancelledAt),
      cancellable: ret.status === 'REQUESTED'
    };
  }

  /** The return, if it belongs to the order the asker proved (member by login, guest by credentials). */
  async function ownReturn(returnId: number, owns: (orderId: number, userSeqNo: number | null) => boolean) {
    const row = await repository.byId(returnId);
    if (!row || !owns(row.ret.orderId, row.ret.userSeqNo)) throw new DomainError('RETURN_NOT_FOUND');
    return row;
  }

  async function cancel(returnId: number): Promise<void> {
    const moved = await repository.move(returnId, 'cancel', { cancelledAt: now() });
    if (!moved) throw new DomainError('RETURN_NOT_CANCELLABLE');
  }

  const memberPhotoUrl = (returnId: number) => (seq: number) =>
    `/api/order/v1/return/${returnId}/photos/${seq}`;
  const isMember = (userSeqNo: number) => (_orderId: number, owner: number | null) => owner === userSeqNo;
  const ofGuestOrder = (order: OrderRow) => (orderId: number) => orderId === order.id;

  async function listOfOrder(order: OrderRow): Promise<{ list: ReturnListItem[] }> {
    const rows = await repository.ofOrder(order.id);
    const lines = await repository.linesOf(rows.map((row) => row.ret.id));
    return { list: rows.map((row) => listItem(row, lines)) };
  }

  return {
    validate: async (userSeqNo: number, orderNumber: string) =>
      validation(await deps.memberOrder(userSeqNo, orderNumber)),
    estimate: async (userSeqNo: number, orderNumber: string, body: ReturnEstimateBody) =>
      estimate(await deps.memberOrder(userSeqNo, orderNumber), body),
    async request(userSeqNo: number, orderNumber: string, body: ReturnRequestBody, files: Buffer[]) {
      const returnId = await request(await deps.memberOrder(userSeqNo, orderNumber), body, files);
      return detail(returnId, memberPhotoUrl(returnId));
    },
    async page(userSeqNo: number, type: CartType, page: number): Promise<ReturnPage> {
      const { rows, total } = await repository.memberPage(userSeqNo, type, page, RETURN_LIST_PAGE_SIZE);
      const lines = await repository.linesOf(rows.map((row) => row.ret.id));
      return {
        list: rows.map((row) => listItem(row, lines)),
        pageNumber: page,
        totalPageNumber: totalPageCount(total, RETURN_LIST_PAGE_SIZE),
        totalSize: total
      };
    },
    ofOrder: async (userSeqNo: number, orderNumber: string) =>
      listOfOrder(await deps.memberOrder(userSeqNo, orderNumber)),
    async detail(userSeqNo: number, returnId: number) {
      await ownReturn(returnId, isMember(userSeqNo));
      return detail(returnId, memberPhotoUrl(returnId));
    },
    async cancel(userSeqNo: number, returnId: number) {
      await ownReturn(returnId, isMember(userSeqNo));
      await cancel(returnId);
      return detail(returnId, memberPhotoUrl(returnId));
    },
    async photo(userSeqNo: number, returnId: number, seq: number): Promise<Buffer> {
      await ownReturn(returnId, isMember(userSeqNo));
      return readPhoto(returnId, seq);
    },

    guestValidate: async (credentials: GuestOrderCredentials) =>
      validation(await deps.guestOrder(credentials)),
    guestEstimate: async (credentials: GuestOrderCredentials, body: ReturnEstimateBody) =>
      estimate(await deps.guestOrder(credentials), body),
    /** The guest's order by the lookup credentials (wrong ones: the lookup's one refusal), before a request's photos. */
    guestOrder: (credentials: GuestOrderCredentials): Promise<GuestReturnOrder> =>
      deps.guestOrder(credentials),
    async guestRequest(order: GuestReturnOrder, body: ReturnRequestBody, files: Buffer[]) {
      return detail(await request(order, body, files), null);
    },
    guestList: async (credentials: GuestOrderCredentials) => listOfOrder(await deps.guestOrder(credentials)),
    async guestDetail(credentials: GuestOrderCredentials, returnId: number) {
      await ownReturn(returnId, ofGuestOrder(await deps.guestOrder(credentials)));
      return detail(returnId, null);
    },
    async guestCancel(credentials: GuestOrderCredentials, returnId: number) {
      await ownReturn(returnId, ofGuestOrder(await deps.guestOrder(credentials)));
      await cancel(returnId);
      return detail(returnId, null);
    },

    /** For the desk: the detail with staff photo URLs. */
    staffDetail: (returnId: number) =>
      detail(returnId, (seq) => `/api/staff/v1/returns/${returnId}/photos/${seq}`),
    readPhoto
  };

  async function readPhoto(returnId: number, seq: number): Promise<Buffer> {
    const photo = await repository.photo(returnId, seq);
    if (!photo) throw new DomainError('NOT_FOUND');
    return photos.get(photo.fileName, photoContext(returnId));
  }
}

export type ReturnService = ReturnType<typeof createReturnService>;
