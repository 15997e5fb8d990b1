import type { PlannerDocumentsMessages } from './planner-documents.ko-KR';

const plannerDocumentsZhTW: PlannerDocumentsMessages = {
  title: '規劃師文件',
  lead: '規劃師活動與獎金發放所需的文件。上傳的檔案會加密保存，只有您本人與負責人員可以查看。',
  backToMyPage: '我的頁面',
  loading: '載入中…',
  loadError: '無法載入文件資訊。',
  retry: '重試',
  plannersOnly: {
    title: '此選單僅限規劃師使用',
    body: '文件提交與獎金資訊僅限規劃師會員使用。轉換為規劃師後即可使用此選單。',
    convert: '轉換為規劃師'
  },
  summary: {
    complete: '所有必要文件皆已核准。',
    pending: '尚有 {{count}} 份必要文件待提交。',
    reviewing: '我們正在審核您的文件，核准後會顯示於此。'
  },
  kinds: {
    ID_CARD: '身分證',
    BANK_BOOK: '存摺影本',
    BUSINESS_REGISTRATION: '營業登記證',
    ALIEN_REGISTRATION: '外國人登錄證',
    VISA: '簽證（居留資格）'
  },
  kindHints: {
    ID_CARD: '身分證或駕照正面（請遮住身分證號碼後幾碼）',
    BANK_BOOK: '領取獎金帳戶的存摺影本（本人名義）',
    BUSINESS_REGISTRATION: '營業登記證影本',
    ALIEN_REGISTRATION: '外國人登錄證正反面',
    VISA: '護照簽證頁或居留資格證明'
  },
  states: {
    NONE: '未提交',
    SUBMITTED: '審核中',
    APPROVED: '已核准',
    REJECTED: '已退回'
  },
  required: '必要',
  extra: '其他提交',
  upload: '上傳檔案',
  reupload: '重新上傳',
  open: '開啟',
  opening: '開啟中…',
  openLabel: '開啟 {{name}}',
  delete: '刪除',
  deleteLabel: '刪除 {{name}}',
  deleteConfirm: '要刪除此檔案嗎？刪除後無法復原。',
  deleted: '已刪除檔案。',
  rejectNote: '退回原因：{{note}}',
  submittedAt: '{{date}} 提交',
  history: '先前提交 {{count}} 件',
  uploaded: '已上傳 {{count}} 個檔案，審核後將通知您結果。',
  dialog: {
    title: '上傳{{kind}}',
    choose: '選擇檔案',
    hint: '圖片（.jpeg、.jpg、.png）最大 20MB，文件（.pdf、.xls、.xlsx）最大 10MB，一次最多 3 個檔案。',
    chosen: '已選擇的檔案',
    none: '尚未選擇檔案。',
    remove: '移除 {{name}}',
    submit: '上傳',
    cancel: '取消',
    uploading: '上傳中… {{percent}}%',
    ALT_FileError: '請選擇要上傳的檔案。',
    ALT_ImageValidation: '{{name}}：僅能上傳 {{maxMb}}MB 以下的檔案。',
    type: '{{name}}：無法上傳此格式，請選擇 .jpeg、.jpg、.png、.pdf、.xls 或 .xlsx 檔案。',
    tooMany: '一次最多可上傳 {{max}} 個檔案。'
  },
  foreign: {
    title: '國籍與居留資格',
    lead: '外籍規劃師請選擇國籍與居留資格，我們將依此確認您提交的文件。',
    country: '國籍',
    visa: '居留資格（簽證）',
    choose: '請選擇',
    save: '儲存',
    saved: '已儲存國籍與居留資格。',
    required: '請選擇國籍與居留資格。'
  },
  allowance: {
    title: '獎金資訊',
    lead: '領取規劃師獎金的本人名義帳戶。僅能登錄經銀行確認戶名的帳戶。',
    current: '獎金帳戶',
    none: '尚未登錄獎金帳戶。',
    alarm: '請登錄獎金帳戶，沒有帳戶將無法發放獎金。',
    registerTitle: '登錄獎金帳戶',
    changeTitle: '變更獎金帳戶',
    agree: '此帳戶為本人名義，並同意以此帳戶領取獎金。',
    saved: '已儲存獎金帳戶。',
    recheck: '再次確認密碼',
    recheckHint: '登錄或變更帳戶前需要再次確認密碼。',
    register: '登錄獎金帳戶',
    change: '變更獎金帳戶',
    menuAlarm: '需要登錄'
  }
};

export default plannerDocumentsZhTW;
