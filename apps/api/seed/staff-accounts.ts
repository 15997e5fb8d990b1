import type { StaffRole } from '@mall/domain';

/**
 * The demo staff (README): enrolled with fixed TOTP secrets so the demo and the journeys can sign in;
 * `npm run staff:otp -- <login>` prints a demo account's current code. A real shop's staff enrol their own.
 */
export const DEMO_STAFF_PASSWORD = 'staff1234!';
export const DEMO_STAFF: readonly {
  loginId: string;
  name: string;
  department: string;
  roles: StaffRole[];
  totpSecret: string;
}[] = [
  {
    loginId: 'desk1',
    name: '이도윤',
    department: '물류팀',
    roles: ['ORDER_DESK'],
    totpSecret: 'DESKDEMOSECRETAAAAAAAAAAAAAAAAAA'
  },
  {
    loginId: 'desk2',
    name: '박서연',
    department: '물류팀',
    roles: ['ORDER_DESK'],
    totpSecret: 'DESKDEMOSECRETDDDDDDDDDDDDDDDDDD'
  },
  {
    loginId: 'desk3',
    name: '김지호',
    department: '물류팀',
    roles: ['ORDER_DESK'],
    totpSecret: 'DESKDEMOSECRETEEEEEEEEEEEEEEEEEE'
  },
  {
    loginId: 'cs1',
    name: '정하은',
    department: '고객지원팀',
    roles: ['CS'],
    totpSecret: 'CSDEMOSECRETBBBBBBBBBBBBBBBBBBBB'
  },
  {
    loginId: 'content1',
    name: '한소윤',
    department: '콘텐츠팀',
    roles: ['CONTENT'],
    totpSecret: 'CONTENTDEMOSECRETFFFFFFFFFFFFFFF'
  },
  {
    loginId: 'admin1',
    name: '최민준',
    department: '운영팀',
    roles: ['ADMIN'],
    totpSecret: 'ADMINDEMOSECRETCCCCCCCCCCCCCCCCC'
  }
];
