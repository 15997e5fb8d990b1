import type inquiryKoKR from './content-inquiry.ko-KR';
import type { Widen } from './content.ko-KR';

/** Texts of the inquiry part of the `content` namespace (issue 19): 1:1 inquiries. */
const inquiryEnUS: Widen<typeof inquiryKoKR> = {
  title: '1:1 inquiry',
  write: 'Ask a question',
  list: 'My inquiries',
  intro:
    'Leave your question and we will answer within 1–2 business days. We will let you know by notification and email when it is answered.',
  category: {
    label: 'Topic',
    choose: 'Choose a topic',
    ORDER_DELIVERY: 'Order & delivery',
    RETURN_EXCHANGE: 'Return & exchange',
    PRODUCT: 'Product',
    MEMBERSHIP: 'Membership',
    PAYMENT: 'Payment',
    OTHER: 'Other'
  },
  order: {
    label: 'Related order (optional)',
    none: 'None',
    option: '{{number}} · {{date}} · {{product}}'
  },
  field: {
    title: 'Title',
    titlePlaceholder: 'Enter a title',
    body: 'Your question',
    bodyPlaceholder: 'Tell us in detail what you would like to know',
    count: '{{count}}/{{max}}'
  },
  photos: {
    label: 'Photos (optional)',
    hint: 'Up to {{max}} JPG or PNG files, {{maxMb}} MB each',
    add: 'Add photo',
    alt: 'Attached photo {{index}}',
    remove: 'Remove photo {{index}}',
    loading: 'Loading',
    loadError: 'The photo could not be loaded'
  },
  rule: {
    INQ_SelectCategory: 'Choose a topic.',
    INQ_EnterTitle: 'Enter a title.',
    INQ_TitleLength: 'The title can be up to {{max}} characters.',
    INQ_EnterContent: 'Enter your question.',
    INQ_ContentLength: 'Your question can be up to {{max}} characters.',
    INQ_OrderNumber: 'You can only choose one of your own orders.',
    VA_InvalidCharacters: 'It contains characters that cannot be used.'
  },
  submit: 'Send',
  save: 'Save changes',
  cancel: 'Cancel',
  sending: 'Sending…',
  state: { RECEIVED: 'Awaiting answer', ANSWERED: 'Answered' },
  empty: 'You have no inquiries yet.',
  writtenAt: 'Asked {{date}}',
  answeredAt: 'Answered {{date}}',
  photoCount: '{{count}} photo(s)',
  detail: {
    question: 'Your question',
    answer: 'Our answer',
    waiting: 'We are preparing your answer and will let you know by notification and email.',
    orderNumber: 'Order {{number}}',
    edit: 'Edit',
    remove: 'Delete',
    back: 'Back to list',
    removeConfirm: 'Delete this inquiry? This cannot be undone.',
    updatedAt: 'Updated {{date}}'
  },
  edit: 'Edit inquiry',
  loadError: 'The inquiry could not be loaded.',
  retry: 'Try again',
  notFound: 'We could not find this inquiry.'
};

export default inquiryEnUS;
