/** Texts of the terms part of the `content` namespace (issue 19, docs/decisions/077). The terms themselves come from the API. */
const termsKoKR = {
  title: '약관 및 정책',
  tabsLabel: '약관 종류',
  otherKinds: '다른 약관',
  chooseKind: '약관을 선택해 주세요',
  kinds: {
    USE: '이용약관',
    PRIVACY: '개인정보처리방침',
    SIGN_UP: '개인정보 수집·이용 동의(회원가입)',
    MARKETING: '마케팅 정보 수신 동의',
    PLANNER: '플래너 활동 약관',
    PLANNER_PRIVACY: '플래너 개인정보 수집·이용 동의',
    HISTORY: '비회원 주문조회 안내',
    PAYMENT_MEMBER: '주문·결제 약관(회원)',
    PAYMENT_PLANNER: '주문·결제 약관(플래너)',
    PAYMENT_NONUSER: '주문·결제 약관(비회원)',
    AUTOSHIP: '정기배송 이용약관'
  },
  version: '버전',
  versionOption: '시행일 {{date}}',
  currentOption: '시행일 {{date}} (현행)',
  effective: '시행일 {{date}}',
  currentMark: '(현행)',
  earlierNotice: '지금 보고 계신 약관은 이전 버전입니다.',
  showCurrent: '현행 약관 보기',
  print: '인쇄',
  contents: '목차',
  loading: '약관을 불러오는 중입니다…',
  loadError: '약관을 불러오지 못했습니다.',
  retry: '다시 시도',
  notFound: {
    title: '약관을 찾을 수 없습니다',
    body: '요청하신 버전이 없거나 아직 시행되지 않았습니다.'
  }
};

export default termsKoKR;
