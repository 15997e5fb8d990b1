/**
 * Texts of the saved cards (SPEC §2 /mypage/autoshipCard, /billing/success, /billing/fail), the card-password pad
 * and the card password entry (SPEC §4). Part of the `accounts` namespace (its `savedCards` key), loaded with the
 * account screens: a namespace of its own would add its loader to Home's first load (ADR 061).
 */
const savedCardsKoKR = {
  title: '결제 카드 관리',
  lead: '등록한 카드로 주문과 정기배송을 결제합니다. 카드마다 6자리 카드 비밀번호가 필요합니다.',
  count: '등록된 카드 {{count}}/{{max}}장',
  register: '카드 등록',
  opening: '카드 등록 창을 여는 중…',
  loading: '카드 목록을 불러오는 중입니다…',
  loadError: '카드 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  listLabel: '등록된 카드',
  empty: '등록된 카드가 없습니다.',
  emptyHint: '카드를 등록하면 주문과 정기배송을 더 간편하게 결제할 수 있어요.',
  card: {
    unknownIssuer: '카드',
    type: { credit: '신용', check: '체크', gift: '기프트' },
    number: '카드 번호',
    autoship: '자동결제(정기배송) 카드',
    registeredAt: '{{date}} 등록',
    password: '카드 비밀번호',
    passwordNotSet: '미설정',
    passwordSet: '설정됨',
    passwordFails: '설정됨 · 오류 {{failCount}}/{{max}}',
    passwordLocked: '잠김 ({{failCount}}/{{max}})',
    actions: '{{name}} 관리',
    markAutoship: '정기배송 카드로 지정',
    setPassword: '비밀번호 설정',
    changePassword: '비밀번호 변경',
    resetPassword: '비밀번호 재설정',
    delete: '삭제'
  },
  confirmDelete: '이 카드를 삭제할까요? ({{name}})\n삭제한 카드는 다시 등록해야 결제에 쓸 수 있습니다.',
  confirmDeleteOk: '삭제',
  cancel: '취소',
  deleted: '카드를 삭제했습니다.',
  markedAutoship: '정기배송 카드로 지정했습니다. ({{name}})',
  passwordSaved: {
    addCard: '카드 비밀번호를 설정했습니다. 이제 이 카드로 결제할 수 있습니다.',
    chngePasswd: '카드 비밀번호를 변경했습니다.',
    resetPasswd: '카드 비밀번호를 재설정했습니다.'
  },
  billing: {
    registered: '카드가 등록되었습니다. 결제에 쓰려면 카드 비밀번호를 설정해 주세요.',
    setPasswordNow: '비밀번호 설정하기',
    failed: '카드를 등록하지 못했습니다. 다시 시도해 주세요.',
    cancelled: '카드 등록을 취소하셨습니다.',
    windowFailed: '카드 등록 창을 열지 못했습니다. 잠시 후 다시 시도해 주세요.',
    processingTitle: '카드 등록',
    processing: '카드를 등록하고 있습니다'
  },
  pad: {
    title: {
      addCard: '카드 비밀번호 설정',
      chngePasswd: '카드 비밀번호 변경',
      resetPasswd: '카드 비밀번호 재설정'
    },
    step: {
      verify: '카드 비밀번호를 재설정하려면 먼저 본인확인을 해 주세요.',
      old: '현재 카드 비밀번호 6자리를 입력해 주세요.',
      new: '새 카드 비밀번호 6자리를 입력해 주세요.',
      confirm: '확인을 위해 한 번 더 입력해 주세요.'
    },
    filled: '{{max}}자리 중 {{count}}자리 입력',
    keypad: '숫자 키패드',
    digit: '숫자 {{digit}}',
    clear: '전체삭제',
    backspace: '한 자리 지우기',
    shuffled: '키패드의 숫자 배열은 열 때마다 바뀝니다.',
    next: '다음',
    submit: '확인',
    saving: '저장하는 중…',
    mismatch: '동일한 비밀번호를 입력해 주세요.',
    restart: '비밀번호가 {{count}}번 일치하지 않아 처음부터 다시 입력합니다.',
    oldMismatch: '현재 카드 비밀번호가 일치하지 않습니다 ({{failCount}}/{{max}}). 다시 입력해 주세요.'
  },
  entry: {
    title: '카드 비밀번호 입력',
    lead: '{{name}}의 비밀번호 6자리를 입력해 주세요.',
    leadPlain: '카드 비밀번호 6자리를 입력해 주세요.',
    checking: '확인하는 중…',
    wrong: '비밀번호가 일치하지 않습니다 ({{failCount}}/{{max}}). 다시 입력해 주세요.',
    reset: '비밀번호 재설정',
    resetDone: '카드 비밀번호를 재설정했습니다. 새 비밀번호를 입력해 주세요.'
  }
};

export type SavedCardsMessages = typeof savedCardsKoKR;
export default savedCardsKoKR;
