import { useTranslation } from '../../../shared/i18n/i18n';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import type { DraftLine } from '../lib/bag-draft';
import { ProductPicker } from './product-picker';

/**
 * The saved bag's "add products": wizard step 1's picker (the bag-able list by category and name, options asked)
 * in the responsive modal, a bottom sheet on a phone. Picks join the edit below it; the bag's save puts them.
 */
export function AddProductsModal({
  lines,
  notice,
  onAdd,
  onRemove,
  onClose
}: {
  lines: readonly DraftLine[];
  /** Why the last pick did not join (already in the bag, or the bag is full). */
  notice: string | null;
  onAdd: (line: Omit<DraftLine, 'quantity'>) => void;
  onRemove: (key: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('planner');
  return (
    <ResponsiveModal
      title={t('bag.detail.addTitle')}
      description={t('bag.detail.addDescription')}
      size="lg"
      onClose={onClose}
      testId="bag-add-modal"
    >
      <ProductPicker lines={lines} onAdd={onAdd} onRemove={onRemove} />
      <div className="sticky -bottom-6 -mx-5 mt-4 border-t border-line bg-white px-5 pt-3 pb-1 md:-mx-6 md:px-6">
        <p role="status" className="mb-2 text-sm text-coral-strong empty:mb-0" data-testid="bag-add-notice">
          {notice}
        </p>
        <button type="button" className="btn-primary w-full" onClick={onClose} data-testid="bag-add-done">
          {t('bag.detail.addDone')}
        </button>
      </div>
    </ResponsiveModal>
  );
}
