import type { Juso } from '@mall/domain';
import type { addresses } from '../src/db/schema.ts';
import { LANDMARKS } from '../src/providers/address/sandbox-juso-data.ts';

type Row = typeof addresses.$inferInsert;

/**
 * Demo address books (docs/decisions/031), from the same landmarks the address-search sandbox finds:
 * planner1 has a fixed-term (autoship) address, which cannot be deleted, and an office; customer1 has
 * three ordinary ones; customer2 starts with none (the first one added becomes the default).
 */
const BOOKS: Record<
  string,
  {
    name: string;
    landmark: string;
    detail: string;
    note?: string;
    fixedTerm?: boolean;
    isDefault?: boolean;
    daysAgo: number;
  }[]
> = {
  planner1: [
    {
      name: '집',
      landmark: '파크리오',
      detail: '201동 1203호',
      note: '공동현관 비밀번호 1203#',
      fixedTerm: true,
      isDefault: true,
      daysAgo: 200
    },
    {
      name: '사무실',
      landmark: '강남파이낸스센터',
      detail: '12층 루미에르 비타',
      note: '부재 시 1층 안내데스크',
      daysAgo: 90
    }
  ],
  customer1: [
    { name: '집', landmark: '해운대두산위브더제니스', detail: '103동 2504호', isDefault: true, daysAgo: 120 },
    { name: '회사', landmark: '서울특별시청', detail: '본관 3층', note: '평일 9시~18시 수령', daysAgo: 60 },
    { name: '부모님 댁', landmark: '담양군청', detail: '민원실 옆 관사', daysAgo: 10 }
  ]
};

function landmark(name: string): Juso {
  const row = LANDMARKS.find((candidate) => candidate.bdNm === name);
  if (!row) throw new Error(`seed address names unknown landmark ${name}`);
  return row;
}

const PEOPLE: Record<string, { lastName: string; firstName: string; mobileNumber: string }> = {
  planner1: { lastName: '김', firstName: '서연', mobileNumber: '01012345678' },
  customer1: { lastName: '이', firstName: '민준', mobileNumber: '01023456789' }
};

export function demoAddresses(memberIds: Map<string, number>, now = new Date()): Row[] {
  return Object.entries(BOOKS).flatMap(([loginId, book]) => {
    const userSeqNo = memberIds.get(loginId);
    const person = PEOPLE[loginId];
    if (userSeqNo === undefined || !person) return [];
    return book.map((entry) => {
      const juso = landmark(entry.landmark);
      const createdAt = new Date(now.getTime() - entry.daysAgo * 24 * 60 * 60 * 1000);
      return {
        userSeqNo,
        addressName: entry.name,
        ...person,
        phoneCode: '82',
        zipcode: juso.zipNo,
        address1: juso.roadAddr,
        address2: entry.detail,
        state: juso.siNm,
        city: juso.sggNm,
        addressDescription: entry.note ?? '',
        defaultValue: entry.isDefault === true,
        fixedTerm: entry.fixedTerm === true,
        createdAt,
        updatedAt: createdAt
      };
    });
  });
}
