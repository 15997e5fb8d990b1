import type { reviewsKo } from './reviews.ko';

export const reviewsEn: Record<keyof typeof reviewsKo, string> = {
  'reviews.nav': 'Product reviews',
  'reviews.title': 'Product reviews',
  'reviews.tabs': 'Review state',
  'reviews.status.VISIBLE': 'Showing',
  'reviews.status.HIDDEN': 'Hidden',
  'reviews.empty': 'No reviews.',
  'reviews.rating': 'Rated {{rating}}',
  'reviews.photos': '{{count}} photos',
  'reviews.reason': 'Reason for hiding',
  'reviews.hide': 'Hide',
  'reviews.show': 'Show again',
  'reviews.reasonRequired': 'Please give a reason for hiding.',
  'reviews.hiddenDone': 'The review is hidden.',
  'reviews.shownDone': 'The review shows again.',
  'reviews.pointsTakenBack':
    'Hiding takes back the {{points}} P this review earned; showing it again does not return them.',
  'reviews.hiddenReason': 'Hidden: {{reason}}'
};
