import type { DeskSlice } from './desk-slice';

/** Issue 19: the members desk's screens and menu entries (filled in by the slice). */
export const membersDesk: DeskSlice = { routes: [], nav: [] };
