/** The console's Korean texts of the inquiries desk (issue 19); every key exists in English too. */
export const inquiriesKo = {} as const;
