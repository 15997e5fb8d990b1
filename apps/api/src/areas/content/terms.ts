import type { ContentSlice } from './deps.ts';

/** Issue 19: this slice's routes (filled in by the slice). */
export const registerTerms: ContentSlice = async () => ({});
