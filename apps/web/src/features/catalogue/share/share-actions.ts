/** The copy and device-share helpers are shared with the personal mall's links (shared/share). */
export { canWebShare, copyToClipboard, type CopyOutcome } from '../../../shared/share/share-actions';

/** The product page's canonical address, the one shared and copied. */
export const productUrl = (origin: string, productId: number) => `${origin}/product/detail/${productId}`;
