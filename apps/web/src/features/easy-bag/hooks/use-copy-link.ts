import { copyToClipboard } from '../../../shared/share/share-actions';
import { useTranslation } from '../../../shared/i18n/i18n';
import { dialogs } from '../../../shared/ui/dialog-store';
import { shareableLink } from '../lib/bag-paths';

/** Copies a bag's link and says how it went (SPEC §8 ALT_CopySuccess / ALT_CopyFailed / ALT_CopyItemMissing). */
export function useCopyBagLink() {
  const { t } = useTranslation('planner');
  return async (bagId: string) => {
    const outcome = await copyToClipboard(shareableLink(bagId), navigator.clipboard);
    await dialogs.alert(t(`bag.copy.${outcome}`));
  };
}
