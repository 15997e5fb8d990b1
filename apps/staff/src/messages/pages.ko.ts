/** The console's Korean texts of the pages desk (issue 19); every key exists in English too. */
export const pagesKo = {} as const;
