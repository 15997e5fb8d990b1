import type { EasyBagMessages } from './easy-bag.ko-KR';

const easyBagEnUS: EasyBagMessages = {
  title: 'Easy bags',
  loading: 'Loading…',
  loadError: 'We could not load the easy bag.',
  retry: 'Try again',
  failed: 'We could not do that. Please try again in a moment.',
  total: 'Products total',
  state: {
    SOLD_OUT: 'Sold out',
    PAUSED: 'Sale paused',
    UNAVAILABLE: 'No longer sold'
  },
  quantity: {
    label: 'Quantity of {{name}} (up to {{max}})',
    less: 'One less {{name}}',
    more: 'One more {{name}}',
    max: 'Up to {{max}}',
    times: '× {{count}}'
  },
  steps: {
    pick: 'Products',
    quantities: 'Quantities & note',
    review: 'Review'
  },
  pick: {
    searchLabel: 'Search by product name',
    searchPlaceholder: 'Search by product name',
    search: 'Search',
    all: 'All',
    count: '{{count}}/{{max}} products in the bag',
    empty: 'No products can go into an easy bag here.',
    add: 'Add',
    picked: 'Added ✓',
    chooseOption: 'Choose option',
    optionGroup: 'Options',
    optionsPicked: '{{count}} options added',
    optionHeld: '{{option}} (already in the bag)'
  },
  add: {
    title: 'New easy bag',
    stepsLabel: 'Easy bag steps',
    progress: '{{step}} / {{total}} · {{name}}',
    linesTitle: '{{count}} products',
    fieldsTitle: 'Name and note',
    back: 'Back',
    next: 'Next',
    save: 'Save easy bag'
  },
  lines: {
    remove: 'Remove',
    removeNamed: 'Remove {{name}}'
  },
  fields: {
    name: 'Easy bag name',
    namePlaceholder: 'e.g. Daily set for dry skin',
    note: 'Note for your customer',
    notePlaceholder: 'How to use them, or why you recommend them.',
    noNote: 'No note'
  },
  problems: {
    invalid: 'Please check what you entered.',
    EB_NameRequired: 'Please name the easy bag.',
    EB_NoteLength: 'The note can be up to 500 characters.',
    EB_LinesRequired: 'Please add at least one product.',
    EB_LinesMax: 'An easy bag holds up to 20 products.',
    EB_LineTwice: 'The same product is in the bag twice.',
    VA_InvalidCharacters: 'Some characters cannot be used.',
    CA_MinQuantity: 'The quantity must be at least 1.',
    CA_MaxQuantityLimitHundred: 'The quantity can be up to 100.'
  },
  share: {
    title: 'Send the easy bag',
    description: 'Whoever gets the link can order this easy bag right away.',
    text: 'Have a look at the {{name}} easy bag.',
    linkLabel: 'Easy bag link'
  },
  copy: {
    ALT_CopySuccess: 'The link has been copied.',
    ALT_CopyFailed: 'We could not copy the link. Please select and copy it yourself.',
    ALT_CopyItemMissing: 'There is no link to copy.'
  },
  list: {
    title: 'Easy bags',
    lead: 'Put together recommended products and send them to your customers as a link.',
    new: 'New easy bag',
    full: 'You can keep up to {{max}} easy bags.',
    empty: 'You have no easy bags yet.',
    emptyHint: 'Pick the products you recommend, make an easy bag and send its link.',
    count: '{{count}} easy bags (up to {{max}})',
    lineCount: '{{count}} products',
    created: 'Created {{date}}',
    copy: 'Copy link',
    share: 'Share',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete the easy bag “{{name}}”? Its link will no longer take orders.'
  },
  detail: {
    title: 'Easy bag',
    toList: '← Easy bags',
    send: 'Send link',
    created: 'The easy bag is saved. Send its link to your customers.',
    saved: 'Your changes are saved.',
    linesHint: 'Sold-out and paused products are left out of customer orders.',
    save: 'Save changes',
    addProducts: '+ Add products',
    addTitle: 'Add products',
    addDescription: 'Pick products to add. They join the easy bag when you tap “Save changes”.',
    addDone: 'Done',
    addHeld: 'This product is already in the bag. Change its quantity in the list.'
  },
  order: {
    title: 'Easy bag order',
    missing: 'We could not find this easy bag. Please check the link.',
    home: 'Go home',
    from: 'An easy bag from planner {{name}}',
    leftOutCount: '{{count}} products cannot be ordered and are left out.',
    leftOut: {
      SOLD_OUT: 'Sold out: left out of the order.',
      PAUSED: 'Sale paused: left out of the order.',
      UNAVAILABLE: 'No longer sold: left out of the order.'
    },
    leftOutWith: '{{reason}} · left out of the order.',
    unknownProduct: 'A product no longer sold',
    include: 'Include {{name}} in the order',
    total: '{{count}} products chosen',
    deliveryHint: 'Delivery and discounts are worked out at payment.',
    submit: 'Order',
    nothing: 'Please choose at least one product.'
  }
};

export default easyBagEnUS;
