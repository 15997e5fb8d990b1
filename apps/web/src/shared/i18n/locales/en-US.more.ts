import { COMMON_ERROR_MESSAGES_EN_US } from '@mall/domain';
import type { MoreMessages } from './ko-KR';

/**
 * Where this namespace deliberately words a code differently from the error catalogue in
 * packages/domain (docs/decisions/050): texts that carry the refusal's numbers (rejoin date, quantity limit, usable points).
 */
const errorOverrides = {
  '9002': 'This account was withdrawn. You can sign up again from {{date}}.',
  CART_QUANTITY_LIMIT: 'You can add up to {{maxQuantity}} of this product.',
  POINT_USE_INVALID: 'That is more points than you can use. You can use up to {{max}} P.'
};

/** The part of the `translation` namespace loaded after the first paint (docs/decisions/060). */
const enUSMore: MoreMessages = {
  /** The office entry's note to a customer (a dialog, never on Home's first paint). */
  officeExplain: {
    title: 'My Office is for planners',
    body: 'In My Office, planners manage their sales, allowances, personal mall and easy bags. As a shopping member you cannot use it yet: become a planner (identity check and terms, a few minutes) to open it.',
    start: 'Become a planner'
  },
  footer: {
    companyInfo: 'Company information',
    companyName: 'Lumière Vita Co., Ltd.',
    ceoLabel: 'CEO',
    ceo: 'Seoyun Han',
    businessNumberLabel: 'Business registration no.',
    mailOrderLabel: 'Mail-order business no.',
    mailOrderNumber: '2025-Seoul Gangnam-01573',
    addressLabel: 'Address',
    address: '12F, 427 Teheran-ro, Gangnam-gu, Seoul 06159, Republic of Korea',
    customerCenter: 'Customer centre',
    hours: 'Weekdays 9:00 AM–6:00 PM KST (lunch 12:00–1:00 PM) · Closed weekends and public holidays',
    emailLabel: 'Email',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    legalLinks: 'Legal',
    guestOrder: 'Guest order lookup',
    copyright: '© {{year}} Lumière Vita Co., Ltd. All rights reserved.'
  },
  legal: {
    businessInfoCheck: 'Check business details',
    newWindow: '(opens in a new window)',
    privacyOfficerLabel: 'Privacy officer',
    privacyOfficer: '{{name}} ({{position}})',
    escrowTitle: 'Buyer protection',
    escrowBody: 'For your safety, what you pay in cash is protected by the escrow service of {{provider}}.',
    escrowConfirm: 'Check our enrolment'
  },
  maintenance: {
    title: 'We are under maintenance',
    body: 'We are improving our systems to serve you better. Sorry for the inconvenience — we will be back shortly.',
    contact: 'Questions? Call our customer centre at {{phone}}'
  },
  product: {
    brand: 'Brand',
    points: 'Reward points',
    pointsValue: '{{points}} P',
    options: 'Options',
    chooseOption: 'Choose an option',
    selectedOption: 'Selected: {{option}}',
    optionSoldOut: 'Sold out',
    optionPaused: 'Unavailable',
    pausedNotice: 'Sales of this product are paused.',
    almostSoldOutNotice: 'Only a few left in stock.',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    quantityMax: 'You can buy up to {{max}}.',
    total: 'Total',
    description: 'Product details',
    categories: 'Categories',
    gallery: 'Product images',
    showImage: 'Show image {{index}}',
    imageAlt: '{{name}}, image {{index}}',
    sp: 'SP',
    spName: 'Sales points',
    bp: 'BP',
    bpName: 'Business points',
    notFoundTitle: 'Product not found',
    notFoundBody: 'This product is no longer sold or the address is wrong.'
  },
  productStatus: {
    stopSelling: 'This product is no longer on sale. The list has been refreshed.',
    recommendedTitle: 'You may also like'
  },
  search: {
    corrected: 'Showing results for “{{corrected}}” instead of “{{keyword}}”.',
    hintWords: 'Spacing does not matter. Try fewer words.',
    hintInitials: 'You can also search by Korean name or its initial consonants (ㅋㄹ for 크림, cream).',
    suggestions: 'Suggested products',
    suggestCorrected: 'Results for “{{corrected}}”',
    title: 'Search products',
    label: 'Search term',
    placeholder: 'Enter a product name',
    submit: 'Search',
    resultsFor: '{{count}} results for “{{keyword}}”',
    noResults: 'No results for “{{keyword}}”.',
    noResultsHint: 'Check the spelling or try a different word.',
    prompt: 'Type a product name to search.',
    resultsTitle: 'Results for “{{keyword}}”'
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for does not exist or has moved.'
  },
  routeError: {
    title: 'Something went wrong',
    body: 'Please try again in a moment. If the problem continues, contact our customer centre.',
    requestId: 'Error reference: {{id}}'
  },
  plannerMenu: {
    title: 'Planner menu',
    personalMall: 'My personal mall',
    easyBag: 'Easy bags',
    diveIn: 'My videos',
    allowanceInfo: 'Allowances',
    checkPlannerDocument: 'Planner documents',
    /** The dot on 수당 정보 while no allowance account is registered. */
    alarm: 'Action needed'
  },
  guard: {
    loginRequiredTitle: 'Please log in to see this page',
    loginRequired: 'Please log in to use this page.',
    moveToLogin: 'Log in'
  },
  dialog: {
    info: 'Notice',
    goToSignup: 'Sign up'
  },
  CM_Error: 'Error',
  ALT_PlannerOnly: 'Only planner members can use this page.',
  ALT_CustomerOnly: 'Only customer members can use this page.',
  ALT_RejectRefCustomer: 'Members without a referrer cannot use this service.',
  ALT_RejectMyOffice: 'Members without a referrer cannot use My Office.',
  CA_SoldoutAlert: 'This product is sold out.',
  UTI_InvalidToken: 'Your login has expired. Please log in again.',
  error: {
    ...COMMON_ERROR_MESSAGES_EN_US,
    ...errorOverrides,
    TIMEOUT: 'The server is taking too long to respond. Please try again shortly.',
    NETWORK_ERROR: 'Please check your internet connection.',
    UNKNOWN: 'An unknown error occurred.'
  }
};

export default enUSMore;
