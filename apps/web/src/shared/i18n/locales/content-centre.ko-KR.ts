/** Texts of the centre part of the `content` namespace (issue 19): FAQ, guides, resources, certificates, partnership, centres. */
const centreKoKR = {
  title: '고객센터',
  navLabel: '고객센터 메뉴',
  nav: {
    hub: '고객센터 홈',
    faq: '자주 묻는 질문',
    guide: '이용 가이드',
    resource: '자료실',
    certificate: '인증서',
    partnership: '제휴 문의',
    center: '센터 찾기',
    inquiry: '1:1 문의'
  },
  loadError: '정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  hub: {
    intro: '무엇을 도와드릴까요?',
    searchPlaceholder: '궁금한 내용을 검색해 보세요',
    topFaq: '자주 묻는 질문 TOP',
    more: '전체 보기',
    contactTitle: '고객센터 운영 안내',
    phone: '1588-0000',
    hours: '평일 09:00-18:00 (점심 12:00-13:00, 주말·공휴일 휴무)',
    inquiryText: '답변이 필요하신가요? 1:1 문의를 남겨 주세요.',
    inquiryCta: '1:1 문의하기',
    shortcuts: '바로가기',
    shortcut: {
      guide: '처음 오셨나요? 이용 방법을 안내해 드려요.',
      resource: '카탈로그와 신청서를 내려받으세요.',
      certificate: '사업자등록증과 제품 인증서 (로그인)',
      partnership: '함께할 파트너를 찾습니다.',
      center: '가까운 센터의 위치와 운영 시간'
    }
  },
  faq: {
    all: '전체',
    categoriesLabel: 'FAQ 분류',
    searchLabel: 'FAQ 검색',
    searchPlaceholder: '검색어를 입력하세요',
    search: '검색',
    total: '총 {{count}}건',
    resultsFor: "'{{keyword}}' 검색 결과",
    empty: '등록된 질문이 없습니다.',
    emptySearch: '검색 결과가 없습니다. 다른 검색어로 찾아보세요.',
    question: '질문',
    answer: '답변'
  },
  guide: { empty: '준비 중인 가이드입니다.' },
  document: {
    empty: '등록된 자료가 없습니다.',
    download: '내려받기',
    downloading: '내려받는 중…',
    downloadFailed: '파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    updated: '{{date}} 등록',
    certificateIntro: '회원님께만 제공되는 회사 인증 자료입니다. 외부 공유를 삼가 주세요.'
  },
  partnership: {
    intro:
      '함께 성장할 파트너를 기다립니다. 제안 내용을 남겨 주시면 담당자가 영업일 기준 5일 이내에 연락드립니다.',
    company: '회사명',
    contactName: '담당자명',
    email: '이메일',
    phone: '연락처',
    phoneHint: '숫자만 입력해 주세요.',
    category: '제휴 분야',
    choose: '선택해 주세요',
    categories: {
      SUPPLY: '원료·제품 공급',
      DISTRIBUTION: '유통·판매',
      MARKETING: '마케팅·광고',
      OVERSEAS: '해외 진출',
      OTHER: '기타'
    },
    message: '제안 내용',
    messageCount: '{{count}} / {{max}}자',
    files: '첨부 파일',
    filesHint: 'PDF, XLS, XLSX 10MB · JPG, PNG 20MB, 최대 3개',
    addFiles: '파일 선택',
    removeFile: '{{name}} 삭제',
    agree: '개인정보 수집·이용에 동의합니다. (회사명, 담당자, 연락처, 이메일 — 제휴 검토 후 1년 보관)',
    submit: '제휴 문의 보내기',
    sending: '보내는 중…',
    doneTitle: '제휴 문의가 접수되었습니다',
    doneText: '접수번호 {{id}}. 입력하신 이메일로 접수 확인 메일을 보냈습니다.',
    again: '새 문의 작성'
  },
  center: {
    regionLabel: '지역',
    allRegions: '전체 지역',
    keywordLabel: '센터 검색',
    keywordPlaceholder: '센터명 또는 주소',
    search: '검색',
    total: '센터 {{count}}곳',
    empty: '조건에 맞는 센터가 없습니다.',
    address: '주소',
    phone: '전화',
    hours: '운영 시간',
    services: {
      CONSULTING: '상담',
      PICKUP: '제품 수령',
      RETURNS: '반품 접수',
      EDUCATION: '교육',
      SKIN_CARE: '피부 관리'
    }
  },
  rule: {
    CC_CompanyRequired: '회사명을 입력해 주세요.',
    CC_ContactRequired: '담당자명을 입력해 주세요.',
    VA_EmailFormat: '이메일 형식이 올바르지 않습니다.',
    ALT_InputMobile: '연락처를 입력해 주세요.',
    VA_MobileOnlyNumber: '연락처는 숫자만 입력해 주세요.',
    VA_MobileLength: '연락처는 9~11자리 숫자로 입력해 주세요.',
    CC_CategoryRequired: '제휴 분야를 선택해 주세요.',
    CC_MessageRequired: '제안 내용을 입력해 주세요.',
    CC_MessageLength: '제안 내용은 2,000자 이내로 입력해 주세요.',
    CC_AgreeRequired: '개인정보 수집·이용에 동의해 주세요.',
    VA_InvalidCharacters: '사용할 수 없는 문자가 있습니다.',
    invalid: '입력 내용을 확인해 주세요.'
  },
  error: {
    ALT_FileError: 'PDF, XLS, XLSX, JPG, PNG 파일만 첨부할 수 있습니다.',
    ALT_ImageValidation: '{{maxMb}}MB 이하의 파일만 첨부할 수 있습니다.',
    RETURN_PHOTO_TOO_MANY: '파일은 최대 {{max}}개까지 첨부할 수 있습니다.',
    RATE_LIMITED: '잠시 후 다시 보내 주세요.',
    UNKNOWN: '보내지 못했습니다. 입력하신 내용은 그대로 있으니 잠시 후 다시 시도해 주세요.'
  }
};

export default centreKoKR;
