import type { ReviewsMessages } from './reviews.ko-KR';

const reviewsEnUS: ReviewsMessages = {
  section: {
    title: 'Reviews',
    count: 'Reviews: {{count}}',
    average: 'Average rating',
    outOf: '{{rating}} out of 5',
    starRow: '{{star}} ★',
    starCount: '{{count}}',
    photoReviews: 'Photo reviews: {{count}}',
    empty: 'No reviews yet.',
    emptyFiltered: 'No reviews from this skin type yet.',
    filterLabel: 'Filter by skin type',
    all: 'All',
    more: 'More reviews',
    error: 'We could not load the reviews.'
  },
  review: {
    stars: 'Rated {{rating}} out of 5',
    helpful: 'Helpful {{count}}',
    helpfulLogin: 'Log in to mark reviews as helpful.',
    photoAlt: 'Photo {{index}} from {{reviewer}}’s review',
    option: 'Option: {{option}}',
    mine: 'My review',
    profile: 'Skin profile'
  },
  skinType: {
    DRY: 'Dry',
    OILY: 'Oily',
    COMBINATION: 'Combination',
    NORMAL: 'Normal',
    SENSITIVE: 'Sensitive'
  },
  skinTone: { FAIR: 'Fair', LIGHT: 'Light', MEDIUM: 'Medium', TAN: 'Tan', DEEP: 'Deep' },
  skinConcern: {
    ACNE: 'Breakouts',
    WRINKLES: 'Wrinkles',
    PIGMENTATION: 'Dark spots',
    PORES: 'Pores',
    REDNESS: 'Redness',
    DRYNESS: 'Dryness',
    DULLNESS: 'Dullness'
  },
  profile: {
    title: 'Beauty profile',
    intro:
      'Your skin details appear with the reviews you write, so shoppers with similar skin can find them.',
    skinType: 'Skin type',
    skinTone: 'Skin tone',
    skinConcerns: 'Skin concerns (up to {{max}})',
    none: 'Not set',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Your beauty profile has been saved.'
  },
  write: {
    title: 'Write a review',
    product: 'Product',
    rating: 'Rating',
    ratingValue: '{{rating}} stars',
    text: 'Your review',
    textHint: 'Write {{min}} to {{max}} characters.',
    counter: '{{count}} / {{max}}',
    photos: 'Photos (optional)',
    photosHint: 'JPG or PNG, up to {{max}} photos of {{maxMb}} MB each',
    addPhoto: 'Add a photo',
    photoAlt: 'Attached photo {{index}}',
    removePhoto: 'Remove photo {{index}}',
    points: 'Earn {{text}}P for a text review, {{photo}}P with a photo',
    profileShown: 'Shown with your review: {{summary}}',
    profileMissing: 'Set up your beauty profile to show your skin details with your review.',
    profileLink: 'Set up beauty profile',
    submit: 'Post review',
    submitting: 'Posting…',
    done: 'Your review has been posted. You earned {{points}}P.',
    cannot: 'This product cannot be reviewed.',
    toMine: 'See my reviews',
    toOrders: 'Back to orders'
  },
  rule: {
    RV_SelectRating: 'Please choose a rating.',
    RV_TextLength: 'Please write {{min}} to {{max}} characters.',
    RV_ConcernsMax: 'Choose up to {{max}} skin concerns.',
    VA_InvalidCharacters: 'Your text contains characters that cannot be used.'
  },
  mine: {
    title: 'My reviews',
    intro: 'You can review each product of a delivered order once.',
    empty: 'You have not written any reviews yet.',
    hidden: 'This review was hidden under our review policy. Reason: {{reason}}',
    points: '{{points}} earned',
    pointsReversed: '{{points}} taken back (see your points history)',
    orders: 'Write a review from your orders',
    profile: 'Beauty profile'
  }
};

export default reviewsEnUS;
