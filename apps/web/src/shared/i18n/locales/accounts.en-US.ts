import type { AccountsMessages } from './accounts.ko-KR';

const accountsEnUS: AccountsMessages = {
  error: {
    AUTH_CODE_MISMATCH: 'The verification code does not match ({{remaining}} tries left).',
    AUTH_CODE_EXPIRED: 'The verification code has expired. Please ask for a new one.',
    MAIL_COOLDOWN: 'You can ask for another code in {{retryAfterSeconds}} seconds.',
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
