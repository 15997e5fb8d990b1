import {
  EMPTY_MULTI_PAYMENT,
  type CartLineInput,
  type CartType,
  type DeliveryAddressInput,
  type DeliveryMessagePreset,
  type MultiPaymentState,
  type PaymentStepPlan
} from '@mall/domain';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { paths } from '../../../shared/config/paths';
import { readStored, removeStored, writeStored } from '../../../shared/storage/browser-storage';

/**
 * The checkout's payment state (SPEC §3 "paymentInfo"): what the screen needs to come back to after a reload or
 * the provider's redirect — the sheet, what the customer chose, the pending order and its steps, and the
 * multi-payment machine (packages/domain multi-payment.ts). sessionStorage, one tab. Never a password.
 * SPEC §8 4341 removes it (app/error-effects.ts reads the same key). Keys: STORAGE_KEYS (shared/config/app-config.ts).
 */
export type CheckoutChoices = {
  userAddressId: number | null;
  address: DeliveryAddressInput | null;
  messagePreset: DeliveryMessagePreset | null;
  messageText: string;
  memberCouponId: number | null;
  pointUsed: number;
  agreements: Record<string, boolean>;
  split: boolean;
  splitFirstAmount: number | null;
};

/** The pending order init made, as the payment window needs it. */
export type PendingOrder = {
  orderNumber: string;
  displayOrderNumber: string;
  amount: number;
  orderName: string;
  customerKey: string;
  steps: PaymentStepPlan[];
};

export type PaymentInfo = {
  version: 1;
  kind: 'member' | 'guest';
  cartType: CartType;
  /** Member: the sheet made from the order data (a reload must not make another). */
  sheetId: string | null;
  /** The order data's createdAt the sheet was made from. */
  orderDataAt: string | null;
  /** Guest: the lines (product, option, quantity) to order. */
  guestLines: CartLineInput[];
  /** Guest: the easy bag the lines came from (/beauty-planner), named to the guest init. */
  easyBagId?: string | null;
  choices: CheckoutChoices;
  /** The init request's Idempotency-Key, kept until init answers (a double click or a reload reuses it). */
  initKey: string | null;
  order: PendingOrder | null;
  multi: MultiPaymentState;
};

export const EMPTY_CHOICES: CheckoutChoices = {
  userAddressId: null,
  address: null,
  messagePreset: null,
  messageText: '',
  memberCouponId: null,
  pointUsed: 0,
  agreements: {},
  split: false,
  splitFirstAmount: null
};

export function newPaymentInfo(kind: PaymentInfo['kind'], cartType: CartType): PaymentInfo {
  return {
    version: 1,
    kind,
    cartType,
    sheetId: null,
    orderDataAt: null,
    guestLines: [],
    choices: EMPTY_CHOICES,
    initKey: null,
    order: null,
    multi: EMPTY_MULTI_PAYMENT
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isPaymentInfo(value: unknown): value is PaymentInfo {
  if (!isObject(value) || value.version !== 1) return false;
  return (
    (value.kind === 'member' || value.kind === 'guest') &&
    (value.cartType === 'normal' || value.cartType === 'autoship') &&
    (value.sheetId === null || typeof value.sheetId === 'string') &&
    Array.isArray(value.guestLines) &&
    isObject(value.choices) &&
    (value.initKey === null || typeof value.initKey === 'string') &&
    (value.order === null || (isObject(value.order) && Array.isArray(value.order.steps))) &&
    isObject(value.multi) &&
    Array.isArray(value.multi.steps)
  );
}

export function readPaymentInfo(kind: PaymentInfo['kind']): PaymentInfo | null {
  const info = readStored('session', STORAGE_KEYS.paymentInfo, isPaymentInfo);
  return info?.kind === kind ? info : null;
}

export function writePaymentInfo(info: PaymentInfo): void {
  writeStored('session', STORAGE_KEYS.paymentInfo, info);
}

export function clearPaymentInfo(): void {
  removeStored('session', STORAGE_KEYS.paymentInfo);
}

export function writeReturnRoute(cartType: CartType): void {
  writeStored('session', STORAGE_KEYS.paymentReturnRoute, paths.cart(cartType));
}

/** The placed order as the success pages show it (from confirm's order, or from the screen for a 0-won order). */
export type PaymentResult = {
  orderNumber: string;
  displayOrderNumber: string;
  guest: boolean;
  lines: Array<{
    productName: string;
    optionValue: string | null;
    quantity: number;
    price: number;
    imageUrl: string;
  }>;
  amount: number;
  payments: Array<{ step: number; amount: number }>;
  couponDiscount: number;
  pointUsed: number;
  earnPoint: number;
  delivery: { receiverName: string; zipcode: string; address1: string; address2: string } | null;
};

const isPaymentResult = (value: unknown): value is PaymentResult =>
  isObject(value) &&
  typeof value.orderNumber === 'string' &&
  Array.isArray(value.lines) &&
  Array.isArray(value.payments);

export function writePaymentResult(result: PaymentResult): void {
  writeStored('session', STORAGE_KEYS.paymentResult, result);
}

export function readPaymentResult(orderNumber: string | null): PaymentResult | null {
  const result = readStored('session', STORAGE_KEYS.paymentResult, isPaymentResult);
  if (!result || !orderNumber) return null;
  return result.orderNumber === orderNumber || result.displayOrderNumber === orderNumber ? result : null;
}

export type NonUserInfo = { name: string; mobileNumber: string; email: string; agreed: true };

const isNonUserInfo = (value: unknown): value is NonUserInfo =>
  isObject(value) &&
  typeof value.name === 'string' &&
  typeof value.mobileNumber === 'string' &&
  typeof value.email === 'string' &&
  value.agreed === true;

export function readNonUserInfo(): NonUserInfo | null {
  return readStored('session', STORAGE_KEYS.nonUserInfo, isNonUserInfo);
}

export function writeNonUserInfo(info: NonUserInfo): void {
  writeStored('session', STORAGE_KEYS.nonUserInfo, info);
}
