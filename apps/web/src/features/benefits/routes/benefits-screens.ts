/** The coupon and point screens: one chunk for both (docs/decisions/037). */
export { CouponRoute } from './coupon-route';
export { PointRoute } from './point-route';
