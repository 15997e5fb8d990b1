import { EMAIL_DOMAINS } from '@mall/domain';

/** The domain picker's "type it yourself" choice. */
export const DIRECT_DOMAIN = 'direct';

/** SPEC §5: the local part is 3-64 letters, digits, dots, underscores or hyphens. */
export const LOCAL_PART = /^[A-Za-z0-9._-]{3,64}$/;

/** The address the email field stands for: local part + picked (or typed) domain, trimmed, lower case. */
export function composeAddress(local: string, domain: string, customDomain: string): string {
  return `${local.trim()}@${(domain === DIRECT_DOMAIN ? customDomain : domain).trim()}`.toLowerCase();
}

/**
 * An address split into the field's parts: a listed domain is picked, another one is typed (`customDomain`
 * is null when the typed domain stays as it is). Null for a string with no local part before its '@'.
 */
export function splitAddress(
  email: string
): { local: string; domain: string; customDomain: string | null } | null {
  const at = email.lastIndexOf('@');
  if (at <= 0) return null;
  const host = email.slice(at + 1).toLowerCase();
  const listed = (EMAIL_DOMAINS as readonly string[]).includes(host);
  return {
    local: email.slice(0, at),
    domain: listed ? host : DIRECT_DOMAIN,
    customDomain: listed ? null : host
  };
}
