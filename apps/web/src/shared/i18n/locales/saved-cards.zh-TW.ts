import type { SavedCardsMessages } from './saved-cards.ko-KR';

const savedCardsZhTW: SavedCardsMessages = {
  title: '付款卡片管理',
  lead: '可使用已登錄的卡片支付訂單與定期配送。每張卡片都需要設定 6 位數卡片密碼。',
  count: '已登錄 {{count}}/{{max}} 張卡片',
  register: '登錄卡片',
  opening: '正在開啟卡片登錄視窗…',
  loading: '正在載入卡片…',
  loadError: '無法載入卡片清單。',
  retry: '重試',
  listLabel: '已登錄的卡片',
  empty: '尚未登錄任何卡片。',
  emptyHint: '登錄卡片後，支付訂單與定期配送會更方便。',
  card: {
    unknownIssuer: '卡片',
    type: { credit: '信用卡', check: '簽帳卡', gift: '禮物卡' },
    number: '卡號',
    autoship: '自動扣款（定期配送）卡',
    registeredAt: '{{date}} 登錄',
    password: '卡片密碼',
    passwordNotSet: '未設定',
    passwordSet: '已設定',
    passwordFails: '已設定・錯誤 {{failCount}}/{{max}}',
    passwordLocked: '已鎖定（{{failCount}}/{{max}}）',
    actions: '管理 {{name}}',
    markAutoship: '設為定期配送卡',
    setPassword: '設定密碼',
    changePassword: '變更密碼',
    resetPassword: '重設密碼',
    delete: '刪除'
  },
  confirmDelete: '確定要刪除這張卡片（{{name}}）嗎？\n刪除後須重新登錄才能用於付款。',
  confirmDeleteOk: '刪除',
  cancel: '取消',
  deleted: '已刪除卡片。',
  markedAutoship: '已設為定期配送卡（{{name}}）。',
  passwordSaved: {
    addCard: '已設定卡片密碼，現在可以使用這張卡片付款。',
    chngePasswd: '已變更卡片密碼。',
    resetPasswd: '已重設卡片密碼。'
  },
  billing: {
    registered: '卡片已登錄。請設定卡片密碼後再用於付款。',
    setPasswordNow: '設定密碼',
    failed: '卡片登錄失敗，請再試一次。',
    cancelled: '您已取消登錄卡片。',
    windowFailed: '無法開啟卡片登錄視窗，請稍後再試。',
    processingTitle: '登錄卡片',
    processing: '正在登錄卡片'
  },
  pad: {
    title: {
      addCard: '設定卡片密碼',
      chngePasswd: '變更卡片密碼',
      resetPasswd: '重設卡片密碼'
    },
    step: {
      verify: '重設卡片密碼前，請先完成本人驗證。',
      old: '請輸入目前的 6 位數卡片密碼。',
      new: '請輸入新的 6 位數卡片密碼。',
      confirm: '請再輸入一次以確認。'
    },
    filled: '已輸入 {{count}}/{{max}} 位',
    keypad: '數字鍵盤',
    digit: '數字 {{digit}}',
    clear: '全部清除',
    backspace: '刪除一位',
    shuffled: '每次開啟時，鍵盤上的數字位置都會改變。',
    next: '下一步',
    submit: '確認',
    saving: '儲存中…',
    mismatch: '請輸入相同的密碼。',
    restart: '密碼已 {{count}} 次不一致，請從頭重新輸入。',
    oldMismatch: '目前的卡片密碼不正確（{{failCount}}/{{max}}），請重新輸入。'
  },
  entry: {
    title: '輸入卡片密碼',
    lead: '請輸入 {{name}} 的 6 位數卡片密碼。',
    leadPlain: '請輸入 6 位數卡片密碼。',
    checking: '確認中…',
    wrong: '密碼不正確（{{failCount}}/{{max}}），請重新輸入。',
    reset: '重設密碼',
    resetDone: '已重設卡片密碼，請輸入新密碼。'
  }
};

export default savedCardsZhTW;
