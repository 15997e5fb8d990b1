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
    UTI_AltBlockPopup: 'The verification window was blocked. Allow pop-ups for this site in your browser and try again.',
    error: {
      blocked: 'The pop-up was blocked. Allow pop-ups and try again.',
      cancelled: 'The verification was cancelled. Please try again.',
      failed: 'The verification failed. Please try again.',
      expired: 'The verification has expired. Please verify again.',
      unavailable: 'Verification cannot start right now. Please try again in a moment.'
    },
    landing: {
      successTitle: 'Identity verification complete',
      successBody: 'Close this window and go back to the page where you started the verification to continue.',
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
      mobileHint: 'Customers and the company will reach you on this number. You add your commission account after the conversion.'
    },
    terms: {
      title: 'Agree to the planner terms',
      lead: 'You need to agree to the required terms to become a planner.',
      all: 'Agree to all',
      required: '[Required]',
      optional: '[Optional]',
      requiredMissing: 'Please agree to all required terms.',
      submit: 'Become a planner',
      submitting: 'Converting…',
      PLANNER_AGREEMENT: {
        title: 'Planner (sole proprietor) terms',
        summary: 'Conditions for selling, calculating and paying commissions, and ending the contract.'
      },
      PLANNER_PRIVACY: {
        title: 'Collection and use of personal data for planners',
        summary: 'Your verified identity and contact details are used to pay commissions and report taxes.'
      },
      PLANNER_MARKETING: {
        title: 'Planner news and training updates',
        summary: 'Receive news about products, training and events by email and text message.'
      }
    },
    complete: {
      title: 'You are now a planner',
      lead: 'You can start working as a planner.',
      number: 'Planner member number',
      previous: 'Previous member number',
      since: 'Planner since',
      numberHint: 'Log in with your ID or your new member number. The previous member number no longer works for login.',
      home: 'Continue shopping',
      myPage: 'My page'
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
