/**
 * The shop's own staff (ARCHITECTURE §7, docs/decisions/067): accounts apart from members, a role set and a
 * department each, and what each role may do. The API checks a permission on every staff route; the console
 * hides what a role may not use, but the API's check is the one that counts.
 */

/** The console's OAuth client: a public client of the staff token endpoint only (members' clients are refused). */
export const STAFF_CLIENT_ID = 'mall-staff';

export const STAFF_ROLES = ['ORDER_DESK', 'CS', 'CONTENT', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** Read orders with their orderer and address (member data: every read is audited). */
  'orders.read',
  /** Prepare, ship and mark delivered. */
  'orders.fulfil',
  /** Approve, collect, reject returns and refund. */
  'returns.manage',
  /** Read autoship subscriptions and their charges with the subscriber (member data: every read is audited). */
  'autoship.read',
  /** Read the audit log. */
  'audit.read',
  /** Read planners' documents (opening a file is audited) and approve or reject them (docs/decisions/075). */
  'planner.documents',
  /** Write and publish the shop's content: notices, events, news, terms, pages, FAQ, Home content (issue 19). */
  'content.manage',
  /** Read and answer 1:1 inquiries and partnership applications (the writer's data: every read is audited). */
  'inquiries.answer',
  /** Reply to, hide and show feedback posts. */
  'feedback.moderate',
  /** Search members and read or write their memos (member data: every read is audited). */
  'members.read'
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  ORDER_DESK: ['orders.read', 'orders.fulfil', 'returns.manage', 'autoship.read'],
  CS: [
    'orders.read',
    'returns.manage',
    'autoship.read',
    'planner.documents',
    'inquiries.answer',
    'feedback.moderate',
    'members.read'
  ],
  CONTENT: ['content.manage', 'feedback.moderate'],
  ADMIN: STAFF_PERMISSIONS
};

/** Whether any of the roles grants the permission. */
export function staffMay(roles: readonly StaffRole[], permission: StaffPermission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role]?.includes(permission));
}

/** Every permission the roles grant together (the console shows its menus by it). */
export function permissionsOf(roles: readonly StaffRole[]): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => staffMay(roles, permission));
}

/** A staff session: idle for 30 minutes or 12 hours old ends it (a desk left open is not a session forever). */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** Wrong passwords or codes in a row before the account is locked, and for how long. */
export const STAFF_LOGIN_ATTEMPTS = 5;
export const STAFF_LOCK_MS = 15 * 60 * 1000;

/** At most this many orders in one desk move (a page of the desk list). */
export const DESK_MOVE_MAX = 100;
/** At most this many rows in one tracking-number upload. */
export const DESK_SHIPMENT_ROWS_MAX = 500;
export const DESK_PAGE_SIZE = 20;
