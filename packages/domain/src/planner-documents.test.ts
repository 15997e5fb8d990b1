import { describe, expect, it } from 'vitest';
import {
  canDeletePlannerDocument,
  documentFamilyOf,
  documentKindsShown,
  documentMaxBytes,
  documentsComplete,
  documentTypeByName,
  nextPlannerDocumentState,
  PLANNER_DOCUMENT_EVENTS,
  PLANNER_DOCUMENT_STATES,
  plannerDocumentEventsFor,
  plannerDocumentMove,
  requiredDocumentKinds,
  sanitizeDocumentName,
  sniffDocument,
  DecryptQuerySchema,
  PlannerForeignInfoSchema
} from './planner-documents.ts';
import { COUNTRIES, COUNTRY_CODES, countryList, VISA_CODES, visaList } from './planner-codes.ts';
import { DeskPlannerDocumentReviewBodySchema } from './staff-planner-documents.ts';
import { LANGUAGES } from './languages.ts';
import { permissionsOf } from './staff-rules.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part))
  );

describe('required documents', () => {
  it.each([
    [false, ['ID_CARD', 'BANK_BOOK', 'BUSINESS_REGISTRATION']],
    [true, ['ALIEN_REGISTRATION', 'VISA', 'BANK_BOOK', 'BUSINESS_REGISTRATION']]
  ])('isForeign %s → %j', (isForeign, kinds) => {
    expect(requiredDocumentKinds(isForeign)).toEqual(kinds);
  });

  it('shows the required kinds and any other kind that has files', () => {
    expect(documentKindsShown(false, ['VISA'])).toEqual([
      'ID_CARD',
      'BANK_BOOK',
      'BUSINESS_REGISTRATION',
      'VISA'
    ]);
    expect(
      documentsComplete([
        { required: true, state: 'APPROVED' },
        { required: false, state: null }
      ])
    ).toBe(true);
    expect(documentsComplete([{ required: true, state: 'SUBMITTED' }])).toBe(false);
  });
});

describe('review lifecycle', () => {
  it.each([
    ['SUBMITTED', 'approve', 'APPROVED'],
    ['SUBMITTED', 'reject', 'REJECTED'],
    ['APPROVED', 'approve', null],
    ['APPROVED', 'reject', null],
    ['REJECTED', 'approve', null],
    ['REJECTED', 'reject', null]
  ] as const)('%s × %s → %s', (state, event, next) => {
    expect(nextPlannerDocumentState(state, event)).toBe(next);
  });

  it('every move leaves SUBMITTED only, and the table agrees with the moves', () => {
    for (const event of PLANNER_DOCUMENT_EVENTS) {
      const move = plannerDocumentMove(event);
      expect(move.from).toEqual(['SUBMITTED']);
      for (const state of PLANNER_DOCUMENT_STATES)
        expect(plannerDocumentEventsFor(state).includes(event)).toBe(move.from.includes(state));
    }
  });

  it('an approved document cannot be deleted', () => {
    expect(canDeletePlannerDocument('APPROVED')).toBe(false);
    expect(canDeletePlannerDocument('SUBMITTED')).toBe(true);
    expect(canDeletePlannerDocument('REJECTED')).toBe(true);
  });
});

describe('files by content', () => {
  const zipHead = [0x50, 0x4b, 0x03, 0x04];
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['pdf', bytes('%PDF-1.7\n')],
    ['xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
    ['xlsx', bytes(zipHead, '....[Content_Types].xml....xl/workbook.xml')],
    [null, bytes(zipHead, '....[Content_Types].xml....word/document.xml')],
    [null, bytes('MZ\x90\x00 This program cannot be run in DOS mode')],
    [null, bytes('hello, this is text')],
    [null, bytes('%PD')]
  ] as const)('%s', (type, content) => {
    expect(sniffDocument(content)).toBe(type);
  });

  it('tells the family from the first bytes (for the limit while streaming)', () => {
    expect(documentFamilyOf(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe('image');
    expect(documentFamilyOf(bytes('%PDF-1'))).toBe('file');
    expect(documentFamilyOf(bytes('MZ'))).toBe(null);
  });

  it('images 20 MB, files 10 MB (SPEC §9)', () => {
    expect(documentMaxBytes('png')).toBe(20 * 1024 * 1024);
    expect(documentMaxBytes('jpeg')).toBe(20 * 1024 * 1024);
    expect(documentMaxBytes('pdf')).toBe(10 * 1024 * 1024);
    expect(documentMaxBytes('xlsx')).toBe(10 * 1024 * 1024);
  });

  it.each([
    ['scan.JPG', 'jpeg'],
    ['a.b.jpeg', 'jpeg'],
    ['x.png', 'png'],
    ['x.pdf', 'pdf'],
    ['x.xls', 'xls'],
    ['x.xlsx', 'xlsx'],
    ['x.exe', null],
    ['x.gif', null],
    ['noextension', null]
  ] as const)('by name: %s → %s', (name, type) => {
    expect(documentTypeByName(name)).toBe(type);
  });

  it.each([
    ['C:\\Users\\me\\신분증.jpg', 'jpeg', '신분증.jpg'],
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['a\u0000b\nc.png', 'png', 'abc.png'],
    ['   ', 'pdf', 'document.pdf'],
    ['.hidden', 'png', 'document.png'],
    [`${'가'.repeat(150)}.xlsx`, 'xlsx', `${'가'.repeat(95)}.xlsx`]
  ] as const)('sanitises %j', (name, type, shown) => {
    const result = sanitizeDocumentName(name, type);
    expect(result).toBe(shown);
    expect(result.length).toBeLessThanOrEqual(100);
  });

  it('the decrypt call takes generated names only', () => {
    expect(DecryptQuerySchema.safeParse({ fileUrl: `${'a'.repeat(32)}.bin` }).success).toBe(true);
    expect(DecryptQuerySchema.safeParse({ fileUrl: '../../x.bin' }).success).toBe(false);
  });
});

describe('code lists', () => {
  it('every country and visa is named in every language', () => {
    for (const language of LANGUAGES) {
      expect(countryList(language)).toHaveLength(COUNTRY_CODES.length);
      expect(visaList(language)).toHaveLength(VISA_CODES.length);
      for (const item of [...countryList(language), ...visaList(language)]) expect(item.name).not.toBe('');
    }
    expect(COUNTRIES.CN['ko-KR']).toBe('중국');
    expect(visaList('ko-KR').find((visa) => visa.code === 'F-4')?.name).toBe('재외동포 (F-4)');
  });

  it('the foreign info takes listed codes only', () => {
    expect(PlannerForeignInfoSchema.safeParse({ countryCode: 'VN', visaCode: 'F-6' }).success).toBe(true);
    expect(PlannerForeignInfoSchema.safeParse({ countryCode: 'XX', visaCode: 'F-6' }).success).toBe(false);
    expect(PlannerForeignInfoSchema.safeParse({ countryCode: 'VN', visaCode: 'Z-9' }).success).toBe(false);
  });
});

describe('staff review', () => {
  it('a rejection needs a note; an approval does not', () => {
    expect(DeskPlannerDocumentReviewBodySchema.safeParse({ event: 'approve' }).success).toBe(true);
    expect(DeskPlannerDocumentReviewBodySchema.safeParse({ event: 'reject', note: ' ' }).success).toBe(false);
    expect(DeskPlannerDocumentReviewBodySchema.safeParse({ event: 'reject', note: 'blurry' }).success).toBe(
      true
    );
  });

  it('CS and ADMIN review documents; the order desk and content do not', () => {
    expect(permissionsOf(['CS'])).toContain('planner.documents');
    expect(permissionsOf(['ADMIN'])).toContain('planner.documents');
    expect(permissionsOf(['ORDER_DESK'])).not.toContain('planner.documents');
    expect(permissionsOf(['CONTENT'])).not.toContain('planner.documents');
  });
});
