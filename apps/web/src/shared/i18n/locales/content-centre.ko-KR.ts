/** Texts of the centre part of the `content` namespace (issue 19). */
const centreKoKR = {};

export default centreKoKR;
