import type { FeedbackVisibility } from '@mall/domain';

/** The write/edit form as the inputs hold it (the domain schema checks and shapes it on submit). */
export type FeedbackFormValues = {
  category: string;
  title: string;
  body: string;
  visibility: FeedbackVisibility;
  guest?: {
    name: string;
    email: string;
    mobileNumber: string;
    password: string;
    passwordConfirm: string;
    privacyConsent: boolean;
  };
};

export const emptyFeedbackForm = (guest: boolean): FeedbackFormValues => ({
  category: '',
  title: '',
  body: '',
  visibility: 'PUBLIC',
  ...(guest
    ? {
        guest: {
          name: '',
          email: '',
          mobileNumber: '',
          password: '',
          passwordConfirm: '',
          privacyConsent: false
        }
      }
    : {})
});
