import type { PlannerDocumentsMessages } from './planner-documents.ko-KR';

const plannerDocumentsEnUS: PlannerDocumentsMessages = {
  title: 'Planner documents',
  lead: 'The documents your planner work and allowance need. Files are stored encrypted; only you and our staff can see them.',
  backToMyPage: 'My page',
  loading: 'Loading…',
  loadError: 'Your documents could not be loaded.',
  retry: 'Try again',
  plannersOnly: {
    title: 'For planners only',
    body: 'Documents and allowance details are for planner members. Become a planner to use this menu.',
    convert: 'Become a planner'
  },
  summary: {
    complete: 'All required documents are approved.',
    pending: '{{count}} required document(s) still to submit.',
    reviewing: 'We are reviewing your documents. Approvals show up here.'
  },
  kinds: {
    ID_CARD: 'ID card',
    BANK_BOOK: 'Bank book copy',
    BUSINESS_REGISTRATION: 'Business registration',
    ALIEN_REGISTRATION: 'Alien registration card',
    VISA: 'Visa (stay status)'
  },
  kindHints: {
    ID_CARD: 'Front of your resident card or driving licence (cover the last digits of your resident number)',
    BANK_BOOK: 'Copy of the bank book of the account your allowance goes to (in your name)',
    BUSINESS_REGISTRATION: 'Copy of your business registration certificate',
    ALIEN_REGISTRATION: 'Front and back of your alien registration card',
    VISA: 'The visa page of your passport or a stay status certificate'
  },
  states: {
    NONE: 'Not submitted',
    SUBMITTED: 'In review',
    APPROVED: 'Approved',
    REJECTED: 'Rejected'
  },
  required: 'Required',
  extra: 'Also submitted',
  upload: 'Upload files',
  reupload: 'Upload again',
  open: 'Open',
  opening: 'Opening…',
  openLabel: 'Open {{name}}',
  delete: 'Delete',
  deleteLabel: 'Delete {{name}}',
  deleteConfirm: 'Delete this file? This cannot be undone.',
  deleted: 'The file was deleted.',
  rejectNote: 'Reason: {{note}}',
  submittedAt: 'Submitted {{date}}',
  history: '{{count}} earlier submission(s)',
  uploaded: '{{count}} file(s) uploaded. We will let you know once they are reviewed.',
  dialog: {
    title: 'Upload: {{kind}}',
    choose: 'Choose files',
    hint: 'Images (.jpeg, .jpg, .png) up to 20 MB, documents (.pdf, .xls, .xlsx) up to 10 MB, up to 3 files at a time.',
    chosen: 'Chosen files',
    none: 'No file chosen.',
    remove: 'Remove {{name}}',
    submit: 'Upload',
    cancel: 'Cancel',
    uploading: 'Uploading… {{percent}}%',
    ALT_FileError: 'Please choose a file to upload.',
    ALT_ImageValidation: '{{name}}: files must be {{maxMb}} MB or smaller.',
    type: '{{name}}: this type cannot be uploaded. Choose a .jpeg, .jpg, .png, .pdf, .xls or .xlsx file.',
    tooMany: 'Up to {{max}} files at a time.'
  },
  foreign: {
    title: 'Nationality and stay status',
    lead: 'Foreign planners, please choose your nationality and stay status: the documents you submit are checked against them.',
    country: 'Nationality',
    visa: 'Stay status (visa)',
    choose: 'Please choose',
    save: 'Save',
    saved: 'Your nationality and stay status were saved.',
    required: 'Please choose both your nationality and your stay status.'
  },
  allowance: {
    title: 'Allowances',
    lead: 'The account in your name your planner allowance is paid into. Only an account whose holder the bank confirmed can be registered.',
    current: 'Allowance account',
    none: 'No allowance account registered.',
    alarm: 'Please register your allowance account: without it we cannot pay your allowance.',
    registerTitle: 'Register an allowance account',
    changeTitle: 'Change the allowance account',
    agree: 'This account is in my name and I agree to receive my allowance into it.',
    saved: 'Your allowance account was saved.',
    recheck: 'Confirm your password again',
    recheckHint: 'Registering or changing the account needs your password confirmed again.',
    register: 'Register allowance account',
    change: 'Change allowance account',
    menuAlarm: 'Needed'
  }
};

export default plannerDocumentsEnUS;
