import type termsKoKR from './content-terms.ko-KR';
import type { Widen } from './content.ko-KR';

/** Texts of the terms part of the `content` namespace (issue 19, docs/decisions/077). */
const termsZhTW: Widen<typeof termsKoKR> = {
  title: '條款與政策',
  tabsLabel: '條款種類',
  otherKinds: '其他條款',
  chooseKind: '請選擇條款',
  kinds: {
    USE: '使用條款',
    PRIVACY: '隱私權政策',
    SIGN_UP: '個人資料蒐集與利用同意（註冊）',
    MARKETING: '行銷資訊接收同意',
    PLANNER: '規劃師活動條款',
    PLANNER_PRIVACY: '規劃師個人資料蒐集與利用同意',
    HISTORY: '非會員訂單查詢說明',
    PAYMENT_MEMBER: '訂購與付款條款（會員）',
    PAYMENT_PLANNER: '訂購與付款條款（規劃師）',
    PAYMENT_NONUSER: '訂購與付款條款（非會員）',
    AUTOSHIP: '定期配送使用條款'
  },
  version: '版本',
  versionOption: '施行日 {{date}}',
  currentOption: '施行日 {{date}}（現行）',
  effective: '施行日 {{date}}',
  currentMark: '（現行）',
  earlierNotice: '您正在查看的是舊版條款。',
  showCurrent: '查看現行條款',
  print: '列印',
  contents: '目錄',
  loading: '正在載入條款…',
  loadError: '無法載入條款。',
  retry: '重試',
  notFound: {
    title: '找不到條款',
    body: '此版本不存在或尚未施行。'
  }
};

export default termsZhTW;
