import type {
  AutoshipStatus,
  DeskAutoshipChargeList,
  DeskAutoshipChargeQueue,
  DeskAutoshipDetail,
  DeskAutoshipList,
  DeskMoveEvent,
  DeskMoveResult,
  DeskOrderDetail,
  DeskOrderList,
  DeskOrderStatus,
  DeskPlannerDocumentList,
  DeskPlannerDocumentReviewBody,
  DeskPlannerDocumentRow,
  PlannerDocumentState,
  DeskReturnDetail,
  DeskReturnList,
  DeskReturnMoveBody,
  DeskShipment,
  DeskShipmentsResult,
  PickingList,
  ReturnStatus,
  StaffProfile,
  StaffTokenAnswer
} from '@mall/domain';
import { currentLanguage } from './i18n';

/** A refusal from the API, with the catalogue's message in the console's language (SPEC §8 shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> | undefined
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Same-origin JSON calls: the session is the httpOnly cookie on /api/staff, so nothing secret is ever held in
 * this page's script or storage.
 */
export async function call<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {}
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'accept-language': currentLanguage(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers
    },
    body: body === undefined ? null : JSON.stringify(body)
  });
  return answerOf<T>(response);
}

/** The `data` of an answer, or its refusal as an ApiError. */
async function answerOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const json = (await response.json().catch(() => null)) as {
    data?: unknown;
    code?: string;
    message?: string;
  } | null;
  if (!response.ok)
    throw new ApiError(
      response.status,
      json?.code ?? 'INTERNAL_ERROR',
      json?.message ?? '',
      json?.data as Record<string, unknown> | undefined
    );
  return json?.data as T;
}

/**
 * A same-origin multipart upload (the browser sets the boundary and the Origin header the API's upload routes
 * require); answers and refusals as `call`'s.
 */
export async function callForm<T>(method: 'POST' | 'PUT', url: string, form: FormData): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': currentLanguage() },
    body: form
  });
  return answerOf<T>(response);
}

/** The signed-in staff member's query (the layout and the session check share it). */
export const ME_KEY = ['staff', 'me'] as const;

const STAFF_CLIENT = `Basic ${btoa('mall-staff:')}`;

export const staffApi = {
  signIn: (body: { username: string; password: string; otp?: string }) =>
    call<StaffTokenAnswer>(
      'POST',
      '/api/staff/oauth/token',
      { grant_type: 'password', ...body },
      { authorization: STAFF_CLIENT }
    ),
  signOut: () => call<void>('DELETE', '/api/staff/oauth/token'),
  me: () => call<StaffProfile>('GET', '/api/staff/v1/me'),
  orders: (query: { status: DeskOrderStatus; q?: string; page: number }) => {
    const params = new URLSearchParams({ status: query.status, page: String(query.page) });
    if (query.q) params.set('q', query.q);
    return call<DeskOrderList>('GET', `/api/staff/v1/orders?${params.toString()}`);
  },
  order: (id: number) => call<DeskOrderDetail>('GET', `/api/staff/v1/orders/${id}`),
  move: (event: DeskMoveEvent, orderIds: number[]) =>
    call<DeskMoveResult>('POST', '/api/staff/v1/orders/moves', { event, orderIds }),
  ship: (shipments: DeskShipment[]) =>
    call<DeskShipmentsResult>('POST', '/api/staff/v1/orders/shipments', { shipments }),
  correctTracking: (orderId: number, body: { courier: string; trackingNumber: string }) =>
    call<DeskOrderDetail>('POST', `/api/staff/v1/orders/${orderId}/tracking`, body),
  picking: (ids: number[] | null) =>
    call<PickingList>('GET', `/api/staff/v1/orders/picking-list${ids ? `?ids=${ids.join(',')}` : ''}`),
  returns: (query: { status: ReturnStatus; page: number }) =>
    call<DeskReturnList>(
      'GET',
      `/api/staff/v1/returns?${new URLSearchParams({ status: query.status, page: String(query.page) }).toString()}`
    ),
  returnDetail: (id: number) => call<DeskReturnDetail>('GET', `/api/staff/v1/returns/${id}`),
  moveReturn: (id: number, body: DeskReturnMoveBody) =>
    call<DeskReturnDetail>('POST', `/api/staff/v1/returns/${id}/moves`, body),
  /** Every state when `status` is null. */
  autoshipList: (query: { status: AutoshipStatus | null; page: number }) => {
    const params = new URLSearchParams(query.status ? { status: query.status } : {});
    params.set('page', String(query.page));
    return call<DeskAutoshipList>('GET', `/api/staff/v1/autoship/subscriptions?${params.toString()}`);
  },
  autoshipDetail: (id: number) =>
    call<DeskAutoshipDetail>('GET', `/api/staff/v1/autoship/subscriptions/${id}`),
  autoshipCharges: (query: { status: DeskAutoshipChargeQueue; page: number }) =>
    call<DeskAutoshipChargeList>(
      'GET',
      `/api/staff/v1/autoship/charges?${new URLSearchParams({ status: query.status, page: String(query.page) }).toString()}`
    ),
  plannerDocuments: (query: { state: PlannerDocumentState; page: number }) =>
    call<DeskPlannerDocumentList>(
      'GET',
      `/api/staff/v1/planner-documents?${new URLSearchParams({ state: query.state, page: String(query.page) }).toString()}`
    ),
  plannerDocument: (id: number) =>
    call<DeskPlannerDocumentRow>('GET', `/api/staff/v1/planner-documents/${id}`),
  reviewPlannerDocument: (id: number, body: DeskPlannerDocumentReviewBody) =>
    call<DeskPlannerDocumentRow>('POST', `/api/staff/v1/planner-documents/${id}/review`, body)
};

/** The decrypted file of a planner document, served to the staff cookie (each open is audited). */
export const plannerDocumentFileUrl = (id: number) => `/api/staff/v1/planner-documents/${id}/file`;
/** Planner documents' queries: the lists by state (their counts) and one document. */
export const PLANNER_DOCUMENTS_KEY = ['staff', 'planner-documents'] as const;

/** The returns desk's queries: every list (its counts) and one return's detail. */
export const RETURNS_KEY = ['staff', 'returns'] as const;
export const returnKey = (id: number) => ['staff', 'return', id] as const;

/** Autoship's queries (read only): the subscription lists, one subscription, the charge queues. */
export const AUTOSHIP_KEY = ['staff', 'autoship'] as const;

/** What to tell staff about a failed call: the API's own translated message, else the fallback. */
export function messageOf(caught: unknown, fallback: string): string {
  return caught instanceof ApiError && caught.message ? caught.message : fallback;
}
