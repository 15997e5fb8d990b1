/** Texts of the company part of the `content` namespace (issue 19). */
const companyKoKR = {};

export default companyKoKR;
