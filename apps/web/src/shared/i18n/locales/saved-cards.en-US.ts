import type { SavedCardsMessages } from './saved-cards.ko-KR';

const savedCardsEnUS: SavedCardsMessages = {
  title: 'Payment cards',
  lead: 'Pay for orders and autoship with a saved card. Each card has its own 6-digit card password.',
  count: '{{count}} of {{max}} cards saved',
  register: 'Add a card',
  opening: 'Opening the card registration window…',
  loading: 'Loading your cards…',
  loadError: 'Your cards could not be loaded.',
  retry: 'Try again',
  listLabel: 'Saved cards',
  empty: 'You have no saved cards.',
  emptyHint: 'Save a card to pay for orders and autoship more quickly.',
  card: {
    unknownIssuer: 'Card',
    type: { credit: 'Credit', check: 'Debit', gift: 'Gift' },
    number: 'Card number',
    autoship: 'Autoship card',
    registeredAt: 'Added {{date}}',
    password: 'Card password',
    passwordNotSet: 'Not set',
    passwordSet: 'Set',
    passwordFails: 'Set · {{failCount}}/{{max}} wrong attempts',
    passwordLocked: 'Locked ({{failCount}}/{{max}})',
    actions: 'Manage {{name}}',
    markAutoship: 'Use for autoship',
    setPassword: 'Set password',
    changePassword: 'Change password',
    resetPassword: 'Reset password',
    delete: 'Delete'
  },
  confirmDelete: 'Delete this card ({{name}})?\nYou would have to add it again to pay with it.',
  confirmDeleteOk: 'Delete',
  cancel: 'Cancel',
  deleted: 'The card was deleted.',
  markedAutoship: 'Autoship will now be charged to this card ({{name}}).',
  passwordSaved: {
    addCard: 'Your card password is set. You can now pay with this card.',
    chngePasswd: 'Your card password was changed.',
    resetPasswd: 'Your card password was reset.'
  },
  billing: {
    registered: 'Your card was added. Set its card password to pay with it.',
    setPasswordNow: 'Set password',
    failed: 'The card could not be added. Please try again.',
    cancelled: 'You cancelled adding the card.',
    windowFailed: 'The card registration window could not open. Please try again shortly.',
    processingTitle: 'Adding your card',
    processing: 'Adding your card'
  },
  pad: {
    title: {
      addCard: 'Set card password',
      chngePasswd: 'Change card password',
      resetPasswd: 'Reset card password'
    },
    step: {
      verify: 'To reset the card password, please verify your identity first.',
      old: 'Enter your current 6-digit card password.',
      new: 'Enter a new 6-digit card password.',
      confirm: 'Enter it once more to confirm.'
    },
    filled: '{{count}} of {{max}} digits entered',
    keypad: 'Number keypad',
    digit: 'Number {{digit}}',
    clear: 'Clear',
    backspace: 'Delete one digit',
    shuffled: 'The keypad numbers change places each time it opens.',
    next: 'Next',
    submit: 'Confirm',
    saving: 'Saving…',
    mismatch: 'Please enter the same password.',
    restart: 'The passwords did not match {{count}} times. Please start again.',
    oldMismatch: 'The current card password is incorrect ({{failCount}}/{{max}}). Please enter it again.'
  },
  entry: {
    title: 'Card password',
    lead: 'Enter the 6-digit card password of {{name}}.',
    leadPlain: 'Enter your 6-digit card password.',
    checking: 'Checking…',
    wrong: 'The password is incorrect ({{failCount}}/{{max}}). Please enter it again.',
    reset: 'Reset password',
    resetDone: 'Your card password was reset. Please enter the new one.'
  }
};

export default savedCardsEnUS;
