import type { AccountsMessages } from './accounts.ko-KR';

const accountsEnUS: AccountsMessages = {
  error: {
    SOCIAL_NOT_LINKED: 'No account is linked to this login. Please sign up first.',
    SOCIAL_TOKEN_INVALID: 'Your social login has expired. Please log in again.',
    SOCIAL_ALREADY_LINKED: 'This social account is already linked to another account.',
    SOCIAL_LINK_NOT_FOUND: 'No social account is linked.',
    SOCIAL_LINK_NOT_ALLOWED: 'This social account cannot be linked to an existing account.',
    AUTH_CODE_MISMATCH: 'The verification code does not match ({{remaining}} tries left).',
    AUTH_CODE_EXPIRED: 'The verification code has expired. Please ask for a new one.',
    MAIL_COOLDOWN: 'You can ask for another code in {{retryAfterSeconds}} seconds.',
    MAIL_DAILY_LIMIT: 'You have used all verification attempts for today. Please try again tomorrow.',
    EMAIL_NOT_VERIFIED: 'Please verify your email address first.',
    LOGIN_ID_TAKEN: 'This ID is already in use.',
    EMAIL_TAKEN: 'This email address is already registered.',
    REFERRER_NOT_FOUND: 'We could not find the referrer. Please check the member number.',
    MEMBER_NOT_FOUND: 'No member matches these details.',
    PASSWORD_MISMATCH: 'The password does not match.',
    ALT_CustomerOnly: 'Only customers can use this.',
    ALT_RejectRefCustomer: 'Members without a referrer cannot use this.',
    ALT_PlannerOnly: 'Only planners can use this.'
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
      newLead: 'No member has signed up with this Naver account yet. Finish signing up and you can log in with Naver from now on.',
      prefill: 'Details for your sign-up',
      noEmail: 'E-mail not shared (enter it while signing up)',
      continue: 'Continue signing up',
      memberTitle: 'You are already a member',
      memberLead: 'An account already uses {{email}}. Log in with your ID and password, then link Naver under My page › SNS.',
      login: 'Log in',
      failureTitle: 'Naver login failed',
      retry: 'Try Naver again',
      emailSignup: 'Sign up with e-mail'
    },
    modal: {
      sharedTitle: 'What {{provider}} shares with us',
      usage: 'We use it only to fill in the sign-up form. Your {{provider}} password is never shared with Lumière Vita.',
      steps: 'After you agree on the {{provider}} screen you come back here to accept the terms, verify your e-mail and choose an ID and password.',
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
    wrongPassword: 'The password is incorrect ({{count}}/{{limit}})',
    wrongPasswordHint: 'After {{limit}} wrong attempts, login is locked.',
    wrongPasswordPlain: 'The ID or password is incorrect.',
    locked: 'Login is locked after {{limit}} wrong passwords. Please reset your password, then log in again.',
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
      showSummary: 'Show {{title}}',
      fullTermsNote: 'The full terms are available on the terms page.',
      items: {
        SERVICE: {
          title: 'Terms of use',
          summary:
            'The basic conditions for membership, ordering and payment, delivery, exchanges and returns, points and coupons at the Lumière Vita online mall. Accounts cannot be transferred to others, and benefits obtained improperly may lead to restricted use.'
        },
        PRIVACY: {
          title: 'Collection and use of personal information',
          summary:
            'Collected: ID, password, name, email, mobile number, referrer. Purpose: identifying members, processing and delivering orders, customer support, referrer allowance settlement. Kept until you leave (or as long as the law requires for certain records).'
        },
        AGE_14: {
          title: 'I am 14 years of age or older',
          summary: 'Children under 14 cannot join without the consent of a legal guardian.'
        },
        MARKETING_EMAIL: {
          title: 'Marketing emails',
          summary:
            'News about new products, events and discount coupons by email. You can join without agreeing and change this at any time on My page.'
        },
        MARKETING_SMS: {
          title: 'Marketing text messages',
          summary:
            'Benefits and event news by text message. You can join without agreeing and change this at any time on My page.'
        }
      }
    },
    info: {
      title: 'Enter your details',
      lead: 'All fields are required.',
      account: 'Account',
      personal: 'Personal details',
      loginId: 'ID',
      loginIdPlaceholder: '4-20 letters or digits',
      checkLoginId: 'Check availability',
      checking: 'Checking…',
      loginIdAvailable: 'This ID is available.',
      password: 'Password',
      passwordPlaceholder: '7-16 characters with letters and digits',
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
  myPage: {
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
  }
};

export default accountsEnUS;
