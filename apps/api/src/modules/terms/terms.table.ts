/* Tables of this module (issue 19): filled in by its slice. */
export {};
