/** What a copy attempt tells the shopper (SPEC §8 clipboard messages). */
export type CopyOutcome = 'ALT_CopySuccess' | 'ALT_CopyFailed' | 'ALT_CopyItemMissing';

/**
 * Writes `text` to the clipboard: nothing to copy → ALT_CopyItemMissing; no clipboard (an insecure page,
 * an old browser) or a refusal (permission, focus) → ALT_CopyFailed.
 */
export async function copyToClipboard(
  text: string | null | undefined,
  clipboard: Pick<Clipboard, 'writeText'> | undefined
): Promise<CopyOutcome> {
  if (!text) return 'ALT_CopyItemMissing';
  if (!clipboard) return 'ALT_CopyFailed';
  try {
    await clipboard.writeText(text);
    return 'ALT_CopySuccess';
  } catch {
    return 'ALT_CopyFailed';
  }
}

/** The Web Share API only where the device has it and accepts this data (navigator.canShare). */
export function canWebShare(
  data: ShareData,
  nav: Partial<Navigator> | undefined = globalThis.navigator
): boolean {
  return typeof nav?.share === 'function' && typeof nav.canShare === 'function' && nav.canShare(data);
}
