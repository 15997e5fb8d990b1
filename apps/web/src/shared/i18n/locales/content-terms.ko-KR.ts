/** Texts of the terms part of the `content` namespace (issue 19). */
const termsKoKR = {};

export default termsKoKR;
