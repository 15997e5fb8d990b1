/** The console's Korean texts of the feedback desk (issue 19); every key exists in English too. */
export const feedbackKo = {} as const;
