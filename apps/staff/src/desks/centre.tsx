import type { DeskSlice } from './desk-slice';

/** Issue 19: the centre desk's screens and menu entries (filled in by the slice). */
export const centreDesk: DeskSlice = { routes: [], nav: [] };
