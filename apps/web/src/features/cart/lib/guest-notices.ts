import { createExternalStore } from '../../../shared/lib/external-store';

/** How many guest lines the last refresh dropped (their products are gone), until the shopper closes the notice. */
export const guestNotices = createExternalStore<{ removed: number } | null>(null);
