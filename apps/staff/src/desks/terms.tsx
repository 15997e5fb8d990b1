import type { DeskSlice } from './desk-slice';

/** Issue 19: the terms desk's screens and menu entries (filled in by the slice). */
export const termsDesk: DeskSlice = { routes: [], nav: [] };
