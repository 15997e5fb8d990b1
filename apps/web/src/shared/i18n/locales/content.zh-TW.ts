import type { ContentMessages } from './content.ko-KR';
import updates from './content-updates.zh-TW';
import terms from './content-terms.zh-TW';
import company from './content-company.zh-TW';
import centre from './content-centre.zh-TW';
import inquiry from './content-inquiry.zh-TW';
import feedback from './content-feedback.zh-TW';

const contentZhTW: ContentMessages = { updates, terms, company, centre, inquiry, feedback };

export default contentZhTW;
