import type { DeskSlice } from './desk-slice';

/** Issue 19: the updates desk's screens and menu entries (filled in by the slice). */
export const updatesDesk: DeskSlice = { routes: [], nav: [] };
