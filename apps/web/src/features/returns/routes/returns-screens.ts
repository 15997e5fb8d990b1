/** The return screens' one chunk (the three steps, the list, the detail), fetched with the `returns` texts. */
export { ReturnStep1Route } from './return-step1-route';
export { ReturnStep2Route } from './return-step2-route';
export { ReturnStep3Route } from './return-step3-route';
export { ReturnListRoute } from './return-list-route';
export { ReturnDetailRoute, GuestReturnDetailRoute } from './return-detail-route';

export type ReturnsScreenName =
  | 'ReturnStep1Route'
  | 'ReturnStep2Route'
  | 'ReturnStep3Route'
  | 'ReturnListRoute'
  | 'ReturnDetailRoute'
  | 'GuestReturnDetailRoute';
