import { describe, expect, it } from 'vitest';
import {
  DeskInquiryAnswerSchema,
  INQUIRY_EVENTS,
  INQUIRY_STATES,
  InquiryWriteSchema,
  inquiryEventsFor,
  inquiryMove,
  nextInquiryState,
  textToParagraphs
} from './inquiry.ts';
import { MemberMemoBodySchema, MemberMemoCommentBodySchema, MemberSearchQuerySchema } from './member-desk.ts';

const codes = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the inquiry lifecycle table', () => {
  it.each([
    ['RECEIVED', 'edit', 'RECEIVED'],
    ['RECEIVED', 'delete', 'DELETED'],
    ['RECEIVED', 'answer', 'ANSWERED'],
    ['RECEIVED', 'editAnswer', null],
    ['ANSWERED', 'edit', null],
    ['ANSWERED', 'delete', null],
    ['ANSWERED', 'answer', null],
    ['ANSWERED', 'editAnswer', 'ANSWERED'],
    ['DELETED', 'answer', null],
    ['DELETED', 'edit', null]
  ] as const)('%s × %s → %s', (state, event, to) => {
    expect(nextInquiryState(state, event)).toBe(to);
  });

  it('every move starts only from states the table allows (the guarded update’s WHERE)', () => {
    for (const event of INQUIRY_EVENTS) {
      const { from, to } = inquiryMove(event);
      expect(from.length).toBeGreaterThan(0);
      for (const state of INQUIRY_STATES)
        expect(from.includes(state)).toBe(nextInquiryState(state, event) !== null);
      for (const state of from) expect(nextInquiryState(state, event)).toBe(to);
    }
  });

  it('the writer’s buttons exist only while unanswered; staff answer once, then correct', () => {
    expect(inquiryEventsFor('RECEIVED', 'writer')).toEqual(['edit', 'delete']);
    expect(inquiryEventsFor('ANSWERED', 'writer')).toEqual([]);
    expect(inquiryEventsFor('RECEIVED', 'staff')).toEqual(['answer']);
    expect(inquiryEventsFor('ANSWERED', 'staff')).toEqual(['editAnswer']);
    expect(inquiryEventsFor('DELETED', 'staff')).toEqual([]);
  });
});

describe('the inquiry form', () => {
  const valid = { category: 'PRODUCT', title: ' 문의 ', body: '첫 줄\n둘째 줄' };
  it('trims, keeps line breaks, normalises a typed order number', () => {
    expect(InquiryWriteSchema.parse({ ...valid, orderNumber: 'tp 2026-0101-0001' })).toEqual({
      category: 'PRODUCT',
      title: '문의',
      body: '첫 줄\n둘째 줄',
      orderNumber: 'TP202601010001'
    });
    expect(InquiryWriteSchema.parse(valid).orderNumber).toBeNull();
  });
  it('names each refusal with its message key', () => {
    expect(
      codes(InquiryWriteSchema.safeParse({ category: 'X', title: ' ', body: '', orderNumber: 'nope' }))
    ).toEqual({
      category: 'INQ_SelectCategory',
      title: 'INQ_EnterTitle',
      body: 'INQ_EnterContent',
      orderNumber: 'INQ_OrderNumber'
    });
    expect(
      codes(InquiryWriteSchema.safeParse({ ...valid, title: 'a'.repeat(101), body: 'b'.repeat(2001) }))
    ).toEqual({ title: 'INQ_TitleLength', body: 'INQ_ContentLength' });
    expect(codes(InquiryWriteSchema.safeParse({ ...valid, body: 'a\u0000b' }))).toEqual({
      body: 'VA_InvalidCharacters'
    });
  });
  it('an answer of empty markup is no answer', () => {
    expect(codes(DeskInquiryAnswerSchema.safeParse({ answer: '<p>&nbsp;</p>' }))).toEqual({
      answer: 'INQ_EnterAnswer'
    });
  });
  it('plain text becomes escaped paragraphs', () => {
    expect(textToParagraphs('안녕하세요\n<b>고객님</b>\n\n감사합니다')).toBe(
      '<p>안녕하세요<br>&lt;b&gt;고객님&lt;/b&gt;</p><p>감사합니다</p>'
    );
  });
});

describe('member memo and search', () => {
  it('SPEC §5: an empty memo is INQ_AlertMemo, an empty comment ALT_InsertContent', () => {
    expect(codes(MemberMemoBodySchema.safeParse({ userId: 1, memberMemoContent: '  ' }))).toEqual({
      memberMemoContent: 'INQ_AlertMemo'
    });
    expect(
      codes(MemberMemoCommentBodySchema.safeParse({ memberMemoId: 1, memberMemoCommentContent: '' }))
    ).toEqual({ memberMemoCommentContent: 'ALT_InsertContent' });
    expect(MemberMemoBodySchema.parse({ userId: 1, memberMemoContent: 'x' }).fixed).toBe(false);
  });
  it('searchType defaults to JOIN_DATE; a reversed period is refused', () => {
    expect(MemberSearchQuerySchema.parse({}).searchType).toBe('JOIN_DATE');
    expect(
      codes(MemberSearchQuerySchema.safeParse({ fromDate: '2026-02-01', toDate: '2026-01-01' }))
    ).toEqual({ toDate: 'VA_DateRange' });
  });
});
