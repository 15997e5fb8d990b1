import { describe, expect, it } from 'vitest';
import { photoAccept, photoRefusal } from './photo-refusal';

const limits = { maxFiles: 2, maxBytes: 1024 * 1024, extensions: ['.jpg', '.png'] };
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('photoRefusal', () => {
  it('takes a JPEG or PNG within the limits, whatever the case of its name', () => {
    expect(photoRefusal(file('A.PNG', 'image/png'), 0, limits)).toBeNull();
    expect(photoRefusal(file('a.jpg', ''), 1, limits)).toBeNull();
  });

  it('refuses one too many, another kind of file, and one too large, with the limit it broke', () => {
    expect(photoRefusal(file('a.jpg', 'image/jpeg'), 2, limits)).toEqual({
      code: 'RETURN_PHOTO_TOO_MANY',
      data: { max: 2 }
    });
    expect(photoRefusal(file('a.gif', 'image/gif'), 0, limits)).toEqual({ code: 'ALT_FileError' });
    expect(photoRefusal(file('a.png', 'application/pdf'), 0, limits)).toEqual({ code: 'ALT_FileError' });
    expect(photoRefusal(file('a.png', 'image/png', 1024 * 1024 + 1), 0, limits)).toEqual({
      code: 'ALT_ImageValidation',
      data: { maxMb: 1 }
    });
  });

  it('accepts by extension and image type', () => {
    expect(photoAccept(limits)).toBe('.jpg,.png,image/jpeg,image/png');
  });
});
