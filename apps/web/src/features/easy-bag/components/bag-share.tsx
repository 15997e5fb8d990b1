import { ShareSheet } from '../../../shared/share/share-sheet';
import { useTranslation } from '../../../shared/i18n/i18n';
import { shareableLink } from '../lib/bag-paths';

/** The share modal for a bag's /beauty-planner link (messenger-less: the device's share sheet and copy). */
export function BagShare({ bag, onClose }: { bag: { bagId: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation('planner');
  return (
    <ShareSheet
      title={t('bag.share.title')}
      description={t('bag.share.description')}
      url={shareableLink(bag.bagId)}
      shareTitle={bag.name}
      shareText={t('bag.share.text', { name: bag.name })}
      linkLabel={t('bag.share.linkLabel')}
      onClose={onClose}
    />
  );
}
