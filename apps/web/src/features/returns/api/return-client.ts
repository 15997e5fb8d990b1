import type {
  ReturnDetail,
  ReturnEstimateBody,
  ReturnListItem,
  ReturnPickupInput,
  ReturnRefund,
  ReturnRequestBody,
  ReturnValidation
} from '@mall/domain';

/** The request as the storefront sends it: the pickup always typed (the form's address; guests have no book). */
export type TypedReturnRequest = ReturnRequestBody & {
  pickup: Extract<ReturnPickupInput, { source: 'TYPED' }>;
};

/**
 * The return calls one screen makes, for a member (Bearer, the order in the path) or a guest (the lookup's
 * credentials in every body): the steps, the order's returns and the detail use either the same way.
 */
export type ReturnClient = {
  kind: 'member' | 'guest';
  /** The query-key root of this client's answers (member answers under ['member', …], dropped at logout). */
  keyRoot: readonly unknown[];
  validate: (orderNumber: string, signal?: AbortSignal) => Promise<ReturnValidation>;
  estimate: (orderNumber: string, body: ReturnEstimateBody, signal?: AbortSignal) => Promise<ReturnRefund>;
  /** The one write of a return (ADR 071): the reviewed request, agreed to, with up to three photos. */
  submit: (
    orderNumber: string,
    request: TypedReturnRequest,
    photos: readonly File[]
  ) => Promise<ReturnDetail>;
  ofOrder: (orderNumber: string, signal?: AbortSignal) => Promise<ReturnListItem[]>;
  detail: (returnId: number, signal?: AbortSignal) => Promise<ReturnDetail>;
  cancel: (returnId: number) => Promise<ReturnDetail>;
};

/** The multipart body: `request` is the JSON of the submit body, `photos` the files (0–3). */
export function returnFormData(request: object, photos: readonly File[]): FormData {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}
