/** The console's Korean texts of the terms desk (issue 19); every key exists in English too. */
export const termsKo = {} as const;
