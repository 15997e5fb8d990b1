import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBodySchema, seesMemberPrices, type Language } from '@mall/domain';
import { requirePrincipal } from '../modules/auth/authenticate.ts';

/**
 * What route files share (ADR 048): their error answers' schema, the two cache policies of answers that belong
 * to one asker, and the logged-in member as a catalogue reader.
 */

/** The error answers a route may give, each in the shop's error shape: `errorAnswers(400, 401, 404)`. */
export function errorAnswers<const Status extends readonly number[]>(
  ...statuses: Status
): { [S in Status[number]]: typeof ErrorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as {
    [S in Status[number]]: typeof ErrorBodySchema;
  };
}

export const NO_STORE = 'no-store';
export const PRIVATE_NO_STORE = 'private, no-store';

/** No cache, shared or the browser's, keeps this answer: codes, tokens, redirects with secrets, documents of one order. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', NO_STORE);
}

/** A member's (or guest cart's) answers are theirs alone: kept by no cache, and marked private for any in between. */
export function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', PRIVATE_NO_STORE);
}

/** The authenticated asker's member number (routes behind `authenticate`); 401 without a login. */
export function memberSeqNo(request: FastifyRequest): number {
  return requirePrincipal(request).userSeqNo;
}

/** The logged-in member reading the catalogue: who, in which language, and whether they see SP/BP (ADR 026). */
export type MemberReader = { userSeqNo: number; language: Language; memberPrices: boolean };

/**
 * The authenticated asker as a catalogue reader (routes behind `authenticate`); 401 without a login. SP/BP by
 * the member's type and status as the login check found them (seconds old at most, docs/decisions/063).
 */
export function memberReader(request: FastifyRequest): MemberReader {
  const { userSeqNo, account } = requirePrincipal(request);
  return { userSeqNo, language: request.language, memberPrices: seesMemberPrices(account) };
}
