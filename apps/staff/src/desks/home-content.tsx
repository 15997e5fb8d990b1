import type { DeskSlice } from './desk-slice';

/** Issue 19: the home-content desk's screens and menu entries (filled in by the slice). */
export const homeContentDesk: DeskSlice = { routes: [], nav: [] };
