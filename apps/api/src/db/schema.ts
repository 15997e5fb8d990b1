/** Every table, for Drizzle's query builder and drizzle-kit. Tables live beside their module. */
export * from '../modules/product/product.table.ts';
export * from '../modules/member/member.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/email-verification/email-verification.table.ts';
export * from '../providers/mail/sandbox-mail.table.ts';
export * from '../modules/identity-verification/identity-verification.table.ts';
export * from '../modules/social/social.table.ts';
export * from '../modules/member/recovery.table.ts';
export * from '../modules/office/office.table.ts';
export * from '../modules/migration/migration.table.ts';
export * from '../modules/content/content.table.ts';
export * from '../modules/cart/cart.table.ts';
export * from '../modules/member/address.table.ts';
export * from '../modules/order/order.table.ts';
export * from '../modules/benefits/benefits.table.ts';
export * from '../http/idempotency.table.ts';
export * from '../providers/payment/sandbox-toss.table.ts';
