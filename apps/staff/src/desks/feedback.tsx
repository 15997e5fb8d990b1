import type { DeskSlice } from './desk-slice';

/** Issue 19: the feedback desk's screens and menu entries (filled in by the slice). */
export const feedbackDesk: DeskSlice = { routes: [], nav: [] };
