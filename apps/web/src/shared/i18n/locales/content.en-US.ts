import type { ContentMessages } from './content.ko-KR';
import updates from './content-updates.en-US';
import terms from './content-terms.en-US';
import company from './content-company.en-US';
import centre from './content-centre.en-US';
import inquiry from './content-inquiry.en-US';
import feedback from './content-feedback.en-US';

const contentEnUS: ContentMessages = { updates, terms, company, centre, inquiry, feedback };

export default contentEnUS;
