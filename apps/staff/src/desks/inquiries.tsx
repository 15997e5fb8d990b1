import type { DeskSlice } from './desk-slice';

/** Issue 19: the inquiries desk's screens and menu entries (filled in by the slice). */
export const inquiriesDesk: DeskSlice = { routes: [], nav: [] };
