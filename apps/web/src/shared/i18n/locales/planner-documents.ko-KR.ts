/** Texts of the planner documents and allowance screens (the `planner` namespace's `docs` part). */
const plannerDocumentsKoKR = {
  title: '플래너 서류',
  lead: '플래너 활동과 수당 지급에 필요한 서류입니다. 올린 파일은 암호화되어 보관되며 본인과 담당 직원만 볼 수 있습니다.',
  backToMyPage: '마이페이지',
  loading: '불러오는 중…',
  loadError: '서류 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  plannersOnly: {
    title: '플래너 전용 메뉴입니다',
    body: '서류 제출과 수당 정보는 플래너 회원만 이용할 수 있습니다. 플래너로 전환하면 이 메뉴를 이용할 수 있어요.',
    convert: '플래너로 전환하기'
  },
  summary: {
    complete: '필요한 서류가 모두 승인되었습니다.',
    pending: '제출할 서류 {{count}}건이 남아 있습니다.',
    reviewing: '서류를 검토하고 있습니다. 승인되면 이곳에 표시됩니다.'
  },
  kinds: {
    ID_CARD: '신분증',
    BANK_BOOK: '통장 사본',
    BUSINESS_REGISTRATION: '사업자등록증',
    ALIEN_REGISTRATION: '외국인등록증',
    VISA: '비자(체류자격)'
  },
  kindHints: {
    ID_CARD: '주민등록증 또는 운전면허증 앞면 (주민등록번호 뒷자리는 가려 주세요)',
    BANK_BOOK: '수당을 받을 계좌의 통장 사본 (본인 명의)',
    BUSINESS_REGISTRATION: '사업자등록증 사본',
    ALIEN_REGISTRATION: '외국인등록증 앞면과 뒷면',
    VISA: '여권의 비자 면 또는 체류자격 확인서'
  },
  states: {
    NONE: '미제출',
    SUBMITTED: '검토 중',
    APPROVED: '승인',
    REJECTED: '반려'
  },
  required: '필수',
  extra: '추가 제출',
  upload: '파일 올리기',
  reupload: '다시 올리기',
  open: '열기',
  opening: '여는 중…',
  openLabel: '{{name}} 열기',
  delete: '삭제',
  deleteLabel: '{{name}} 삭제',
  deleteConfirm: '이 파일을 삭제할까요? 삭제한 파일은 되돌릴 수 없습니다.',
  deleted: '파일을 삭제했습니다.',
  rejectNote: '반려 사유: {{note}}',
  submittedAt: '{{date}} 제출',
  history: '이전 제출 {{count}}건',
  uploaded: '{{count}}개 파일을 올렸습니다. 검토 후 결과를 알려 드립니다.',
  dialog: {
    title: '{{kind}} 올리기',
    choose: '파일 선택',
    hint: '이미지(.jpeg, .jpg, .png)는 20MB, 문서(.pdf, .xls, .xlsx)는 10MB까지, 한 번에 3개까지 올릴 수 있습니다.',
    chosen: '선택한 파일',
    none: '선택한 파일이 없습니다.',
    remove: '{{name}} 빼기',
    submit: '올리기',
    cancel: '취소',
    uploading: '올리는 중… {{percent}}%',
    ALT_FileError: '올릴 파일을 선택해 주세요.',
    ALT_ImageValidation: '{{name}}: {{maxMb}}MB 이하의 파일만 올릴 수 있습니다.',
    type: '{{name}}: 올릴 수 없는 형식입니다. .jpeg, .jpg, .png, .pdf, .xls, .xlsx 파일을 선택해 주세요.',
    tooMany: '한 번에 {{max}}개까지 올릴 수 있습니다.'
  },
  foreign: {
    title: '국적과 체류자격',
    lead: '외국인 플래너는 국적과 체류자격을 선택해 주세요. 제출할 서류가 이에 따라 확인됩니다.',
    country: '국적',
    visa: '체류자격(비자)',
    choose: '선택해 주세요',
    save: '저장',
    saved: '국적과 체류자격을 저장했습니다.',
    required: '국적과 체류자격을 모두 선택해 주세요.'
  },
  allowance: {
    title: '수당 정보',
    lead: '플래너 수당을 받을 본인 명의 계좌입니다. 은행에서 예금주를 확인한 계좌만 등록할 수 있습니다.',
    current: '수당 계좌',
    none: '등록된 수당 계좌가 없습니다.',
    alarm: '수당 계좌를 등록해 주세요. 계좌가 없으면 수당을 지급할 수 없습니다.',
    registerTitle: '수당 계좌 등록',
    changeTitle: '수당 계좌 변경',
    agree: '본인 명의 계좌이며 이 계좌로 수당을 받는 데 동의합니다.',
    saved: '수당 계좌를 저장했습니다.',
    recheck: '비밀번호 다시 확인하기',
    recheckHint: '계좌를 등록하거나 바꾸려면 비밀번호를 다시 확인해야 합니다.',
    register: '수당 계좌 등록',
    change: '수당 계좌 변경',
    menuAlarm: '등록 필요'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type PlannerDocumentsMessages = Widen<typeof plannerDocumentsKoKR>;

export default plannerDocumentsKoKR;
