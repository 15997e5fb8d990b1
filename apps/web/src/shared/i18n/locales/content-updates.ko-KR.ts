/** Texts of the updates part of the `content` namespace (issue 19). */
const updatesKoKR = {};

export default updatesKoKR;
