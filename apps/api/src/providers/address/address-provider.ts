import type { AddressSearchAnswer, AddressSearchQuery } from '@mall/domain';

/**
 * Road-address search behind GET /api/address (INTEGRATIONS §4.2). The answer keeps the provider's public
 * shape; a refusal or an outage is an errorCode in it (HTTP 200), never an exception.
 */
export interface AddressSearchProvider {
  search(query: AddressSearchQuery): Promise<AddressSearchAnswer>;
}
