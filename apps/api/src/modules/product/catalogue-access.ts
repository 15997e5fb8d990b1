import type { FastifyRequest } from 'fastify';
import { DomainError, seesMemberPrices } from '@mall/domain';
import type { CatalogueAccess } from './product.routes.ts';

type Deps = {
  /**
   * The member routes' preHandler: sets `request.principal` (with the member's type and status now) or throws
   * 401 / 403 TOKEN_EXPIRED.
   */
  authenticate: (request: FastifyRequest) => Promise<void>;
};

/**
 * Who may see SP/BP on the public catalogue routes (docs/decisions/026): nobody without a token; with one, the
 * member must be an active planner, as the login check found them (docs/decisions/063: no read of its own). An
 * expired token is 403 TOKEN_EXPIRED (the storefront refreshes and retries, so a planner keeps the figures); a
 * token that is not valid at all (forged, or its login ended elsewhere) is answered as a guest: public pages never
 * fail on it.
 */
export function createCatalogueAccess({ authenticate }: Deps): CatalogueAccess {
  return {
    authenticate,
    async seesMemberPrices(request) {
      if (!request.headers.authorization) return false;
      try {
        await authenticate(request);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'UNAUTHORIZED') return false;
        throw error;
      }
      return request.principal !== null && seesMemberPrices(request.principal.account);
    }
  };
}
