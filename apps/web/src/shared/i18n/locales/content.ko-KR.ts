import updates from './content-updates.ko-KR';
import terms from './content-terms.ko-KR';
import company from './content-company.ko-KR';
import centre from './content-centre.ko-KR';
import inquiry from './content-inquiry.ko-KR';
import feedback from './content-feedback.ko-KR';

/**
 * Texts of the content pages and the customer centre (issue 19): the `content` namespace, loaded with those screens'
 * chunks. Each part has its own file per language: `updates` (notices, events, news), `terms`, `company` (about,
 * ESG, guide pages), `centre` (FAQ, guides, resources, certificates, partnership, centres), `inquiry` (1:1
 * inquiries), `feedback` (the feedback board).
 */
const contentKoKR = { updates, terms, company, centre, inquiry, feedback };

export type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type ContentMessages = Widen<typeof contentKoKR>;

export default contentKoKR;
