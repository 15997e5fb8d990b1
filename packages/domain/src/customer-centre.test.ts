import { describe, expect, it } from 'vitest';
import {
  CentreQuerySchema,
  FaqQuerySchema,
  PartnershipBodySchema,
  partnershipFilesRefusal
} from './customer-centre.ts';

const MB = 1024 * 1024;

describe('partnershipFilesRefusal (SPEC §5)', () => {
  it('takes PDF/XLS/XLSX up to 10 MB and JPEG/PNG up to 20 MB, three at most', () => {
    expect(
      partnershipFilesRefusal([
        { name: 'a.PDF', size: 10 * MB },
        { name: 'b.xlsx', size: 1 },
        { name: 'c.jpeg', size: 20 * MB }
      ])
    ).toBeNull();
    expect(partnershipFilesRefusal([{ name: 'a.pdf', size: 10 * MB + 1 }])).toEqual({
      code: 'ALT_ImageValidation',
      maxMb: 10
    });
    expect(partnershipFilesRefusal([{ name: 'a.png', size: 20 * MB + 1 }])).toEqual({
      code: 'ALT_ImageValidation',
      maxMb: 20
    });
    expect(partnershipFilesRefusal([{ name: 'setup.exe', size: 10 }])).toEqual({ code: 'ALT_FileError' });
    expect(partnershipFilesRefusal([{ name: 'noext', size: 10 }])).toEqual({ code: 'ALT_FileError' });
    expect(partnershipFilesRefusal(Array.from({ length: 4 }, () => ({ name: 'a.pdf', size: 1 })))).toEqual({
      code: 'RETURN_PHOTO_TOO_MANY',
      max: 3
    });
  });
});

describe('queries and the application body', () => {
  it('bounds keywords and pages; blank keywords are none', () => {
    expect(FaqQuerySchema.parse({ keyword: '  ' }).keyword).toBeUndefined();
    expect(FaqQuerySchema.safeParse({ keyword: 'a'.repeat(41) }).success).toBe(false);
    expect(CentreQuerySchema.safeParse({ region: 'MARS' }).success).toBe(false);
    expect(CentreQuerySchema.parse({ region: 'JEJU', page: '2' })).toMatchObject({ region: 'JEJU', page: 2 });
  });

  it('trims the application and names each refusal', () => {
    const parsed = PartnershipBodySchema.safeParse({
      company: ' ',
      contactName: 'Kim',
      email: 'not-mail',
      phone: '010-1',
      category: 'X',
      message: 'hi',
      agree: false
    });
    expect(parsed.success).toBe(false);
    const codes = parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path[0], issue.message]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['company', 'CC_CompanyRequired'],
        ['email', 'VA_EmailFormat'],
        ['phone', 'VA_MobileOnlyNumber'],
        ['category', 'CC_CategoryRequired'],
        ['agree', 'CC_AgreeRequired']
      ])
    );
  });
});
