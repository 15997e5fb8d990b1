/**
 * Which journeys run at which width (docs/decisions/083). A journey whose screens change with the width (the bottom
 * navigation or the header, an order bar or a sidebar, a sheet or a modal, a different path) runs at both, 375 px
 * and 1280 px. One whose path is the same at both runs once: at the phone width where shoppers mostly are, at the
 * desktop width for work done at a desk (the staff console, planners' paperwork) and for checks of the page itself.
 */
export const PHONE_ONLY = [
  'become-planner.e2e.ts',
  'benefits.e2e.ts',
  'customer-centre.e2e.ts',
  'floating-buttons.e2e.ts',
  'mypage.e2e.ts',
  'notice-popup.e2e.ts',
  'personal-mall.e2e.ts',
  'recovery.e2e.ts',
  'refund-account.e2e.ts',
  'returns.e2e.ts',
  'saved-cards.e2e.ts',
  'scroll-restoration.e2e.ts',
  'signup.e2e.ts',
  'social.e2e.ts',
  'terms.e2e.ts'
];

export const DESKTOP_ONLY = [
  'address-widget.e2e.ts',
  'autoship.e2e.ts',
  // The Content-Security-Policy sweep visits every screen once.
  'csp.e2e.ts',
  'home-desk.e2e.ts',
  // Keyboards are at desks; the path is the same at both widths.
  'keyboard.e2e.ts',
  'language.e2e.ts',
  'lockout.e2e.ts',
  'maintenance.e2e.ts',
  'order-history.e2e.ts',
  'payment-sandbox.e2e.ts',
  'planner-documents.e2e.ts',
  'share.e2e.ts',
  'staff-desk.e2e.ts'
];
