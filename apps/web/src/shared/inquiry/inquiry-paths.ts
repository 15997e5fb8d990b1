import { withQuery } from '../config/paths';

/**
 * The 1:1 inquiry screens' paths and link builders (SPEC §2, docs/decisions/080). Kept out of `shared/config/`, whose
 * modules are all in Home's first-load chunk (its budget has no room): only the lazy inquiry chunks and the route
 * table's second half import this, through the lazy screens' paths chunk (vite.config.ts).
 */
export const inquiryPaths = {
  write: (edit?: number) => withQuery('/customer/inquiry', { edit }),
  list: (page?: number) => withQuery('/customer/inquiry/list', { page }),
  detail: (id: number) => `/customer/inquiry/detail/${id}`
};

export const inquiryPatterns = {
  write: '/customer/inquiry',
  list: '/customer/inquiry/list',
  detail: '/customer/inquiry/detail/:inquiryId'
} as const;
