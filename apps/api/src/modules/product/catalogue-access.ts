import type { FastifyRequest } from 'fastify';
import { DomainError, seesMemberPrices, type AccountStatus, type UserType } from '@mall/domain';
import type { CatalogueAccess } from './product.routes.ts';

type Deps = {
  /** The member routes' preHandler: sets `request.principal` or throws 401 / 403 TOKEN_EXPIRED. */
  authenticate: (request: FastifyRequest) => Promise<void>;
  /** The member's current type and status (a conversion or withdrawal counts at once, not at the next login). */
  findMember: (userSeqNo: number) => Promise<{ userType: UserType; status: AccountStatus } | undefined>;
};

/**
 * Who may see SP/BP on the public catalogue routes (docs/decisions/026): nobody without a token; with one, the
 * member must be an active planner. One primary-key read per member request. An expired token is 403
 * TOKEN_EXPIRED (the storefront refreshes and retries, so a planner keeps the figures); a token that is not
 * valid at all (forged, or its login ended elsewhere) is answered as a guest: public pages never fail on it.
 */
export function createCatalogueAccess({ authenticate, findMember }: Deps): CatalogueAccess & {
  /** SP/BP for a member already authenticated (the cart's member routes): no second token check. */
  memberSeesPrices: (userSeqNo: number) => Promise<boolean>;
} {
  const memberSeesPrices = async (userSeqNo: number) => seesMemberPrices(await findMember(userSeqNo));
  return {
    authenticate,
    memberSeesPrices,
    async seesMemberPrices(request) {
      if (!request.headers.authorization) return false;
      try {
        await authenticate(request);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'UNAUTHORIZED') return false;
        throw error;
      }
      const principal = request.principal;
      return principal !== null && (await memberSeesPrices(principal.userSeqNo));
    }
  };
}
