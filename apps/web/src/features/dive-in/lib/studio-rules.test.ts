import { DIVE_IN_CONTENT_MAX, DIVE_IN_VIDEO_MAX_BYTES } from '@mall/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import {
  captionValue,
  checkUpload,
  uploadRefusal,
  videoDurationProblem,
  videoFileProblem
} from './studio-rules';

/** A file of `size` bytes without allocating them (the rules read only name, type and size). */
function file(name: string, type: string, size: number): File {
  const made = new File([''], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

const refusal = (init: ConstructorParameters<typeof ApiError>[0]) => uploadRefusal(new ApiError(init));

describe('the video file as it is chosen', () => {
  it.each([
    ['an MP4 within the size', file('a.mp4', 'video/mp4', 5_000_000), null],
    ['an MP4 of exactly the maximum', file('a.mp4', 'video/mp4', DIVE_IN_VIDEO_MAX_BYTES), null],
    ['an .mp4 the browser gave no type', file('a.MP4', '', 10), null],
    ['a QuickTime movie', file('a.mov', 'video/quicktime', 10), { key: 'VIDEO_TYPE' }],
    ['a picture named .mp4', file('a.mp4', 'image/png', 10), { key: 'VIDEO_TYPE' }],
    ['an empty MP4', file('a.mp4', 'video/mp4', 0), { key: 'VIDEO_TYPE' }],
    [
      'an MP4 a byte over the maximum',
      file('a.mp4', 'video/mp4', DIVE_IN_VIDEO_MAX_BYTES + 1),
      { key: 'VIDEO_SIZE', values: { maxMb: 100 } }
    ]
  ])('%s', (_name, chosen, expected) => {
    expect(videoFileProblem(chosen)).toEqual(expected);
  });

  it('refuses a length under 1 s or over 90 s once the preview has read it, and leaves an unknown one alone', () => {
    const refused = { key: 'VIDEO_DURATION', values: { min: 1, max: 90 } };
    expect([0.5, 1, 45, 90, 90.4, Number.NaN, Infinity].map(videoDurationProblem)).toEqual([
      refused,
      null,
      null,
      null,
      refused,
      null,
      null
    ]);
  });
});

describe('the fields, by the upload schema', () => {
  it('passes a complete form as the request body (the caption trimmed)', () => {
    expect(checkUpload({ tagCode: 'SKINCARE', content: '  좋아요 ', productIds: [1, 2] })).toEqual({
      body: { tagCode: 'SKINCARE', content: '좋아요', productIds: [1, 2] }
    });
  });

  it("says each field's first problem", () => {
    expect(checkUpload({ tagCode: '', content: '   ', productIds: [] })).toEqual({
      problems: {
        tagCode: { key: 'TAG_REQUIRED' },
        content: { key: 'DI_ContentRequired' },
        productIds: { key: 'DI_ProductsRequired' }
      }
    });
    expect(
      checkUpload({ tagCode: 'SKINCARE', content: 'x'.repeat(DIVE_IN_CONTENT_MAX + 1), productIds: [1, 1] })
    ).toEqual({
      problems: {
        content: { key: 'CONTENT_MAX', values: { max: DIVE_IN_CONTENT_MAX } },
        productIds: { key: 'DI_ProductsDuplicate' }
      }
    });
  });

  it('turns line breaks and tabs in the caption into spaces (the schema refuses control characters)', () => {
    const typed = captionValue('첫 줄\n둘째 줄\r\n\t끝');
    expect(typed).toBe('첫 줄 둘째 줄 끝');
    expect('body' in checkUpload({ tagCode: 'SKINCARE', content: typed, productIds: [1] })).toBe(true);
  });
});

describe("the server's refusals", () => {
  it('puts size, type and length refusals on the video, with their numbers', () => {
    expect(
      refusal({ status: 413, code: 'ALT_ImageValidation', message: '', data: { maxMb: 100 } }).problems
    ).toEqual({
      video: { key: 'VIDEO_SIZE', values: { maxMb: 100 } }
    });
    // A proxy's 413 has none of our shape.
    expect(refusal({ status: 413, code: 'UNKNOWN', message: '' }).problems.video?.key).toBe('VIDEO_SIZE');
    expect(refusal({ status: 400, code: 'ALT_FileError', message: '' }).problems).toEqual({
      video: { key: 'VIDEO_TYPE' }
    });
    expect(
      refusal({ status: 400, code: 'DIVE_IN_VIDEO_DURATION', message: '', data: { min: 1, max: 90 } })
        .problems
    ).toEqual({ video: { key: 'VIDEO_DURATION', values: { min: 1, max: 90 } } });
  });

  it('marks the product the server refused', () => {
    expect(
      refusal({ status: 409, code: 'DIVE_IN_PRODUCT_NOT_ALLOWED', message: '', data: { productId: 1003 } })
    ).toEqual({
      problems: { productIds: { key: 'PRODUCT_NOT_ALLOWED' } },
      refusedProductId: 1003,
      failure: null
    });
  });

  it('places field errors on their fields, and anything else is a failure with its code', () => {
    const fields = [
      { field: 'tagCode', code: 'VA_InvalidInput', message: '' },
      { field: 'productIds', code: 'DI_ProductsMax', message: '' },
      { field: 'content', code: 'too_big', message: '' }
    ];
    expect(refusal({ status: 400, code: 'VALIDATION_FAILED', message: '', fields }).problems).toEqual({
      tagCode: { key: 'TAG_UNKNOWN' },
      productIds: { key: 'DI_ProductsMax', values: { max: 10 } },
      content: { key: 'CONTENT_MAX', values: { max: DIVE_IN_CONTENT_MAX } }
    });
    expect(refusal({ status: 403, code: 'ALT_PlannerOnly', message: '' }).failure).toEqual({
      code: 'ALT_PlannerOnly',
      data: undefined
    });
    expect(uploadRefusal(new TypeError('boom')).failure).toEqual({ code: 'UNKNOWN' });
  });
});
