/** The console's Korean texts of the centre desk (issue 19); every key exists in English too. */
export const centreKo = {} as const;
