/** Texts of the feedback part of the `content` namespace (issue 19). */
const feedbackKoKR = {};

export default feedbackKoKR;
