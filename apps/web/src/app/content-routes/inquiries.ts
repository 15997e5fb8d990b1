import type { AppRoute } from '../routes';

/** Issue 19: this slice's routes (filled in by the slice). */
export const inquiriesRoutes: readonly AppRoute[] = [];
