/** Texts of the inquiry part of the `content` namespace (issue 19). */
const inquiryKoKR = {};

export default inquiryKoKR;
