import type { FieldError } from '@mall/domain';

/** Codes the client itself produces when there is no answer from the server. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK_ERROR' | 'UNKNOWN';

/**
 * Every failed call throws this. `status` is the HTTP status (0 when there was no answer); `code` is the
 * API's error code (packages/domain ERROR_STATUS) or a ClientErrorCode.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  readonly requestId: string | undefined;
  readonly data: Record<string, unknown> | undefined;
  /** Set once the SPEC §8 dispatcher has shown/handled it, so it is never handled twice. */
  dispatched = false;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: FieldError[] | undefined;
    requestId?: string | undefined;
    data?: Record<string, unknown> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
    this.data = init.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFields(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (item): item is FieldError =>
      isRecord(item) &&
      typeof item.field === 'string' &&
      typeof item.code === 'string' &&
      typeof item.message === 'string'
  );
}

/** Builds an ApiError from an error answer; tolerant of a body that is not our shape (a proxy's HTML page). */
export function apiErrorFromBody(status: number, body: unknown, headerRequestId: string | null): ApiError {
  const record = isRecord(body) ? body : {};
  const code =
    typeof record.code === 'string'
      ? record.code
      : typeof record.error === 'string'
        ? record.error // OAuth answers ({ error: 'invalid_token' }) on the token endpoint
        : status >= 500
          ? 'INTERNAL_ERROR'
          : 'UNKNOWN';
  const message =
    typeof record.message === 'string'
      ? record.message
      : typeof record.error_description === 'string'
        ? record.error_description
        : `HTTP ${status}`;
  return new ApiError({
    status,
    code,
    message,
    fields: toFields(record.fields),
    requestId: typeof record.requestId === 'string' ? record.requestId : (headerRequestId ?? undefined),
    data: isRecord(record.data) ? record.data : undefined
  });
}
