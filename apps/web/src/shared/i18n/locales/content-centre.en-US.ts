import type centreKoKR from './content-centre.ko-KR';
import type { Widen } from './content.ko-KR';

const centreEnUS: Widen<typeof centreKoKR> = {
  title: 'Customer centre',
  navLabel: 'Customer centre menu',
  nav: {
    hub: 'Customer centre',
    faq: 'FAQ',
    guide: 'Guides',
    resource: 'Resources',
    certificate: 'Certificates',
    partnership: 'Partnership',
    center: 'Find a centre',
    inquiry: '1:1 inquiry'
  },
  loadError: 'We could not load this.',
  retry: 'Try again',
  hub: {
    intro: 'How can we help?',
    searchPlaceholder: 'Search our questions and answers',
    topFaq: 'Top questions',
    more: 'See all',
    contactTitle: 'Customer service hours',
    phone: '1588-0000',
    hours: 'Weekdays 09:00-18:00 (lunch 12:00-13:00; closed weekends and holidays)',
    inquiryText: 'Need an answer? Send us a 1:1 inquiry.',
    inquiryCta: 'Ask a question',
    shortcuts: 'Shortcuts',
    shortcut: {
      guide: 'New here? See how everything works.',
      resource: 'Download catalogues and forms.',
      certificate: 'Business registration and product certificates (login)',
      partnership: 'We are looking for partners.',
      center: 'Locations and opening hours near you'
    }
  },
  faq: {
    all: 'All',
    categoriesLabel: 'FAQ categories',
    searchLabel: 'Search the FAQ',
    searchPlaceholder: 'Enter a keyword',
    search: 'Search',
    total: '{{count}} in total',
    resultsFor: "Results for '{{keyword}}'",
    empty: 'No questions yet.',
    emptySearch: 'Nothing found. Try another keyword.',
    question: 'Q',
    answer: 'A'
  },
  guide: { empty: 'Guides are on their way.' },
  document: {
    empty: 'Nothing to download yet.',
    download: 'Download',
    downloading: 'Downloading…',
    downloadFailed: 'The file could not be downloaded. Please try again shortly.',
    updated: 'Added {{date}}',
    certificateIntro: 'Company certificates for members only. Please do not share them outside.'
  },
  partnership: {
    intro:
      'We would love to grow with you. Tell us about your proposal and our team will reply within 5 business days.',
    company: 'Company',
    contactName: 'Contact person',
    email: 'Email',
    phone: 'Phone',
    phoneHint: 'Digits only.',
    category: 'Area',
    choose: 'Choose one',
    categories: {
      SUPPLY: 'Ingredients & supply',
      DISTRIBUTION: 'Distribution & sales',
      MARKETING: 'Marketing & advertising',
      OVERSEAS: 'Overseas expansion',
      OTHER: 'Other'
    },
    message: 'Your proposal',
    messageCount: '{{count}} / {{max}} characters',
    files: 'Attachments',
    filesHint: 'PDF, XLS, XLSX up to 10 MB · JPG, PNG up to 20 MB, at most 3 files',
    addFiles: 'Choose files',
    removeFile: 'Remove {{name}}',
    agree:
      'I agree to the collection and use of my details (company, contact, phone, email — kept 1 year after the review).',
    submit: 'Send application',
    sending: 'Sending…',
    doneTitle: 'We have received your application',
    doneText: 'Reference no. {{id}}. A confirmation has been sent to your email.',
    again: 'Write another'
  },
  center: {
    regionLabel: 'Region',
    allRegions: 'All regions',
    keywordLabel: 'Search centres',
    keywordPlaceholder: 'Centre name or address',
    search: 'Search',
    total: '{{count}} centres',
    empty: 'No centre matches.',
    address: 'Address',
    phone: 'Phone',
    hours: 'Hours',
    services: {
      CONSULTING: 'Consulting',
      PICKUP: 'Pick-up',
      RETURNS: 'Returns',
      EDUCATION: 'Training',
      SKIN_CARE: 'Skin care'
    }
  },
  rule: {
    CC_CompanyRequired: 'Enter the company name.',
    CC_ContactRequired: 'Enter the contact person.',
    VA_EmailFormat: 'The email address is not valid.',
    ALT_InputMobile: 'Enter a phone number.',
    VA_MobileOnlyNumber: 'Use digits only for the phone number.',
    VA_MobileLength: 'The phone number has 9 to 11 digits.',
    CC_CategoryRequired: 'Choose an area.',
    CC_MessageRequired: 'Describe your proposal.',
    CC_MessageLength: 'The proposal can have up to 2,000 characters.',
    CC_AgreeRequired: 'Please agree to the use of your details.',
    VA_InvalidCharacters: 'Some characters cannot be used.',
    invalid: 'Please check this field.'
  },
  error: {
    ALT_FileError: 'Attach PDF, XLS, XLSX, JPG or PNG files only.',
    ALT_ImageValidation: 'Each file can be up to {{maxMb}} MB.',
    RETURN_PHOTO_TOO_MANY: 'You can attach up to {{max}} files.',
    RATE_LIMITED: 'Please wait a moment before sending again.',
    UNKNOWN: 'It could not be sent. Everything you typed is kept: please try again shortly.'
  }
};

export default centreEnUS;
