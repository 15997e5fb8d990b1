import type { AccountsMessages } from './accounts.ko-KR';

const accountsZhTW: AccountsMessages = {
  error: {
    SOCIAL_NOT_LINKED: '此登入尚未連結任何帳號，請先註冊。',
    SOCIAL_TOKEN_INVALID: '社群登入資訊已過期，請重新登入。',
    SOCIAL_ALREADY_LINKED: '此社群帳號已連結至其他帳號。',
    SOCIAL_LINK_NOT_FOUND: '沒有已連結的社群帳號。',
    SOCIAL_LINK_NOT_ALLOWED: '此社群帳號無法連結至現有帳號。',
    AUTH_CODE_MISMATCH: '驗證碼不正確（剩餘 {{remaining}} 次）。',
    AUTH_CODE_EXPIRED: '驗證碼已過期，請重新取得驗證碼。',
    MAIL_COOLDOWN: '{{retryAfterSeconds}} 秒後可重新申請驗證碼。',
    MAIL_DAILY_LIMIT: '今日的驗證次數已用完，請明天再試。',
    EMAIL_NOT_VERIFIED: '請先完成電子郵件驗證。',
    LOGIN_ID_TAKEN: '此帳號已被使用。',
    EMAIL_TAKEN: '此電子郵件已註冊。',
    REFERRER_NOT_FOUND: '查無推薦人資料，請確認會員編號。',
    MEMBER_NOT_FOUND: '查無相符的會員資料。',
    PASSWORD_MISMATCH: '密碼不正確。',
    ALT_CustomerOnly: '僅限一般會員使用。',
    ALT_RejectRefCustomer: '沒有推薦人的會員無法使用。',
    ALT_PlannerOnly: '僅限規劃師會員使用。'
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
    signup: '註冊會員'
  },
  LOG_ValidId: '請輸入帳號或會員編號。',
  VA_EnterPassword: '請輸入密碼。',
  loginError: {
    wrongPassword: '密碼不正確（{{count}}/{{limit}}）',
    wrongPasswordHint: '輸入錯誤達 {{limit}} 次將限制登入。',
    wrongPasswordPlain: '帳號或密碼不正確。',
    locked: '密碼輸入錯誤已達 {{limit}} 次，登入已受限制。請重設密碼後再登入。',
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
      showSummary: '查看{{title}}內容',
      fullTermsNote: '條款全文請至條款頁面查看。',
      items: {
        SERVICE: {
          title: '同意使用條款',
          summary:
            '關於 Lumière Vita 線上商城的會員加入、訂購與付款、配送、換貨退貨、點數與優惠券使用之基本條件。會員帳號不得轉讓他人，以不正當方式取得優惠者可能被限制使用。'
        },
        PRIVACY: {
          title: '同意蒐集及使用個人資料',
          summary:
            '蒐集項目：帳號、密碼、姓名、電子郵件、手機號碼、推薦人資訊。使用目的：會員識別、訂單處理與配送、客服諮詢、推薦人獎金結算。保存期間：至退出會員為止（依法須保存者至法定期間屆滿）。'
        },
        AGE_14: {
          title: '本人已滿 14 歲',
          summary: '未滿 14 歲者須經法定代理人同意方可加入會員。'
        },
        MARKETING_EMAIL: {
          title: '同意接收電子郵件行銷資訊',
          summary: '以電子郵件寄送新品、活動與折價券消息。不同意也可以加入，並可隨時在會員中心變更。'
        },
        MARKETING_SMS: {
          title: '同意接收簡訊行銷資訊',
          summary: '以簡訊傳送優惠與活動消息。不同意也可以加入，並可隨時在會員中心變更。'
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
      submit: '轉為規劃師',
      submitting: '轉換中…',
      PLANNER_AGREEMENT: {
        title: '規劃師（個人事業者）活動條款',
        summary: '關於銷售活動、佣金計算與發放及終止合約的條件。'
      },
      PLANNER_PRIVACY: {
        title: '規劃師個人資料蒐集與使用同意',
        summary: '為發放佣金及申報稅務，將使用您的身分驗證資料與聯絡方式。'
      },
      PLANNER_MARKETING: {
        title: '接收規劃師消息與培訓通知',
        summary: '以電子郵件及簡訊接收新品、培訓與活動通知。'
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
  }
};

export default accountsZhTW;
