/** The console's Korean texts of the home-content desk (issue 19); every key exists in English too. */
export const homeContentKo = {} as const;
