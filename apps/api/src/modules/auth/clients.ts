import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DomainError, OFFICE_CLIENT_ID, WEB_CLIENT_ID } from '@mall/domain';
import { sha256 } from '../../lib/crypto.ts';

/**
 * First-party OAuth clients (docs/decisions/008, 015). The storefront `mall-web` is a public client (empty
 * secret); the back office `mall-office` is confidential: only the SHA-256 of its secret is kept, and a
 * presented secret is compared by hash in constant time.
 */
export type ClientRegistry = ReadonlyMap<string, { confidential: boolean; secretHash: string }>;

export function createClientRegistry(officeSecret: string | null): ClientRegistry {
  const registry = new Map([[WEB_CLIENT_ID, { confidential: false, secretHash: sha256('') }]]);
  if (officeSecret) registry.set(OFFICE_CLIENT_ID, { confidential: true, secretHash: sha256(officeSecret) });
  return registry;
}

/** The storefront alone (the password and social grants are for browsers). */
export const WEB_CLIENTS: ClientRegistry = createClientRegistry(null);

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** HTTP Basic client authentication: the client id, or `invalid_client`. */
export function authenticateClient(request: FastifyRequest, registry: ClientRegistry = WEB_CLIENTS): string {
  const header = request.headers.authorization ?? '';
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  if (separator < 0) throw new DomainError('invalid_client');
  const id = decoded.slice(0, separator);
  const client = registry.get(id);
  if (!client || !sameHash(sha256(decoded.slice(separator + 1)), client.secretHash))
    throw new DomainError('invalid_client');
  return id;
}

export function isConfidentialClient(registry: ClientRegistry, clientId: string): boolean {
  return registry.get(clientId)?.confidential === true;
}
