import { ACCOUNTS_ERROR_MESSAGES_ZH_TW } from '@mall/domain';
import type { AccountsMessages } from './accounts.ko-KR';
import savedCardsZhTW from './saved-cards.zh-TW';

/**
 * Where this namespace deliberately words a code differently from the error catalogue in
 * packages/domain (docs/decisions/050): texts that carry the refusal's numbers (tries left, seconds to wait, failed logins).
 */
const accountsErrorOverrides = {
  AUTH_CODE_MISMATCH: '驗證碼不正確（剩餘 {{remaining}} 次）。',
  MAIL_COOLDOWN: '{{retryAfterSeconds}} 秒後可重新申請驗證碼。',
  PASSWORD_MISMATCH_count: '密碼不正確（{{failCount}}/{{limit}}）。輸入錯誤達 {{limit}} 次將暫時無法登入。'
};

const accountsZhTW: AccountsMessages = {
  error: {
    ...ACCOUNTS_ERROR_MESSAGES_ZH_TW,
    ...accountsErrorOverrides
  },
  login: {
    title: '登入',
    lead: '登入 Lumière Vita 會員，盡享會員專屬優惠。',
    idLabel: '帳號或會員編號',
    idPlaceholder: '帳號或 10 位數會員編號',
    passwordLabel: '密碼',
    passwordPlaceholder: '請輸入密碼',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    saveId: '記住帳號',
    autoLogin: '自動登入',
    autoLoginHint: '將保持登入 30 天。請勿在多人共用的裝置上使用。',
    submit: '登入',
    submitting: '登入中…',
    help: '帳號協助',
    findAccount: '找回帳號',
    resetPassword: '重設密碼',
    noAccount: '還不是會員嗎？',
    guestOrder: '非會員訂單查詢',
    guestOrderLead: '以非會員身分訂購？',
    signup: '註冊會員'
  },
  LOG_ValidId: '請輸入帳號或會員編號。',
  VA_EnterPassword: '請輸入密碼。',
  social: {
    providers: { KAKAO: 'Kakao', NAVER: 'Naver', APPLE: 'Apple' },
    loginWith: '使用 {{provider}} 登入',
    signupWith: '使用 {{provider}} 註冊',
    loginDivider: '快速登入',
    signupDivider: '快速註冊',
    signupDividerLead: '從社群帳號帶入姓名與電子郵件，更快完成註冊。',
    failureTitle: '社群登入失敗',
    failure: {
      LOG_KakaoFailed: 'Kakao 登入失敗，請稍後再試。',
      LOG_NaverFailed: 'Naver 登入失敗，請稍後再試。',
      LOG_AppleFailed: 'Apple 登入失敗，請稍後再試。'
    },
    link: {
      title: '連結 {{provider}} 帳號',
      lead: '已有會員帳號使用 {{email}}。輸入該帳號的密碼，即可連結 {{provider}} 並登入。',
      loading: '正在確認帳號資訊…',
      submit: '連結並登入',
      submitting: '連結中…',
      cancel: '取消並一般登入',
      note: '下次只要按 {{provider}} 按鈕即可登入。'
    },
    banner: {
      title: '正在以 {{provider}} 帳號註冊',
      lead: '已為您帶入姓名與電子郵件。仍需驗證電子郵件並設定帳號與密碼。',
      email: '電子郵件',
      name: '姓名'
    },
    result: {
      title: 'Naver 登入結果',
      loading: '正在確認 Naver 帳號資訊…',
      newTitle: '{{name}}，歡迎您',
      newTitlePlain: '歡迎您',
      newLead: '尚無會員以此 Naver 帳號註冊。完成註冊後，之後即可使用 Naver 直接登入。',
      prefill: '註冊將使用的資訊',
      noEmail: '未提供電子郵件（註冊時輸入）',
      continue: '繼續註冊',
      memberTitle: '您已是會員',
      memberLead: '已有帳號使用 {{email}}。請以帳號與密碼登入後，在「我的頁面 › 社群連結」連結 Naver。',
      login: '前往登入',
      failureTitle: 'Naver 登入失敗',
      retry: '再次使用 Naver',
      emailSignup: '以電子郵件註冊'
    },
    modal: {
      sharedTitle: '{{provider}} 提供給我們的資訊',
      usage: '這些資訊僅用於預先填寫註冊表單；您的 {{provider}} 密碼不會提供給 Lumière Vita。',
      steps: '在 {{provider}} 畫面同意後會回到本站，完成條款同意、電子郵件驗證及帳號密碼設定即完成註冊。',
      close: '關閉',
      cancel: '以其他方式註冊',
      NAVER: {
        title: '使用 Naver 註冊',
        lead: '以 Naver 帳號快速註冊，之後即可使用 Naver 登入。',
        item1: '姓名（或暱稱）',
        item2: '電子郵件地址（若您同意）',
        item3: 'Naver 會員識別碼（用於連結帳號）',
        continue: '使用 Naver 繼續'
      },
      APPLE: {
        title: '使用 Apple 註冊',
        lead: '以 Apple 帳號快速註冊，之後即可使用 Apple 登入。',
        item1: '姓名（僅在首次同意時提供一次）',
        item2: '電子郵件地址，或 Apple 轉寄地址（隱藏我的電子郵件）',
        item3: 'Apple 使用者識別碼（用於連結帳號）',
        continue: '使用 Apple 繼續'
      }
    },
    complete: {
      signingIn: '正在以 {{provider}} 帳號登入…',
      signedIn: '已連結 {{provider}} 帳號並完成登入。',
      failed: '註冊已完成。請在登入畫面再次使用 {{provider}} 登入。',
      shop: '繼續購物',
      mypage: '我的頁面'
    }
  },
  loginError: {
    wrongPassword: '帳號或密碼不正確（{{count}}/{{limit}}）',
    wrongPasswordHint: '輸入錯誤達 {{limit}} 次將限制登入。',
    wrongPasswordPlain: '帳號或密碼不正確。',
    locked: '密碼輸入錯誤已達 {{limit}} 次，暫時無法登入。請稍後再試或重設密碼。',
    lockedUntil: '密碼輸入錯誤已達 {{limit}} 次，{{time}} 前暫停登入。',
    lockedMail: '若帳號已登記電子郵件，解除鎖定連結已寄至該信箱。重設密碼後也可立即登入。',
    throttled: '此裝置輸入錯誤密碼的次數過多，請稍後再試或重設密碼。',
    lockedAction: '前往重設密碼',
    noMember: '查無相符的會員資料。是否要註冊會員？',
    noMemberAction: '前往註冊',
    withdrawn: '此帳號已退出會員，{{date}} 起可重新註冊。',
    withdrawnPlain: '此帳號已退出會員。'
  },
  signup: {
    title: '加入會員',
    steps: {
      label: '加入會員步驟',
      progress: '第 {{current}} 步，共 {{total}} 步',
      selectType: '會員類型',
      selectReferrer: '推薦人',
      agreeTerms: '同意條款',
      enterInformation: '填寫資料',
      complete: '完成'
    },
    next: '下一步',
    back: '上一步',
    required: '必要',
    optional: '選擇',
    selectType: {
      title: '您想以哪種身分加入？',
      lead: '可享的優惠依會員類型而不同。加入後可能無法變更類型。',
      legend: '會員類型',
      BEAUTY_CONSUMER: {
        name: '一般會員（有推薦人）',
        description: '登記介紹您的規劃師為推薦人，享有會員價與專屬諮詢。'
      },
      NON_REF_CUSTOMER: {
        name: '一般會員（無推薦人）',
        description: '不需推薦人即可直接加入購物，將略過推薦人步驟。'
      },
      SOLE_PROPRIETORSHIP: {
        name: '規劃師會員',
        description: '以個人事業者身分開設個人商城並推廣產品。需要推薦人（上線規劃師）。'
      },
      required: '請選擇會員類型。'
    },
    selectReferrer: {
      title: '請輸入推薦人',
      lead: '請輸入介紹您的規劃師會員編號並查詢。',
      label: '推薦人會員編號',
      placeholder: '會員編號（4~20 位數字）',
      lookup: '查詢',
      lookingUp: '查詢中…',
      found: '查詢到的推薦人',
      foundValue: '{{name}}（{{number}}）',
      confirmHint: '確認推薦人無誤後請按下一步；若不正確，請重新輸入編號。'
    },
    agreeTerms: {
      title: '請同意條款',
      lead: '使用服務須同意必要條款；選擇性條款不同意也可以加入。',
      all: '全部同意',
      allHint: '同意包含必要及選擇項目在內的所有條款。',
      listLabel: '條款清單',
      viewTerms: '查看{{title}}',
      view: '查看',
      items: {
        SERVICE: {
          title: '同意使用條款'
        },
        PRIVACY: {
          title: '同意蒐集及使用個人資料'
        },
        AGE_14: {
          title: '本人已滿 14 歲',
          summary: '未滿 14 歲者須經法定代理人同意方可加入會員。'
        },
        MARKETING_EMAIL: {
          title: '同意接收電子郵件行銷資訊'
        },
        MARKETING_SMS: {
          title: '同意接收簡訊行銷資訊'
        }
      }
    },
    info: {
      title: '請填寫會員資料',
      lead: '所有欄位皆為必填。',
      account: '帳號資料',
      personal: '個人資料',
      loginId: '帳號',
      loginIdPlaceholder: '英文、數字 4~20 字',
      checkLoginId: '檢查重複',
      checking: '檢查中…',
      loginIdAvailable: '此帳號可以使用。',
      password: '密碼',
      passwordPlaceholder: '含英文與數字 7~16 字',
      passwordConfirm: '確認密碼',
      passwordConfirmPlaceholder: '請再輸入一次密碼',
      passwordRules: '密碼條件',
      ruleLength: '7~16 字',
      ruleMix: '包含英文（或韓文）與數字',
      ruleChars: '特殊符號僅限 !@#$%^&*()_+=?.,~-',
      ruleMet: '符合',
      ruleUnmet: '不符合',
      passwordMatch: '密碼一致。',
      showPassword: '顯示密碼',
      hidePassword: '隱藏密碼',
      lastName: '姓',
      firstName: '名',
      email: '電子郵件',
      emailLocal: '電子郵件帳號（@ 前）',
      emailAt: '@',
      emailDomain: '選擇電子郵件網域',
      emailDomainDirect: '自行輸入',
      emailDomainCustom: '自行輸入電子郵件網域',
      emailDomainPlaceholder: '例：example.com',
      sendCode: '取得驗證碼',
      resendCode: '重新取得驗證碼',
      sending: '傳送中…',
      codeSent: '驗證碼已寄至 {{email}}，請查看信箱。',
      resendIn: '{{seconds}} 秒後可重新取得。',
      code: '驗證碼',
      codePlaceholder: '6 位數字',
      verify: '確認',
      verifying: '確認中…',
      timeLeft: '剩餘時間',
      codeExpired: '驗證時間已過，請重新取得驗證碼。',
      verified: '電子郵件驗證完成。',
      changeEmail: '變更電子郵件',
      mobile: '手機號碼',
      mobilePlaceholder: '僅輸入數字（例：01012345678）',
      referrer: '推薦人',
      referrerValue: '{{name}}（{{number}}）',
      changeReferrer: '重新選擇推薦人',
      reviewTerms: '重新同意條款',
      restart: '從頭開始',
      submit: '加入會員',
      submitting: '處理中…'
    },
    rule: {
      invalid: '請再次確認輸入的內容。',
      UTI_Valid_LoginId: '帳號請輸入 4~20 個英文字母或數字。',
      SIG_ValidCheckNickName: '請先檢查帳號是否重複。',
      VA_EnterPassword: '請輸入密碼。',
      VA_PasswordLength: '密碼至少需 7 個字元。',
      UTI_ValidatePassword5: '密碼請輸入 7~16 個字元。',
      VA_PasswordContain: '密碼須包含英文與數字，長度 7~16 字；特殊符號僅限 !@#$%^&*()_+=?.,~-。',
      VA_PasswordConfirm: '兩次輸入的密碼不一致。',
      VA_EnterName: '請輸入姓名。',
      VA_NameLength: '請輸入 20 字以內。',
      VA_EmailFormat: '電子郵件格式不正確（@ 前為 3~64 個英文、數字或 . _ -）。',
      SIG_ValidDupEmail: '此電子郵件已註冊，請使用其他電子郵件。',
      SIG_ValidEmailAuth: '請完成電子郵件驗證。',
      VA_AuthNumber: '請輸入 6 位數字驗證碼。',
      ALT_InputMobile: '請輸入手機號碼。',
      VA_MobileOnlyNumber: '手機號碼僅能輸入數字。',
      VA_MobileLength: '手機號碼最多 11 位數。',
      VA_ReferrerLength: '推薦人會員編號須為 4~20 字。',
      SIG_SelectReferrer: '請查詢並選擇推薦人。',
      SIG_AgreeRequiredTerms: '請同意所有必要條款。'
    },
    complete: {
      title: '已完成加入會員',
      welcome: '{{name}}，歡迎成為 Lumière Vita 的會員。',
      memberNumber: '會員編號',
      loginId: '帳號',
      memberType: '會員類型',
      joinDate: '加入日期',
      login: '登入',
      home: '回到首頁'
    },
    reject: {
      title: '無法繼續加入會員',
      body: '加入申請已被拒絕或已逾期，請重新開始。',
      restart: '重新加入會員'
    }
  },
  unlock: {
    title: '解除登入鎖定',
    lead: '這是郵件中的連結。按下方按鈕即可立即解除登入鎖定。',
    submit: '解除鎖定',
    submitting: '解除中…',
    done: '已解除鎖定，現在可以登入。',
    doneAction: '前往登入',
    invalid: '解除鎖定連結已過期或已使用。鎖定會在一段時間後自動解除，重設密碼後也可立即登入。',
    resetAction: '前往重設密碼',
    failed: '無法解除鎖定，請稍後再試。'
  },
  recovery: {
    findTitle: '找回帳號',
    findLead: '可透過註冊時的電子郵件或手機身分驗證找回帳號。',
    methods: '找回方式',
    byEmail: '電子郵件驗證',
    byIdentity: '手機身分驗證',
    email: '電子郵件',
    emailPlaceholder: '註冊時的電子郵件地址',
    sendCode: '取得驗證碼',
    resendCode: '重新取得驗證碼',
    sending: '傳送中…',
    codeSent: '驗證碼已寄至 {{email}}，請查看您的信箱。',
    code: '驗證碼',
    codePlaceholder: '6 位數字',
    verify: '確認',
    verifying: '確認中…',
    timeLeft: '剩餘時間',
    codeExpired: '驗證時間已過，請重新取得驗證碼。',
    resendIn: '{{seconds}} 秒後可重新取得。',
    identityLead: '以本人名義的手機完成驗證後，即可查看您註冊的帳號。',
    identityResetLead: '請輸入要變更密碼的帳號，再進行身分驗證。',
    loginIdLabel: '帳號',
    loginIdPlaceholder: '要變更密碼的帳號',
    resultTitle: '已找到您的帳號',
    resultOne: '這是您的帳號。',
    resultMany: '您的名下共有 {{count}} 個帳號。',
    resultLead: '為保護個人資料，部分帳號已隱藏。',
    loginId: '帳號',
    joinDate: '加入日期',
    login: '登入',
    resetPassword: '重設密碼',
    resetThis: '重設 {{loginId}} 的密碼',
    searchAgain: '重新查詢',
    resetTitle: '重設密碼',
    resetVerifyLead: '變更密碼前，請先完成身分驗證。',
    resetFor: '請輸入 {{loginId}} 的新密碼。',
    newPassword: '新密碼',
    passwordConfirm: '確認新密碼',
    submit: '變更密碼',
    submitting: '變更中…',
    PW_ResetAlert: '重設密碼的有效時間已過，請重新進行驗證。',
    PW_ResetOk: '密碼已重設，請使用新密碼登入。'
  },
  identity: {
    groupLabel: '身分驗證方式',
    mobile: '手機身分驗證',
    card: '信用卡身分驗證',
    againMobile: '以手機重新驗證',
    againCard: '以信用卡重新驗證',
    waiting: '請在開啟的視窗中完成身分驗證。',
    showWindow: '顯示驗證視窗',
    checking: '正在確認驗證結果…',
    CMM_CertificationSuccess: '身分驗證已完成。',
    ALT_Certification: '請先完成身分驗證。',
    UTI_AltBlockPopup: '驗證視窗已被封鎖。請在瀏覽器中允許本網站的彈出式視窗後再試一次。',
    error: {
      blocked: '彈出式視窗已被封鎖，請允許後再試一次。',
      cancelled: '身分驗證已取消，請再試一次。',
      failed: '身分驗證失敗，請再試一次。',
      expired: '身分驗證已逾時，請重新驗證。',
      unavailable: '目前無法開始身分驗證，請稍後再試。'
    },
    landing: {
      successTitle: '身分驗證已完成',
      successBody: '請關閉此視窗，回到開始驗證的頁面繼續操作。',
      errorTitle: '未能完成身分驗證',
      errorBody: '請關閉此視窗，回到開始驗證的頁面再試一次。'
    }
  },
  conversion: {
    eyebrow: '轉為規劃師',
    steps: {
      label: '轉為規劃師步驟',
      progress: '第 {{current}}/{{total}} 步',
      certificate: '身分驗證',
      enterInformation: '確認資料',
      agreeTerms: '同意條款',
      complete: '完成'
    },
    back: '上一步',
    next: '下一步',
    cancel: '返回會員中心',
    verifyAgain: '重新驗證身分',
    certificate: {
      title: '請完成身分驗證',
      lead: '規劃師以個人事業者身分活動，需要確認您是會員本人。',
      who: '請使用 {{name}} 本人名義的手機或信用卡驗證。',
      why: '驗證資料僅用於規劃師合約與佣金發放。'
    },
    info: {
      title: '請確認您的資料',
      lead: '確認驗證的身分資料與規劃師活動使用的聯絡電話。',
      verified: '身分驗證資料',
      name: '姓名',
      birthDate: '出生日期',
      email: '電子郵件',
      emailHint: '電子郵件可在修改會員資料中重新驗證後變更。',
      contact: '聯絡方式',
      mobile: '手機號碼',
      mobileHint: '顧客與公司將以此號碼聯絡您。佣金帳戶請於轉換後登記。'
    },
    terms: {
      title: '請同意規劃師條款',
      lead: '須同意必要條款才能轉為規劃師。',
      all: '全部同意',
      required: '[必要]',
      optional: '[選擇]',
      requiredMissing: '請同意所有必要條款。',
      viewTerms: '查看{{title}}',
      view: '查看',
      submit: '轉為規劃師',
      submitting: '轉換中…',
      PLANNER_AGREEMENT: {
        title: '規劃師（個人事業者）活動條款'
      },
      PLANNER_PRIVACY: {
        title: '規劃師個人資料蒐集與使用同意'
      },
      PLANNER_MARKETING: {
        title: '接收規劃師消息與培訓通知'
      }
    },
    complete: {
      title: '已完成轉為規劃師',
      lead: '您現在可以開始規劃師活動。',
      number: '規劃師會員編號',
      previous: '原會員編號',
      since: '轉換日期',
      numberHint: '請使用帳號或新的會員編號登入，原會員編號已無法登入。',
      home: '繼續購物',
      myPage: '會員中心'
    }
  },
  myPage: {
    summary: {
      title: '我的購物概況',
      period: '最近 {{count}} 個月',
      status: {
        PLACED: '已付款',
        PREPARING: '備貨中',
        SHIPPING: '配送中',
        DELIVERED: '已送達'
      },
      points: '點數',
      pointsValue: '{{amount}}P',
      coupons: '可用優惠券',
      couponsValue: '{{amount}} 張',
      loadError: '無法載入購物概況，請稍後再試。'
    },
    title: '會員中心',
    greeting: '{{name}}，歡迎回來。',
    memberInfo: '會員資料',
    memberNumber: '會員編號',
    memberType: '會員類型',
    rank: '等級',
    referrer: '推薦人',
    referrerValue: '{{name}}（{{number}}）',
    noReferrer: '無',
    joinDate: '加入日期',
    logout: '登出',
    loadError: '無法載入會員資料。',
    userType: {
      BEAUTY_CONSUMER: '一般會員',
      NON_REF_CUSTOMER: '一般會員（無推薦人）',
      SOLE_PROPRIETORSHIP: '規劃師會員'
    },
    rankName: {
      MEMBER: '會員',
      PLANNER: '規劃師'
    }
  },
  mypageAccount: {
    backToMyPage: '我的頁面',
    checking: '確認中…',
    saving: '處理中…',
    loading: '載入中…',
    loadError: '無法載入資料。',
    retry: '重試',
    cancel: '取消',
    optional: '選填',
    refund: {
      title: '退款帳戶',
      lead: '用於取消訂單與退貨退款的本人名義帳戶，經銀行確認戶名後登錄。',
      current: '已登錄的退款帳戶',
      none: '尚未登錄退款帳戶。',
      bank: '銀行',
      bankPlaceholder: '請選擇銀行',
      number: '帳號',
      numberPlaceholder: '僅輸入數字，不含 -',
      holder: '戶名',
      verify: '確認帳戶',
      verified: '已確認戶名。',
      agree: '我同意退款帳戶使用條款。（必填）',
      register: '登錄退款帳戶',
      change: '變更退款帳戶',
      saved: '已儲存退款帳戶。',
      recheck: '重新確認密碼'
    },
    rule: {
      PW_SameAsCurrent: '請輸入與目前密碼不同的密碼。',
      WD_SelectReason: '請選擇退出原因。',
      WD_DetailLength: '請在 500 字以內輸入。',
      WD_AgreeRequired: '請確認上述說明並勾選同意。',
      CMM_AccVerifyFirst: '請先確認帳戶。',
      CMM_AccDesc2: '請同意退款帳戶使用條款。',
      CMM_AccDesc3: '請選擇銀行。',
      CMM_AccDesc4: '請輸入帳號。',
      CMM_AccNumberLength: '帳號請輸入 10～16 位數字。',
      CMM_AccHolderName: '請輸入戶名（20 字以內）。',
      VA_NumberOnly: '只能輸入數字。'
    },
    menu: {
      title: '帳號管理',
      orderList: '訂單/配送查詢',
      orderListHint: '訂單紀錄、配送狀態及取消訂單',
      returnList: '退貨紀錄',
      returnListHint: '退貨申請進度、取件及退款',
      userInfo: '修改會員資料',
      userInfoHint: '手機號碼、電子郵件、行銷訊息',
      changePassword: '變更密碼',
      changePasswordHint: '定期變更更安全',
      sns: '社群帳號連結',
      snsHint: '管理 Kakao 等快速登入',
      refundAccount: '退款帳戶',
      refundAccountHint: '取消訂單或退貨時的退款帳戶',
      autoship: '定期配送管理',
      autoshipHint: '配送排程、跳過・暫停・取消',
      autoshipCard: '付款卡片管理',
      autoshipCardHint: '已登錄卡片、定期配送卡、卡片密碼',
      withdrawal: '退出會員',
      withdrawalHint: '退出前請務必確認',
      reviews: '我的評論',
      reviewsHint: '已撰寫的評論與獲得點數',
      beautyProfile: '美妝檔案',
      beautyProfileHint: '在評論中顯示膚質、膚色與肌膚困擾',
      addresses: '配送地址管理',
      addressesHint: '常用配送地址與預設地址',
      coupon: '優惠券',
      couponHint: '持有優惠券與使用・過期紀錄',
      wishlist: '收藏商品',
      wishlistHint: '查看收藏的商品',
      recent: '最近瀏覽',
      recentHint: '最近瀏覽的 50 項商品',
      restock: '補貨通知',
      restockHint: '申請的補貨通知與通知紀錄',
      point: '點數',
      pointHint: '點數餘額與獲得・使用明細'
    },
    checkPassword: {
      title: '確認密碼',
      lead: '為保護您的資料，請再次輸入密碼。',
      member: '會員',
      password: '密碼',
      submit: '確認'
    },
    changePassword: {
      title: '變更密碼',
      lead: '確認目前密碼後設定新密碼。',
      dueTitle: '需要變更密碼',
      dueBody: '為保護個人資料，建議的密碼變更日期（{{date}}）已過。您可以立即變更，或於 90 天後再提醒。',
      current: '目前密碼',
      new: '新密碼',
      confirm: '確認新密碼',
      sessionsNote: '變更後，除本裝置外的其他裝置都會登出。',
      submit: '變更密碼',
      later: '下次再變更',
      done: '密碼已變更。在其他裝置上請使用新密碼重新登入。',
      delayed: '密碼變更已延後至 {{date}}。'
    },
    userInfo: {
      title: '修改會員資料',
      lead: '姓名、帳號及會員編號無法變更。',
      name: '姓名',
      loginId: '帳號',
      memberNumber: '會員編號',
      mobile: '手機號碼',
      email: '電子郵件',
      noEmail: '尚未登錄電子郵件',
      changeEmail: '變更電子郵件',
      newEmail: '新電子郵件',
      currentPassword: '目前密碼',
      currentPasswordHint: '電子郵件用於找回帳號，因此需同時確認目前密碼。',
      cancelEmailChange: '取消變更電子郵件',
      marketing: '接收行銷訊息',
      marketingHint: '不同意也不影響服務使用。',
      marketingEmail: '同意接收電子郵件',
      marketingSms: '同意接收簡訊',
      nothingChanged: '沒有變更的內容。',
      saved: '會員資料已修改。',
      savedWithEmail: '會員資料已修改。其他裝置已登出。',
      submit: '儲存'
    },
    sns: {
      title: '社群帳號連結',
      lead: '可使用已連結的社群帳號快速登入。',
      providers: {
        KAKAO: 'Kakao',
        NAVER: 'Naver',
        APPLE: 'Apple'
      },
      linked: '已連結 {{provider}} 帳號。',
      linkedOn: '{{date}} 已連結',
      linkedState: '已連結',
      notLinked: '未連結',
      link: '連結',
      linkLabel: '連結 {{provider}} 帳號',
      unlink: '解除連結',
      unlinkLabel: '解除 {{provider}} 帳號連結',
      unlinkConfirm: '確定要解除 {{provider}} 帳號連結嗎？解除後將無法使用 {{provider}} 登入。',
      unlinked: '已解除 {{provider}} 帳號連結。',
      linkFailed: '無法連結社群帳號，請稍後再試。'
    },
    withdrawal: {
      title: '退出會員',
      lead: '感謝您一直以來對 Lumière Vita 的支持。',
      noticeTitle: '退出前請務必確認',
      notice1: '您持有的點數與優惠券將全部消失，且無法恢復。',
      notice2: '電子郵件與手機號碼將立即刪除，交易紀錄依相關法令保存。',
      notice3: '退出 30 天後即可重新加入。',
      reason: '退出原因',
      reasons: {
        NOT_USING: '很少使用',
        SERVICE: '服務不便',
        PRODUCTS: '沒有想要的商品',
        PRICE: '價格負擔較大',
        PRIVACY: '擔心個人資料',
        OTHER: '其他'
      },
      detail: '想對我們說的話',
      detailPlaceholder: '您的意見將幫助我們提供更好的服務。',
      detailCount: '{{count}} / {{max}} 字',
      password: '密碼',
      agree: '我已確認上述說明，並同意退出會員。',
      keep: '不退出',
      submit: '退出會員',
      confirm: '確定要退出會員嗎？退出後無法復原。',
      confirmYes: '退出會員',
      doneTitle: '已完成退出會員',
      doneBody: '感謝您一直以來的使用。',
      rejoinFrom: '自 {{date}} 起可重新加入。'
    }
  },
  office: {
    handoffFailed: '無法前往我的辦公室',
    boAccessLead: '請以規劃師帳號登入以使用我的辦公室（後台）。',
    sso: {
      failed: '無法從我的辦公室自動登入。',
      HANDOFF_CODE_EXPIRED: '登入代碼已過期（60 秒），請以帳號與密碼登入。',
      HANDOFF_CODE_USED: '登入代碼已被使用，請以帳號與密碼登入。',
      invalid: '登入代碼不正確，請以帳號與密碼登入。'
    },
    plannerCheck: {
      title: '規劃師確認',
      lead: '輸入規劃師的會員編號與姓名，即可確認是否為活動中的規劃師。',
      numberLabel: '規劃師會員編號',
      numberPlaceholder: '請輸入會員編號',
      nameLabel: '規劃師姓名',
      namePlaceholder: '請輸入姓名（例：金瑞妍）',
      submit: '確認',
      submitting: '確認中…',
      resultLabel: '確認結果',
      CHP_ActivePlanner: '這是活動中的規劃師。',
      CHP_NonActivePlanner: '這不是活動中的規劃師。',
      nonActiveHint: '請再次確認會員編號與姓名。若資料正確，代表該規劃師目前未在活動中。',
      again: '確認其他規劃師',
      rule: {
        LOG_ValidId: '請輸入規劃師會員編號。',
        VA_LoginIdLength: '會員編號請輸入 20 字以內。',
        VA_EnterName: '請輸入規劃師姓名。',
        VA_NameLength: '請輸入 20 字以內。',
        invalid: '請確認輸入內容。'
      }
    }
  },
  migrate: {
    title: '舊會員帳號轉移',
    lead: '您曾是舊購物商城的會員嗎？找到舊帳號並設定新帳號與密碼，即可保留會員編號與資料。',
    steps: {
      label: '帳號轉移步驟',
      find: '尋找舊帳號',
      create: '建立新帳號',
      progress: '第 {{current}} 步，共 {{total}} 步'
    },
    find: {
      title: '尋找舊帳號',
      lead: '請輸入您在舊購物商城使用的帳號與密碼。',
      idLabel: '舊帳號',
      idPlaceholder: '舊購物商城帳號',
      passwordLabel: '舊密碼',
      passwordPlaceholder: '舊購物商城密碼',
      submit: '尋找舊帳號',
      submitting: '搜尋中…',
      mailed: '正在以通知信中的連結確認您的舊帳號…',
      mailedFailed: '通知信中的連結找不到帳號，請以舊帳號與密碼尋找。'
    },
    profile: {
      title: '找到的舊帳號',
      loginId: '舊帳號',
      name: '姓名',
      email: '電子郵件',
      mobile: '手機號碼',
      type: '會員類型',
      memberNumber: '會員編號',
      none: '無',
      maskedNote: '為保護個人資料，僅顯示部分內容。',
      notYou: '不是您的帳號嗎？重新尋找'
    },
    userType: {
      BEAUTY_CONSUMER: '一般會員',
      NON_REF_CUSTOMER: '一般會員（無推薦人）',
      SOLE_PROPRIETORSHIP: '規劃師會員'
    },
    create: {
      title: '設定新帳號與密碼',
      lead: '請設定在本購物商城使用的帳號與密碼。',
      loginIdLabel: '新帳號',
      loginIdPlaceholder: '英文或數字 4~20 字',
      check: '檢查重複',
      checking: '檢查中…',
      available: '此帳號可以使用。',
      checkFirst: '請先檢查帳號是否重複。',
      passwordLabel: '新密碼',
      passwordPlaceholder: '含英文與數字 7~16 字',
      passwordHint: '請輸入 7~16 字，至少包含一個英文字母與一個數字；可使用 !@#$%^&*()_+=?.,~-。',
      passwordConfirmLabel: '確認新密碼',
      passwordConfirmPlaceholder: '請再輸入一次密碼',
      consents: '條款同意',
      all: '同意所有必要條款',
      required: '（必要）',
      optional: '（選擇）',
      submit: '轉移帳號',
      submitting: '轉移中…',
      expires: '請在 30 分鐘內完成。'
    },
    rule: {
      MIG_EnterLegacyId: '請輸入舊帳號。',
      MIG_LegacyIdFormat: '舊帳號為 4~30 個英文字母、數字、句點、底線或連字號。',
      VA_EnterPassword: '請輸入密碼。'
    },
    complete: {
      title: '帳號轉移已完成',
      lead: '請以新帳號與密碼登入。',
      memberNumber: '會員編號',
      loginId: '帳號',
      type: '會員類型',
      keptNumber: '沿用原本的會員編號。',
      newNumber: '原本的會員編號已被使用，因此提供新的會員編號。',
      login: '登入',
      home: '回到首頁',
      missing: '沒有已完成的帳號轉移資訊。',
      start: '前往帳號轉移'
    }
  },
  savedCards: savedCardsZhTW
};

export default accountsZhTW;
