import type { HeaderPersonal, PersonalMall, PersonalMallSummary, PublicPersonalMall } from '@mall/domain';
import { tokenStore } from '../../../shared/api/token-store';
import { sessionStore } from '../../../shared/session/session-store';

export const PLANNER = { userSeqNo: 1, userNumber: '1000000001', fullName: '김하늘' };

export function signInPlanner() {
  sessionStore.signIn({
    userSeqNo: PLANNER.userSeqNo,
    userNumber: PLANNER.userNumber,
    userType: 'SOLE_PROPRIETORSHIP',
    fullName: PLANNER.fullName,
    acceptId: null
  });
  tokenStore.set('access-token');
}

const userInfo = {
  fullName: PLANNER.fullName,
  globalRefererRegionCode: { code: 'KR' as const },
  globalRefererUserNumber: PLANNER.userNumber
};

export const mallFixture = (overrides: Partial<PersonalMall> = {}): PersonalMall => ({
  userSeqNo: PLANNER.userSeqNo,
  mallName: null,
  message1: '',
  message2: '',
  siteUrl: null,
  nickname: null,
  profileUrl: null,
  profileOriginFileName: null,
  backgroundMobileUrl: null,
  backgroundMobileOriginFileName: null,
  backgroundPcUrl: null,
  backgroundPcOriginFileName: null,
  userInfo,
  referralInfoResponse: {
    userNumber: PLANNER.userNumber,
    userLink: `http://localhost/signup/selectType?referrer=${PLANNER.userNumber}`,
    qrCodeFileName: `${PLANNER.userNumber}-signup.png`
  },
  referralShoppingInfoResponse: {
    userLink: `http://localhost/?referrer=${PLANNER.userNumber}`,
    qrCodeFileName: `${PLANNER.userNumber}-shopping.png`
  },
  ...overrides
});

export const summaryFixture: PersonalMallSummary = {
  month: '2026-11',
  referredMembers: { total: 12, joinedThisMonth: 3 },
  orders: { count: 4, amount: 238000, sp: 1200, bp: 980 }
};

export const publicMallFixture = (overrides: Partial<PublicPersonalMall> = {}): PublicPersonalMall => ({
  userNumber: PLANNER.userNumber,
  mallName: '하늘의 뷰티 살롱',
  message1: '피부 고민, 함께 풀어요',
  message2: '매주 새 루틴을 소개합니다',
  profileUrl: null,
  backgroundMobileUrl: null,
  backgroundPcUrl: null,
  nickname: '하늘',
  userInfo,
  shoppingLink: `/?referrer=${PLANNER.userNumber}`,
  ...overrides
});

export const headerAnswer = (overrides: Partial<HeaderPersonal> = {}): HeaderPersonal => ({
  state: 'SHOWN',
  referrerCode: PLANNER.userNumber,
  mall: publicMallFixture(),
  memberReferrerCode: null,
  ...overrides
});
