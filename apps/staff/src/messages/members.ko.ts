/** The console's Korean texts of the members desk (issue 19); every key exists in English too. */
export const membersKo = {} as const;
