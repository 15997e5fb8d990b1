import { SEOUL_OFFSET_MS } from '@mall/domain';

/**
 * SPEC §4/§9: the inactive-mall alert (PM_InActivate) shows once a month: a cookie that expires at the end of the
 * current month (Korea time, the shop's calendar) says it was shown.
 */
export const INACTIVE_ALERT_COOKIE = 'mall_pm_inactive_alerted';

/** The first instant of the next Korean month after `now`. */
export function endOfSeoulMonth(now: number): Date {
  const local = new Date(now + SEOUL_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - SEOUL_OFFSET_MS);
}

export function inactiveAlertShown(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${INACTIVE_ALERT_COOKIE}=`));
}

export function rememberInactiveAlert(now: number = Date.now()): void {
  document.cookie = `${INACTIVE_ALERT_COOKIE}=1; expires=${endOfSeoulMonth(now).toUTCString()}; path=/; SameSite=Lax`;
}
