import {
  DIVE_IN_CONTENT_MAX,
  DIVE_IN_MAX_PRODUCTS,
  DIVE_IN_VIDEO_MAX_BYTES,
  DIVE_IN_VIDEO_MAX_SECONDS,
  DIVE_IN_VIDEO_MIN_SECONDS,
  DiveInUploadSchema,
  type DiveInUpload
} from '@mall/domain';
import { isApiError } from '../../../shared/api/api-error';

/*
 * The upload's rules as the browser applies them before sending (docs/decisions/087): the file's type and size at
 * once, its length once the preview has read it, the fields by the upload's own schema (the server's), and the
 * server's refusals placed on the field they are about. Problems are data, translated when shown
 * (`planner:video.problems.<key>` with `values`).
 */

export const VIDEO_ACCEPT = 'video/mp4';
export const VIDEO_MAX_MB = Math.round(DIVE_IN_VIDEO_MAX_BYTES / (1024 * 1024));

export type StudioField = 'video' | 'tagCode' | 'content' | 'productIds';
export type Problem = { key: string; values?: Record<string, number> };
export type Problems = Partial<Record<StudioField, Problem>>;

const videoType: Problem = { key: 'VIDEO_TYPE' };
const videoSize = (maxMb: number): Problem => ({ key: 'VIDEO_SIZE', values: { maxMb } });
const videoDuration = (min: number, max: number): Problem => ({
  key: 'VIDEO_DURATION',
  values: { min, max }
});

/** An MP4 by its type (or, when the browser gives none, by its name), not empty and within the size. */
export function videoFileProblem(file: File): Problem | null {
  const mp4 = file.type === VIDEO_ACCEPT || (file.type === '' && /\.mp4$/i.test(file.name));
  if (!mp4 || file.size === 0) return videoType;
  if (file.size > DIVE_IN_VIDEO_MAX_BYTES) return videoSize(VIDEO_MAX_MB);
  return null;
}

/** The length the preview read; an unknown one (a stream, NaN) is left to the server. */
export function videoDurationProblem(seconds: number): Problem | null {
  if (!Number.isFinite(seconds)) return null;
  return seconds < DIVE_IN_VIDEO_MIN_SECONDS || seconds > DIVE_IN_VIDEO_MAX_SECONDS
    ? videoDuration(DIVE_IN_VIDEO_MIN_SECONDS, DIVE_IN_VIDEO_MAX_SECONDS)
    : null;
}

/**
 * The caption as one paragraph: the schema refuses control characters (VA_InvalidCharacters), so a line break or a
 * tab typed or pasted becomes a space instead of a refusal.
 */
// eslint-disable-next-line no-control-regex -- replacing control characters is the point
export const captionValue = (typed: string) => typed.replace(/[\u0000-\u001f\u007f]+/g, ' ');

/** A field's refusal code (the schema's message key, or zod's issue code from the server) as its problem. */
function fieldProblem(field: Exclude<StudioField, 'video'>, code: string, fromServer: boolean): Problem {
  if (field === 'tagCode') return { key: fromServer ? 'TAG_UNKNOWN' : 'TAG_REQUIRED' };
  if (field === 'content') {
    if (code === 'DI_ContentRequired' || code === 'VA_InvalidCharacters') return { key: code };
    return { key: 'CONTENT_MAX', values: { max: DIVE_IN_CONTENT_MAX } };
  }
  if (code === 'DI_ProductsMax') return { key: code, values: { max: DIVE_IN_MAX_PRODUCTS } };
  if (code === 'DI_ProductsRequired' || code === 'DI_ProductsDuplicate') return { key: code };
  return { key: 'invalid' };
}

const FIELDS: readonly string[] = ['tagCode', 'content', 'productIds'];
const asField = (path: string) => {
  const head = path.split('.')[0] ?? '';
  return FIELDS.includes(head) ? (head as Exclude<StudioField, 'video'>) : null;
};

/** The request body by DiveInUploadSchema, or each field's first refusal. */
export function checkUpload(values: DiveInUpload): { body: DiveInUpload } | { problems: Problems } {
  const parsed = DiveInUploadSchema.safeParse(values);
  if (parsed.success) return { body: parsed.data };
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = asField(issue.path.join('.'));
    if (field && !problems[field]) problems[field] = fieldProblem(field, issue.message, false);
  }
  return { problems };
}

/** What a refused upload says: problems on fields, the product refused (its chip is marked), or a failure code. */
export type Refusal = {
  problems: Problems;
  refusedProductId: number | null;
  failure: { code: string; data?: Record<string, unknown> | undefined } | null;
};

export function uploadRefusal(error: unknown): Refusal {
  const refusal: Refusal = { problems: {}, refusedProductId: null, failure: null };
  if (!isApiError(error)) return { ...refusal, failure: { code: 'UNKNOWN' } };
  const data = error.data ?? {};
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  if (error.status === 413 || error.code === 'ALT_ImageValidation')
    return { ...refusal, problems: { video: videoSize(number(data.maxMb, VIDEO_MAX_MB)) } };
  if (error.code === 'ALT_FileError') return { ...refusal, problems: { video: videoType } };
  if (error.code === 'DIVE_IN_VIDEO_DURATION') {
    const min = number(data.min, DIVE_IN_VIDEO_MIN_SECONDS);
    return {
      ...refusal,
      problems: { video: videoDuration(min, number(data.max, DIVE_IN_VIDEO_MAX_SECONDS)) }
    };
  }
  if (error.code === 'DIVE_IN_PRODUCT_NOT_ALLOWED') {
    const productId = typeof data.productId === 'number' ? data.productId : null;
    return {
      ...refusal,
      problems: { productIds: { key: 'PRODUCT_NOT_ALLOWED' } },
      refusedProductId: productId
    };
  }
  for (const { field: path, code } of error.fields) {
    const field = asField(path);
    if (field && !refusal.problems[field]) refusal.problems[field] = fieldProblem(field, code, true);
  }
  if (Object.keys(refusal.problems).length > 0) return refusal;
  return { ...refusal, failure: { code: error.code, data: error.data } };
}
