/** Texts of the easy bag screens (the `planner` namespace's `bag` part). */
const easyBagKoKR = {
  title: '이지백',
  loading: '불러오는 중입니다…',
  loadError: '이지백을 불러오지 못했습니다.',
  retry: '다시 시도',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  total: '상품 합계',
  state: {
    SOLD_OUT: '품절',
    PAUSED: '판매 중지',
    UNAVAILABLE: '판매 종료'
  },
  quantity: {
    label: '{{name}} 수량 (최대 {{max}}개)',
    less: '{{name}} 수량 줄이기',
    more: '{{name}} 수량 늘리기',
    max: '최대 {{max}}개',
    times: '{{count}}개'
  },
  steps: {
    pick: '상품 선택',
    quantities: '수량·메모',
    review: '확인'
  },
  pick: {
    searchLabel: '상품명 검색',
    searchPlaceholder: '상품명으로 검색',
    search: '검색',
    all: '전체',
    count: '담은 상품 {{count}}/{{max}}',
    empty: '이지백에 담을 수 있는 상품이 없습니다.',
    add: '담기',
    picked: '담김 ✓',
    chooseOption: '옵션 선택',
    optionGroup: '옵션',
    optionsPicked: '옵션 {{count}}개 담김',
    optionHeld: '{{option}} (이미 담김)'
  },
  add: {
    title: '이지백 만들기',
    stepsLabel: '이지백 만들기 단계',
    progress: '{{step}} / {{total}} · {{name}}',
    linesTitle: '담은 상품 {{count}}개',
    fieldsTitle: '이지백 이름과 메모',
    back: '이전',
    next: '다음',
    save: '이지백 저장'
  },
  lines: {
    remove: '삭제',
    removeNamed: '{{name}} 삭제'
  },
  fields: {
    name: '이지백 이름',
    namePlaceholder: '예) 건조한 피부 데일리 세트',
    note: '고객에게 전할 메모',
    notePlaceholder: '사용 순서나 추천 이유를 적어 주세요.',
    noNote: '메모 없음'
  },
  problems: {
    invalid: '입력 내용을 확인해 주세요.',
    EB_NameRequired: '이지백 이름을 입력해 주세요.',
    EB_NoteLength: '메모는 500자까지 입력할 수 있습니다.',
    EB_LinesRequired: '상품을 하나 이상 담아 주세요.',
    EB_LinesMax: '상품은 20개까지 담을 수 있습니다.',
    EB_LineTwice: '같은 상품이 두 번 담겼습니다.',
    VA_InvalidCharacters: '입력할 수 없는 문자가 있습니다.',
    CA_MinQuantity: '수량은 1개 이상이어야 합니다.',
    CA_MaxQuantityLimitHundred: '수량은 100개까지 가능합니다.'
  },
  share: {
    title: '이지백 보내기',
    description: '링크를 받은 고객은 이 이지백을 바로 주문할 수 있습니다.',
    text: '{{name}} 이지백을 확인해 보세요.',
    linkLabel: '이지백 링크'
  },
  copy: {
    ALT_CopySuccess: '링크가 복사되었습니다.',
    ALT_CopyFailed: '링크를 복사하지 못했습니다. 직접 선택해 복사해 주세요.',
    ALT_CopyItemMissing: '복사할 링크가 없습니다.'
  },
  list: {
    title: '이지백',
    lead: '고객에게 보낼 추천 상품 묶음을 만들고 링크로 전달하세요.',
    new: '새 이지백 만들기',
    full: '이지백은 최대 {{max}}개까지 만들 수 있습니다.',
    empty: '아직 만든 이지백이 없습니다.',
    emptyHint: '추천 상품을 골라 이지백을 만들고 고객에게 링크를 보내 보세요.',
    count: '이지백 {{count}}개 (최대 {{max}}개)',
    lineCount: '상품 {{count}}개',
    created: '{{date}} 생성',
    copy: '링크 복사',
    share: '공유',
    edit: '수정',
    delete: '삭제',
    deleteConfirm: '‘{{name}}’ 이지백을 삭제할까요? 보낸 링크로도 더 이상 주문할 수 없습니다.'
  },
  detail: {
    title: '이지백',
    toList: '← 이지백 목록',
    send: '링크 보내기',
    created: '이지백이 저장되었습니다. 링크를 고객에게 보내 보세요.',
    saved: '변경 내용을 저장했습니다.',
    linesHint: '품절·판매 중지 상품은 고객 주문에서 제외됩니다.',
    save: '변경 내용 저장',
    addProducts: '+ 상품 추가',
    addTitle: '상품 추가',
    addDescription: '담을 상품을 고르세요. ‘변경 내용 저장’을 눌러야 이지백에 반영됩니다.',
    addDone: '선택 완료',
    addHeld: '이미 담긴 상품입니다. 수량은 목록에서 바꿔 주세요.'
  },
  order: {
    title: '이지백 주문',
    missing: '이지백을 찾을 수 없습니다. 링크를 다시 확인해 주세요.',
    home: '홈으로',
    from: '{{name}} 플래너의 추천 이지백',
    leftOutCount: '주문할 수 없는 상품 {{count}}개는 제외됩니다.',
    leftOut: {
      SOLD_OUT: '품절되어 주문에서 제외됩니다.',
      PAUSED: '판매가 중지되어 주문에서 제외됩니다.',
      UNAVAILABLE: '판매가 종료되어 주문에서 제외됩니다.'
    },
    leftOutWith: '{{reason}} · 주문에서 제외됩니다.',
    unknownProduct: '판매 종료된 상품',
    include: '{{name}} 주문에 포함',
    total: '선택 상품 {{count}}개',
    deliveryHint: '배송비와 할인은 결제 화면에서 계산됩니다.',
    submit: '주문하기',
    nothing: '주문할 상품을 하나 이상 선택해 주세요.'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type EasyBagMessages = Widen<typeof easyBagKoKR>;

export default easyBagKoKR;
