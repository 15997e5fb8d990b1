import type { DeskSlice } from './desk-slice';

/** Issue 19: the pages desk's screens and menu entries (filled in by the slice). */
export const pagesDesk: DeskSlice = { routes: [], nav: [] };
