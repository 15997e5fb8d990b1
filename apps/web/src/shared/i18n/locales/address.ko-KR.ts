/**
 * Texts of the address book and address search dialogs: the `address` namespace, loaded with those dialogs'
 * chunk. Keys in UPPER_Snake are the spec's message keys (SPEC §5, §8); ADR_Address2Length and
 * ADR_DescriptionLength are ours. Korean is the source.
 */
const addressKoKR = {
  ADR_ErrorText1: '배송지명은 필수 항목입니다. 20자 이내로 입력해 주세요.',
  ADR_ErrorText2: '받는 분의 성은 필수 항목입니다. 20자 이내로 입력해 주세요.',
  ADR_ErrorText3: '받는 분의 이름은 필수 항목입니다. 20자 이내로 입력해 주세요.',
  ADR_Address2Length: '상세 주소는 225자 이내로 입력해 주세요.',
  ADR_DescriptionLength: '배송 요청사항은 100자 이내로 입력해 주세요.',
  ALT_InputMobile: '휴대폰 번호를 입력해 주세요.',
  VA_MobileOnlyNumber: '휴대폰 번호는 숫자만 입력해 주세요.',
  VA_MobileLength: '휴대폰 번호는 11자리 이내로 입력해 주세요.',
  VA_NumberOnly: '숫자만 입력해 주세요.',
  VA_InvalidCharacters: '입력할 수 없는 문자가 있습니다.',
  CMM_ErrorText_1: '검색 결과가 없습니다. 도로명 + 건물번호, 동/읍/면 + 번지, 건물명으로 검색해 보세요.',
  CMM_ErrorText_2: '검색 결과가 너무 많습니다(5,000건 초과). 도로명과 건물번호처럼 더 자세히 입력해 주세요.',
  CMM_ErrorText_3: '검색 결과가 100건을 넘습니다. 원하는 주소가 없으면 더 자세히 입력해 주세요.',
  CMM_ErrorText_4: '검색어를 입력해 주세요.',
  CMM_ErrorText_5: '검색어는 두 글자 이상 입력해 주세요.',
  CMM_ErrorText_6: '숫자만으로는 검색할 수 없습니다. 도로명이나 동 이름과 함께 입력해 주세요.',
  CMM_ErrorText_7: '검색할 수 없는 검색어입니다. 특수문자를 빼고 도로명, 동 이름, 건물명으로 검색해 주세요.',
  CMM_ErrorText_8: '주소 검색으로 주소를 입력해 주세요.',
  invalid: '입력하신 내용을 다시 확인해 주세요.',
  list: {
    title: '배송지 관리',
    chooseTitle: '배송지 선택',
    lead: '배송지는 최대 {{max}}개까지 등록할 수 있습니다. ({{count}}/{{max}})',
    add: '새 배송지 추가',
    empty: '등록된 배송지가 없습니다. 자주 쓰는 배송지를 추가해 보세요.',
    loadError: '배송지를 불러오지 못했습니다.',
    defaultBadge: '기본배송지',
    fixedTermBadge: '정기배송',
    edit: '수정',
    delete: '삭제',
    makeDefault: '기본배송지로 설정',
    select: '선택',
    selected: '선택됨',
    deleteConfirm: '‘{{name}}’ 배송지를 삭제하시겠습니까?',
    deleted: '배송지를 삭제했습니다.',
    defaultChanged: '‘{{name}}’ 배송지를 기본배송지로 설정했습니다.',
    recipient: '받는 분',
    mobile: '연락처',
    address: '주소',
    note: '배송 요청사항',
    actionsFor: '{{name}} 배송지 관리'
  },
  form: {
    addTitle: '배송지 추가',
    editTitle: '배송지 수정',
    guestTitle: '배송지 입력',
    loading: '배송지를 불러오는 중입니다…',
    loadError: '배송지를 불러오지 못했습니다.',
    addressName: '배송지명',
    addressNamePlaceholder: '예: 집, 회사',
    lastName: '성',
    firstName: '이름',
    recipient: '받는 분',
    mobileNumber: '휴대폰 번호',
    mobilePlaceholder: '숫자만 입력 (예: 01012345678)',
    address: '주소',
    zipcode: '우편번호',
    address1: '기본 주소',
    searchAddress: '주소 검색',
    address2: '상세 주소',
    address2Placeholder: '동, 호수 등 나머지 주소',
    addressDescription: '배송 요청사항',
    addressDescriptionPlaceholder: '예: 공동현관 비밀번호, 부재 시 경비실',
    optional: '선택',
    defaultValue: '기본배송지로 설정',
    alreadyDefault: '현재 기본배송지입니다. 다른 배송지를 기본으로 정하면 바뀝니다.',
    save: '저장',
    saving: '저장 중…',
    useAddress: '이 주소 사용',
    cancel: '취소',
    saved: '배송지를 저장했습니다.'
  },
  search: {
    title: '주소 검색',
    widgetLoading: '주소 검색을 불러오는 중입니다…',
    widgetLabel: '우편번호 검색',
    keyword: '검색어',
    keywordPlaceholder: '도로명, 건물명, 지번 (예: 테헤란로 152)',
    submit: '검색',
    hint: '도로명 + 건물번호(테헤란로 152), 동/읍/면 + 번지(역삼동 737), 건물명(래미안)으로 검색할 수 있어요.',
    searching: '검색 중입니다…',
    error: '주소를 검색하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    results: '검색 결과 {{count}}건',
    road: '도로명',
    jibun: '지번',
    postcode: '우편번호',
    choose: '{{address}} 선택'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

export type AddressMessages = Widen<typeof addressKoKR>;

export default addressKoKR;
