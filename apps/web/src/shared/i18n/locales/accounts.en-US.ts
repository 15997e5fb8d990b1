import { ACCOUNTS_ERROR_MESSAGES_EN_US } from '@mall/domain';
import type { AccountsMessages } from './accounts.ko-KR';
import savedCardsEnUS from './saved-cards.en-US';

/**
 * Where this namespace deliberately words a code differently from the error catalogue in
 * packages/domain (docs/decisions/050): texts that carry the refusal's numbers (tries left, seconds to wait, failed logins).
 */
const accountsErrorOverrides = {
  AUTH_CODE_MISMATCH: 'The verification code does not match ({{remaining}} tries left).',
  MAIL_COOLDOWN: 'You can ask for another code in {{retryAfterSeconds}} seconds.',
  PASSWORD_MISMATCH_count:
    'The password does not match ({{failCount}}/{{limit}}). After {{limit}} wrong attempts, logging in is locked for a while.'
};

const accountsEnUS: AccountsMessages = {
  error: {
    ...ACCOUNTS_ERROR_MESSAGES_EN_US,
    ...accountsErrorOverrides
  },
  login: {
    title: 'Log in',
    lead: 'Log in to your Lumière Vita account to enjoy member benefits.',
    idLabel: 'ID or member number',
    idPlaceholder: 'ID or 10-digit member number',
    passwordLabel: 'Password',
    passwordPlaceholder: 'Enter your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    saveId: 'Remember my ID',
    autoLogin: 'Keep me logged in',
    autoLoginHint: 'You stay logged in for 30 days. Do not use this on a shared device.',
    submit: 'Log in',
    submitting: 'Logging in…',
    help: 'Account help',
    findAccount: 'Find ID',
    resetPassword: 'Reset password',
    noAccount: 'Not a member yet?',
    guestOrder: 'Guest order lookup',
    guestOrderLead: 'Ordered as a guest?',
    signup: 'Sign up'
  },
  LOG_ValidId: 'Please enter your ID or member number.',
  VA_EnterPassword: 'Please enter your password.',
  social: {
    providers: { KAKAO: 'Kakao', NAVER: 'Naver', APPLE: 'Apple' },
    loginWith: 'Log in with {{provider}}',
    signupWith: 'Sign up with {{provider}}',
    loginDivider: 'Quick login',
    signupDivider: 'Quick sign-up',
    signupDividerLead: 'Bring your name and e-mail from a social account and sign up faster.',
    failureTitle: 'Social login failed',
    failure: {
      LOG_KakaoFailed: 'Kakao login failed. Please try again in a moment.',
      LOG_NaverFailed: 'Naver login failed. Please try again in a moment.',
      LOG_AppleFailed: 'Sign in with Apple failed. Please try again in a moment.'
    },
    link: {
      title: 'Link your {{provider}} account',
      lead: 'A member account already uses {{email}}. Enter that account’s password to link {{provider}} and log in.',
      loading: 'Checking your account…',
      submit: 'Link and log in',
      submitting: 'Linking…',
      cancel: 'Cancel and log in normally',
      note: 'Next time, the {{provider}} button is all you need.'
    },
    banner: {
      title: 'Signing up with your {{provider}} account',
      lead: 'Your name and e-mail are filled in for you. You still verify the e-mail and choose an ID and password.',
      email: 'E-mail',
      name: 'Name'
    },
    result: {
      title: 'Naver login result',
      loading: 'Checking your Naver account…',
      newTitle: 'Welcome, {{name}}',
      newTitlePlain: 'Welcome',
      newLead:
        'No member has signed up with this Naver account yet. Finish signing up and you can log in with Naver from now on.',
      prefill: 'Details for your sign-up',
      noEmail: 'E-mail not shared (enter it while signing up)',
      continue: 'Continue signing up',
      memberTitle: 'You are already a member',
      memberLead:
        'An account already uses {{email}}. Log in with your ID and password, then link Naver under My page › SNS.',
      login: 'Log in',
      failureTitle: 'Naver login failed',
      retry: 'Try Naver again',
      emailSignup: 'Sign up with e-mail'
    },
    modal: {
      sharedTitle: 'What {{provider}} shares with us',
      usage:
        'We use it only to fill in the sign-up form. Your {{provider}} password is never shared with Lumière Vita.',
      steps:
        'After you agree on the {{provider}} screen you come back here to accept the terms, verify your e-mail and choose an ID and password.',
      close: 'Close',
      cancel: 'Sign up another way',
      NAVER: {
        title: 'Sign up with Naver',
        lead: 'Sign up quickly with your Naver ID and log in with Naver from now on.',
        item1: 'Name (or nickname)',
        item2: 'E-mail address (if you agree)',
        item3: 'Your Naver member identifier (to link the account)',
        continue: 'Continue with Naver'
      },
      APPLE: {
        title: 'Sign up with Apple',
        lead: 'Sign up quickly with your Apple Account and sign in with Apple from now on.',
        item1: 'Name (shared once, the first time you agree)',
        item2: 'E-mail address, or an Apple relay address (Hide My Email)',
        item3: 'Your Apple user identifier (to link the account)',
        continue: 'Continue with Apple'
      }
    },
    complete: {
      signingIn: 'Logging you in with {{provider}}…',
      signedIn: 'Your {{provider}} account is linked and you are logged in.',
      failed: 'You are signed up. Please log in with {{provider}} again on the login screen.',
      shop: 'Continue shopping',
      mypage: 'My page'
    }
  },
  loginError: {
    wrongPassword: 'The ID or password is incorrect ({{count}}/{{limit}})',
    wrongPasswordHint: 'After {{limit}} wrong attempts, login is locked.',
    wrongPasswordPlain: 'The ID or password is incorrect.',
    locked:
      'After {{limit}} wrong passwords, logging in is locked for a while. Please try again later or reset your password.',
    lockedUntil: 'After {{limit}} wrong passwords, logging in is locked until {{time}}.',
    lockedMail:
      'If the account has an email address, an unlock link was sent to it. Resetting your password also lets you in at once.',
    throttled: 'Too many wrong passwords from this device. Please try again later or reset your password.',
    lockedAction: 'Reset password',
    noMember: 'No matching member was found. Would you like to sign up?',
    noMemberAction: 'Sign up',
    withdrawn: 'This account was withdrawn. You can sign up again from {{date}}.',
    withdrawnPlain: 'This account was withdrawn.'
  },
  signup: {
    title: 'Sign up',
    steps: {
      label: 'Sign-up steps',
      progress: 'Step {{current}} of {{total}}',
      selectType: 'Member type',
      selectReferrer: 'Referrer',
      agreeTerms: 'Terms',
      enterInformation: 'Your details',
      complete: 'Done'
    },
    next: 'Next',
    back: 'Back',
    required: 'Required',
    optional: 'Optional',
    selectType: {
      title: 'How would you like to join?',
      lead: 'Your benefits depend on the member type. The type may not be changeable after you join.',
      legend: 'Member type',
      BEAUTY_CONSUMER: {
        name: 'Customer with a referrer',
        description:
          'Register the planner who introduced you as your referrer and enjoy member prices and personal advice.'
      },
      NON_REF_CUSTOMER: {
        name: 'Customer without a referrer',
        description: 'Join and shop right away without a referrer. The referrer step is skipped.'
      },
      SOLE_PROPRIETORSHIP: {
        name: 'Planner',
        description:
          'Open your own personal mall as a sole proprietor and introduce our products. A referrer (sponsoring planner) is required.'
      },
      required: 'Please choose a member type.'
    },
    selectReferrer: {
      title: 'Enter your referrer',
      lead: 'Enter the member number of the planner who introduced you, then look it up.',
      label: 'Referrer member number',
      placeholder: 'Member number (4-20 digits)',
      lookup: 'Look up',
      lookingUp: 'Looking up…',
      found: 'Referrer found',
      foundValue: '{{name}} ({{number}})',
      confirmHint: 'If this is your referrer, press Next. If not, enter the number again.'
    },
    agreeTerms: {
      title: 'Agree to the terms',
      lead: 'Please agree to the required terms to use the service. You can join without agreeing to the optional ones.',
      all: 'Agree to all',
      allHint: 'I agree to all terms, required and optional.',
      listLabel: 'Terms',
      viewTerms: 'View {{title}}',
      view: 'View',
      items: {
        SERVICE: {
          title: 'Terms of use'
        },
        PRIVACY: {
          title: 'Collection and use of personal information'
        },
        AGE_14: {
          title: 'I am 14 years of age or older',
          summary: 'Children under 14 cannot join without the consent of a legal guardian.'
        },
        MARKETING_EMAIL: {
          title: 'Marketing emails'
        },
        MARKETING_SMS: {
          title: 'Marketing text messages'
        }
      }
    },
    info: {
      title: 'Enter your details',
      lead: 'All fields are required.',
      account: 'Account',
      personal: 'Personal details',
      loginId: 'ID',
      loginIdPlaceholder: '4-20 characters',
      checkLoginId: 'Check availability',
      checking: 'Checking…',
      loginIdAvailable: 'This ID is available.',
      password: 'Password',
      passwordPlaceholder: '7-16 characters',
      passwordConfirm: 'Confirm password',
      passwordConfirmPlaceholder: 'Enter the password again',
      passwordRules: 'Password rules',
      ruleLength: '7-16 characters',
      ruleMix: 'Letters and digits',
      ruleChars: 'Symbols only from !@#$%^&*()_+=?.,~-',
      ruleMet: 'met',
      ruleUnmet: 'not met',
      passwordMatch: 'The passwords match.',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      lastName: 'Last name',
      firstName: 'First name',
      email: 'Email',
      emailLocal: 'Email name (before @)',
      emailAt: '@',
      emailDomain: 'Email domain',
      emailDomainDirect: 'Type it in',
      emailDomainCustom: 'Email domain (typed)',
      emailDomainPlaceholder: 'e.g. example.com',
      sendCode: 'Send code',
      resendCode: 'Send a new code',
      sending: 'Sending…',
      codeSent: 'We sent a code to {{email}}. Please check your inbox.',
      resendIn: 'You can ask for a new code in {{seconds}} s.',
      code: 'Verification code',
      codePlaceholder: '6 digits',
      verify: 'Verify',
      verifying: 'Verifying…',
      timeLeft: 'Time left',
      codeExpired: 'The time is up. Please ask for a new code.',
      verified: 'Your email address is verified.',
      changeEmail: 'Change email',
      mobile: 'Mobile number',
      mobilePlaceholder: 'Digits only (e.g. 01012345678)',
      referrer: 'Referrer',
      referrerValue: '{{name}} ({{number}})',
      changeReferrer: 'Choose the referrer again',
      reviewTerms: 'Review the terms again',
      restart: 'Start again',
      submit: 'Sign up',
      submitting: 'Signing up…'
    },
    rule: {
      invalid: 'Please check what you entered.',
      UTI_Valid_LoginId: 'Your ID must be 4-20 letters or digits.',
      SIG_ValidCheckNickName: 'Please check that the ID is available.',
      VA_EnterPassword: 'Please enter a password.',
      VA_PasswordLength: 'The password must be at least 7 characters.',
      UTI_ValidatePassword5: 'The password must be 7-16 characters.',
      VA_PasswordContain:
        'Use 7-16 characters with at least one letter and one digit. Allowed symbols: !@#$%^&*()_+=?.,~-',
      VA_PasswordConfirm: 'The passwords do not match.',
      VA_EnterName: 'Please enter your name.',
      VA_NameLength: 'Please use at most 20 characters.',
      VA_EmailFormat: 'This is not a valid email address (3-64 letters, digits or . _ - before the @).',
      SIG_ValidDupEmail: 'This email address is already registered. Please use another one.',
      SIG_ValidEmailAuth: 'Please verify your email address.',
      VA_AuthNumber: 'Please enter the 6-digit code.',
      ALT_InputMobile: 'Please enter your mobile number.',
      VA_MobileOnlyNumber: 'Please use digits only for the mobile number.',
      VA_MobileLength: 'The mobile number can have at most 11 digits.',
      VA_ReferrerLength: 'The referrer number must be 4-20 characters.',
      SIG_SelectReferrer: 'Please look up and choose your referrer.',
      SIG_AgreeRequiredTerms: 'Please agree to all required terms.'
    },
    complete: {
      title: 'Welcome aboard!',
      welcome: '{{name}}, welcome to Lumière Vita. Your membership is ready.',
      memberNumber: 'Member number',
      loginId: 'ID',
      memberType: 'Member type',
      joinDate: 'Joined on',
      login: 'Log in',
      home: 'Go to Home'
    },
    reject: {
      title: 'This sign-up cannot continue',
      body: 'The sign-up request was refused or has expired. Please start again.',
      restart: 'Start signing up again'
    }
  },
  unlock: {
    title: 'Unlock login',
    lead: 'You followed the link from our mail. The button below lifts the login lock at once.',
    submit: 'Unlock',
    submitting: 'Unlocking…',
    done: 'The lock is lifted. You can log in now.',
    doneAction: 'Log in',
    invalid:
      'This unlock link has expired or was already used. The lock ends by itself after a while, and resetting your password also lets you in at once.',
    resetAction: 'Reset password',
    failed: 'The lock could not be lifted. Please try again shortly.'
  },
  recovery: {
    findTitle: 'Find my ID',
    findLead: 'Find your ID with the email address you signed up with, or by verifying your mobile phone.',
    methods: 'How to find it',
    byEmail: 'Email code',
    byIdentity: 'Mobile verification',
    email: 'Email',
    emailPlaceholder: 'The address you signed up with',
    sendCode: 'Send code',
    resendCode: 'Send a new code',
    sending: 'Sending…',
    codeSent: 'We sent a code to {{email}}. Please check your inbox.',
    code: 'Verification code',
    codePlaceholder: '6 digits',
    verify: 'Verify',
    verifying: 'Checking…',
    timeLeft: 'Time left',
    codeExpired: 'The code has expired. Please ask for a new one.',
    resendIn: 'You can ask for a new code in {{seconds}} s.',
    identityLead: 'Verify with a mobile phone in your name and we will show the IDs you signed up with.',
    identityResetLead: 'Enter the ID whose password you want to change, then verify your identity.',
    loginIdLabel: 'ID',
    loginIdPlaceholder: 'The ID to change the password of',
    resultTitle: 'We found your ID',
    resultOne: 'This is your ID.',
    resultMany: '{{count}} IDs are registered in your name.',
    resultLead: 'Part of the ID is hidden to protect your privacy.',
    loginId: 'ID',
    joinDate: 'Joined',
    login: 'Log in',
    resetPassword: 'Reset password',
    resetThis: 'Reset the password of {{loginId}}',
    searchAgain: 'Search again',
    resetTitle: 'Reset password',
    resetVerifyLead: 'To change your password, please verify it is you first.',
    resetFor: 'Enter a new password for {{loginId}}.',
    newPassword: 'New password',
    passwordConfirm: 'Confirm new password',
    submit: 'Change password',
    submitting: 'Changing…',
    PW_ResetAlert: 'The time to reset your password has run out. Please verify again.',
    PW_ResetOk: 'Your password has been reset. Please log in with the new password.'
  },
  identity: {
    groupLabel: 'Verification method',
    mobile: 'Verify by mobile',
    card: 'Verify by card',
    againMobile: 'Verify again by mobile',
    againCard: 'Verify again by card',
    waiting: 'Finish the verification in the window that opened.',
    showWindow: 'Show the window',
    checking: 'Checking the result…',
    CMM_CertificationSuccess: 'Your identity has been verified.',
    ALT_Certification: 'Please verify your identity first.',
    UTI_AltBlockPopup:
      'The verification window was blocked. Allow pop-ups for this site in your browser and try again.',
    error: {
      blocked: 'The pop-up was blocked. Allow pop-ups and try again.',
      cancelled: 'The verification was cancelled. Please try again.',
      failed: 'The verification failed. Please try again.',
      expired: 'The verification has expired. Please verify again.',
      unavailable: 'Verification cannot start right now. Please try again in a moment.'
    },
    landing: {
      successTitle: 'Identity verification complete',
      successBody:
        'Close this window and go back to the page where you started the verification to continue.',
      errorTitle: 'Identity verification was not completed',
      errorBody: 'Close this window and go back to the page where you started the verification to try again.'
    }
  },
  conversion: {
    eyebrow: 'Become a planner',
    steps: {
      label: 'Planner conversion steps',
      progress: 'Step {{current}} of {{total}}',
      certificate: 'Verify identity',
      enterInformation: 'Confirm details',
      agreeTerms: 'Terms',
      complete: 'Done'
    },
    back: 'Back',
    next: 'Next',
    cancel: 'Back to My page',
    verifyAgain: 'Verify again',
    certificate: {
      title: 'Verify your identity',
      lead: 'Planners work as sole proprietors, so we need to confirm that you are the account holder.',
      who: 'Verify with a phone or card in the name of {{name}}.',
      why: 'The verified details are used only for your planner contract and commission payments.'
    },
    info: {
      title: 'Confirm your details',
      lead: 'Check your verified details and the contact number for your planner work.',
      verified: 'Verified identity',
      name: 'Name',
      birthDate: 'Date of birth',
      email: 'Email',
      emailHint: 'You can change your email on Edit my info, with a new verification.',
      contact: 'Contact',
      mobile: 'Mobile number',
      mobileHint:
        'Customers and the company will reach you on this number. You add your commission account after the conversion.'
    },
    terms: {
      title: 'Agree to the planner terms',
      lead: 'You need to agree to the required terms to become a planner.',
      all: 'Agree to all',
      required: '[Required]',
      optional: '[Optional]',
      requiredMissing: 'Please agree to all required terms.',
      viewTerms: 'View {{title}}',
      view: 'View',
      submit: 'Become a planner',
      submitting: 'Converting…',
      PLANNER_AGREEMENT: {
        title: 'Planner (sole proprietor) terms'
      },
      PLANNER_PRIVACY: {
        title: 'Collection and use of personal data for planners'
      },
      PLANNER_MARKETING: {
        title: 'Planner news and training updates'
      }
    },
    complete: {
      title: 'You are now a planner',
      lead: 'You can start working as a planner.',
      number: 'Planner member number',
      previous: 'Previous member number',
      since: 'Planner since',
      numberHint:
        'Log in with your ID or your new member number. The previous member number no longer works for login.',
      home: 'Continue shopping',
      myPage: 'My page'
    }
  },
  myPage: {
    summary: {
      title: 'My orders at a glance',
      period: 'Last {{count}} months',
      status: {
        PLACED: 'Paid',
        PREPARING: 'Preparing',
        SHIPPING: 'Shipping',
        DELIVERED: 'Delivered'
      },
      points: 'Points',
      pointsValue: '{{amount}}P',
      coupons: 'Usable coupons',
      couponsValue: '{{amount}}',
      loadError: 'Your order summary could not be loaded. Please try again shortly.'
    },
    title: 'My page',
    greeting: 'Welcome, {{name}}.',
    memberInfo: 'Member information',
    memberNumber: 'Member number',
    memberType: 'Member type',
    rank: 'Rank',
    referrer: 'Referrer',
    referrerValue: '{{name}} ({{number}})',
    noReferrer: 'None',
    joinDate: 'Joined',
    logout: 'Log out',
    loadError: 'We could not load your member information.',
    userType: {
      BEAUTY_CONSUMER: 'Customer',
      NON_REF_CUSTOMER: 'Customer (no referrer)',
      SOLE_PROPRIETORSHIP: 'Planner'
    },
    rankName: {
      MEMBER: 'Member',
      PLANNER: 'Planner'
    }
  },
  mypageAccount: {
    backToMyPage: 'My page',
    checking: 'Checking…',
    saving: 'Saving…',
    loading: 'Loading…',
    loadError: 'We could not load this information.',
    retry: 'Try again',
    cancel: 'Cancel',
    optional: 'optional',
    refund: {
      title: 'Refund account',
      lead: 'The account in your own name that cancellation and return refunds go to. It is registered after the bank confirms the holder.',
      current: 'Registered refund account',
      none: 'No refund account registered.',
      bank: 'Bank',
      bankPlaceholder: 'Choose a bank',
      number: 'Account number',
      numberPlaceholder: 'Digits only, no hyphens',
      holder: 'Account holder',
      verify: 'Check account',
      verified: 'The account holder is confirmed.',
      agree: 'I agree to the refund account terms. (required)',
      register: 'Register refund account',
      change: 'Change refund account',
      saved: 'Your refund account is saved.',
      recheck: 'Confirm your password again'
    },
    rule: {
      PW_SameAsCurrent: 'Choose a password different from your current one.',
      WD_SelectReason: 'Please choose a reason.',
      WD_DetailLength: 'Please keep it within 500 characters.',
      WD_AgreeRequired: 'Please read the notes above and confirm.',
      CMM_AccVerifyFirst: 'Please check the account first.',
      CMM_AccDesc2: 'Please agree to the refund account terms.',
      CMM_AccDesc3: 'Please choose a bank.',
      CMM_AccDesc4: 'Please enter the account number.',
      CMM_AccNumberLength: 'Enter the account number as 10 to 16 digits.',
      CMM_AccHolderName: "Enter the account holder's name (up to 20 characters).",
      VA_NumberOnly: 'Enter digits only.'
    },
    menu: {
      title: 'Account',
      orderList: 'Orders & delivery',
      orderListHint: 'Order history, delivery status and cancellation',
      returnList: 'Returns',
      returnListHint: 'Return requests, pickup and refunds',
      userInfo: 'My information',
      userInfoHint: 'Mobile number, email, marketing preferences',
      changePassword: 'Change password',
      changePasswordHint: 'Changing it now and then keeps you safer',
      sns: 'Social accounts',
      snsHint: 'Kakao and other quick logins',
      refundAccount: 'Refund account',
      refundAccountHint: 'Where refunds for cancellations and returns go',
      autoship: 'Autoship',
      autoshipHint: 'Schedules, skip, pause or cancel',
      autoshipCard: 'Payment cards',
      autoshipCardHint: 'Saved cards, the autoship card, card passwords',
      withdrawal: 'Close account',
      withdrawalHint: 'Please read before you leave',
      reviews: 'My reviews',
      reviewsHint: 'Reviews you wrote and points earned',
      beautyProfile: 'Beauty profile',
      beautyProfileHint: 'Skin type, tone and concerns shown on your reviews',
      addresses: 'Delivery addresses',
      addressesHint: 'Saved addresses and your default',
      coupon: 'Coupons',
      couponHint: 'Your coupons, used and expired ones',
      wishlist: 'Wishlist',
      wishlistHint: 'The products you saved',
      recent: 'Recently viewed',
      recentHint: 'Your last 50 viewed products',
      restock: 'Restock alerts',
      restockHint: 'Alerts you asked for and sent ones',
      point: 'Points',
      pointHint: 'Balance and point history'
    },
    checkPassword: {
      title: 'Confirm your password',
      lead: 'To protect your information, please enter your password once more.',
      member: 'Member',
      password: 'Password',
      submit: 'Confirm'
    },
    changePassword: {
      title: 'Change password',
      lead: 'Confirm your current password, then choose a new one.',
      dueTitle: 'Time to change your password',
      dueBody:
        'For your security we recommended a new password by {{date}}. Change it now, or we will remind you again in 90 days.',
      current: 'Current password',
      new: 'New password',
      confirm: 'Confirm new password',
      sessionsNote: 'After the change you stay logged in here; other devices are logged out.',
      submit: 'Change password',
      later: 'Change later',
      done: 'Your password has been changed. On other devices, log in again with the new password.',
      delayed: 'Your password change has been put off until {{date}}.'
    },
    userInfo: {
      title: 'My information',
      lead: 'Name, login ID and member number cannot be changed.',
      name: 'Name',
      loginId: 'Login ID',
      memberNumber: 'Member number',
      mobile: 'Mobile number',
      email: 'Email',
      noEmail: 'No email address on file',
      changeEmail: 'Change email',
      newEmail: 'New email',
      currentPassword: 'Current password',
      currentPasswordHint:
        'Your email is used to recover the account, so we check your current password too.',
      cancelEmailChange: 'Keep the current email',
      marketing: 'Marketing messages',
      marketingHint: 'You can use every service without agreeing.',
      marketingEmail: 'By email',
      marketingSms: 'By SMS',
      nothingChanged: 'Nothing has changed.',
      saved: 'Your information has been saved.',
      savedWithEmail: 'Your information has been saved. Other devices have been logged out.',
      submit: 'Save'
    },
    sns: {
      title: 'Social accounts',
      lead: 'Log in quickly with a linked social account.',
      providers: {
        KAKAO: 'Kakao',
        NAVER: 'Naver',
        APPLE: 'Apple'
      },
      linked: 'Your {{provider}} account is now linked.',
      linkedOn: 'Linked on {{date}}',
      linkedState: 'Linked',
      notLinked: 'Not linked',
      link: 'Link',
      linkLabel: 'Link your {{provider}} account',
      unlink: 'Unlink',
      unlinkLabel: 'Unlink your {{provider}} account',
      unlinkConfirm:
        'Unlink your {{provider}} account? You will no longer be able to log in with {{provider}}.',
      unlinked: 'Your {{provider}} account has been unlinked.',
      linkFailed: 'We could not link the social account. Please try again later.'
    },
    withdrawal: {
      title: 'Close account',
      lead: 'Thank you for shopping with Lumière Vita.',
      noticeTitle: 'Before you leave',
      notice1: 'All your points and coupons disappear and cannot be restored.',
      notice2:
        'Your email and mobile number are deleted at once; order records are kept as the law requires.',
      notice3: 'You can join again 30 days after closing the account.',
      reason: 'Reason for leaving',
      reasons: {
        NOT_USING: 'I rarely use it',
        SERVICE: 'The service is inconvenient',
        PRODUCTS: 'I cannot find what I want',
        PRICE: 'Prices are too high',
        PRIVACY: 'I am worried about my privacy',
        OTHER: 'Other'
      },
      detail: 'Anything else to tell us',
      detailPlaceholder: 'Your feedback helps us improve.',
      detailCount: '{{count}} / {{max}} characters',
      password: 'Password',
      agree: 'I have read the notes above and want to close my account.',
      keep: 'Keep my account',
      submit: 'Close account',
      confirm: 'Close your account now? This cannot be undone.',
      confirmYes: 'Close account',
      doneTitle: 'Your account has been closed',
      doneBody: 'Thank you for having been with us.',
      rejoinFrom: 'You can join again from {{date}}.'
    }
  },
  office: {
    handoffFailed: 'Could not open My Office',
    boAccessLead: 'Log in with your planner account to use My Office (the back office).',
    sso: {
      failed: 'Signing you in from My Office did not work.',
      HANDOFF_CODE_EXPIRED: 'The sign-in code expired (60 seconds). Please log in with your ID and password.',
      HANDOFF_CODE_USED: 'The sign-in code was already used. Please log in with your ID and password.',
      invalid: 'The sign-in code is not valid. Please log in with your ID and password.'
    },
    plannerCheck: {
      title: 'Planner check',
      lead: "Enter a planner's member number and name to see whether they are an active planner.",
      numberLabel: 'Planner member number',
      numberPlaceholder: 'Member number',
      nameLabel: 'Planner name',
      namePlaceholder: 'Name (e.g. Kim Seoyeon)',
      submit: 'Check',
      submitting: 'Checking…',
      resultLabel: 'Result',
      CHP_ActivePlanner: 'This is an active planner.',
      CHP_NonActivePlanner: 'This is not an active planner.',
      nonActiveHint:
        'Please check the number and name. If they are right, the planner is not active at the moment.',
      again: 'Check another planner',
      rule: {
        LOG_ValidId: "Please enter the planner's member number.",
        VA_LoginIdLength: 'The member number has at most 20 characters.',
        VA_EnterName: "Please enter the planner's name.",
        VA_NameLength: 'Please use at most 20 characters.',
        invalid: 'Please check what you entered.'
      }
    }
  },
  migrate: {
    title: 'Move your account',
    lead: 'Were you a member of our previous online mall? Find your old account, choose a new ID and password, and we move your member number and details over.',
    steps: {
      label: 'Account move steps',
      find: 'Find old account',
      create: 'Create new login',
      progress: 'Step {{current}} of {{total}}'
    },
    find: {
      title: 'Find your old account',
      lead: 'Enter the ID and password you used in the previous mall.',
      idLabel: 'Old ID',
      idPlaceholder: 'ID in the previous mall',
      passwordLabel: 'Old password',
      passwordPlaceholder: 'Password in the previous mall',
      submit: 'Find my old account',
      submitting: 'Searching…',
      mailed: 'Checking your old account from the link in our email…',
      mailedFailed: 'The link in the email did not find an account. Please use your old ID and password.'
    },
    profile: {
      title: 'Your old account',
      loginId: 'Old ID',
      name: 'Name',
      email: 'Email',
      mobile: 'Mobile',
      type: 'Member type',
      memberNumber: 'Member number',
      none: 'None',
      maskedNote: 'Partly hidden to protect your personal information.',
      notYou: 'Not your account? Search again'
    },
    userType: {
      BEAUTY_CONSUMER: 'Customer',
      NON_REF_CUSTOMER: 'Customer (no referrer)',
      SOLE_PROPRIETORSHIP: 'Planner'
    },
    create: {
      title: 'Choose your new ID and password',
      lead: 'Choose the ID and password you will use in this mall.',
      loginIdLabel: 'New ID',
      loginIdPlaceholder: '4-20 characters',
      check: 'Check availability',
      checking: 'Checking…',
      available: 'This ID is available.',
      checkFirst: 'Please check whether the ID is available.',
      passwordLabel: 'New password',
      passwordPlaceholder: '7-16 characters',
      passwordHint:
        'Use 7-16 characters with at least one letter and one digit; you may use !@#$%^&*()_+=?.,~-.',
      passwordConfirmLabel: 'Confirm new password',
      passwordConfirmPlaceholder: 'Enter the password again',
      consents: 'Terms',
      all: 'Agree to all required terms',
      required: '(required)',
      optional: '(optional)',
      submit: 'Move my account',
      submitting: 'Moving…',
      expires: 'Please finish within 30 minutes.'
    },
    rule: {
      MIG_EnterLegacyId: 'Please enter your old ID.',
      MIG_LegacyIdFormat: 'Old IDs have 4-30 letters, digits, dots, underscores or hyphens.',
      VA_EnterPassword: 'Please enter your password.'
    },
    complete: {
      title: 'Your account has been moved',
      lead: 'Log in with your new ID and password.',
      memberNumber: 'Member number',
      loginId: 'ID',
      type: 'Member type',
      keptNumber: 'You keep your old member number.',
      newNumber: 'Your old member number was already in use here, so you have a new one.',
      login: 'Log in',
      home: 'Go home',
      missing: 'There is no finished account move to show.',
      start: 'Move an account'
    }
  },
  savedCards: savedCardsEnUS
};

export default accountsEnUS;
