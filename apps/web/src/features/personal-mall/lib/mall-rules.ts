import type { UserType } from '@mall/domain';

/*
 * The personal mall's small rules the screens share. Zod-free on purpose: the banner (Home's lazy overlay chunk)
 * imports this file and must not carry the schemas.
 */

/** SPEC §5 uploads: a mall's pictures are JPEG or PNG of at most 20 MB (the server checks their bytes again). */
export const MALL_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const MALL_IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const MALL_IMAGE_MAX_MB = 20;

export type ImageRefusal = { key: 'ALT_FileError' } | { key: 'ALT_ImageValidation'; maxMb: number };

/** Why a chosen file cannot be a mall picture, or null when it can. */
export function imageRefusal(file: Pick<File, 'type' | 'size' | 'name'>): ImageRefusal | null {
  const byType = (MALL_IMAGE_TYPES as readonly string[]).includes(file.type);
  // Some systems leave the type empty: the extension decides then (the server reads the content anyway).
  const byName = file.type === '' && /\.(jpe?g|png)$/i.test(file.name);
  if (!byType && !byName) return { key: 'ALT_FileError' };
  if (file.size > MALL_IMAGE_MAX_MB * 1024 * 1024)
    return { key: 'ALT_ImageValidation', maxMb: MALL_IMAGE_MAX_MB };
  return null;
}

/** The mall's title: its name, or "<planner>의 개인몰" (the catalogue's `defaultTitle`) before one is saved. */
export function mallTitle(
  mallName: string | null,
  fullName: string,
  defaultTitle: (name: string) => string
): string {
  return mallName?.trim() ? mallName : defaultTitle(fullName);
}

/** Who is looking at a mall's profile: a guest, or a member with their type and referrer's number. */
export type ProfileViewer =
  { kind: 'guest' } | { kind: 'member'; userType: UserType; referralUserNumber: string | null };

/**
 * SPEC §6: customers whose referral number does not start with 1 cannot open the profile modal (a customer
 * without a referrer has none, so cannot either). Guests and planners can.
 */
export function canOpenProfile(viewer: ProfileViewer): boolean {
  if (viewer.kind === 'guest' || viewer.userType === 'SOLE_PROPRIETORSHIP') return true;
  return viewer.referralUserNumber?.startsWith('1') ?? false;
}
