/**
 * SLOT: identity verification at sign-up (issue 3 item 5, SPEC §1 "identity verification by mobile or
 * card"). The certification module lands later; until then this renders nothing, so there is no dead
 * button. When it lands: the mobile/card popup goes here, and its result joins the register body.
 */
export function IdentityVerificationSlot() {
  return null;
}
