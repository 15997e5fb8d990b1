import type { FastifyRequest } from 'fastify';
import { seesMemberPrices, type AccountStatus, type UserType } from '@mall/domain';
import type { CatalogueAccess } from './product.routes.ts';

type Deps = {
  /** The member routes' preHandler: sets `request.principal` or throws 401 / 403 TOKEN_EXPIRED. */
  authenticate: (request: FastifyRequest) => Promise<void>;
  /** The member's current type and status (a conversion or withdrawal counts at once, not at the next login). */
  findMember: (userSeqNo: number) => Promise<{ userType: UserType; status: AccountStatus } | undefined>;
};

/**
 * Who may see SP/BP on the public catalogue routes (docs/decisions/026): nobody without a token; with one,
 * the token must be valid and the member an active planner. One primary-key read per member request.
 */
export function createCatalogueAccess({ authenticate, findMember }: Deps): CatalogueAccess {
  return {
    authenticate,
    async seesMemberPrices(request) {
      if (!request.headers.authorization) return false;
      await authenticate(request);
      const principal = request.principal;
      return principal !== null && seesMemberPrices(await findMember(principal.userSeqNo));
    }
  };
}
