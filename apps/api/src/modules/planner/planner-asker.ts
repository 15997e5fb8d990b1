import type { FastifyRequest } from 'fastify';
import { DomainError } from '@mall/domain';
import { requirePrincipal, type Principal } from '../auth/authenticate.ts';

/**
 * A planner's own calls (SPEC §6: planners only): the logged-in member, a planner now (their type as the login
 * check found it, seconds old at most), else ALT_PlannerOnly.
 */
export function requirePlanner(request: FastifyRequest): Principal {
  const principal = requirePrincipal(request);
  if (principal.account.userType !== 'SOLE_PROPRIETORSHIP') throw new DomainError('ALT_PlannerOnly');
  return principal;
}
