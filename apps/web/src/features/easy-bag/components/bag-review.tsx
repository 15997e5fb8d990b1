import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatWon } from '../../../shared/lib/format';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { useSaveBag } from '../api/easy-bag-api';
import { usePlannerId } from '../hooks/use-planner-id';
import { bagErrorMessage } from '../lib/bag-errors';
import { clearDraft, draftBody, lineKey, type BagDraft } from '../lib/bag-draft';
import { bagPaths } from '../lib/bag-paths';
import { LineIdentity, panelClass } from './bag-parts';

/** Step 3: the bag as it will be saved (lines, quantities, name, note, the suggested total); save opens the bag. */
export function BagReview({ draft, onEdit }: { draft: BagDraft; onEdit: () => void }) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const navigate = useNavigate();
  const save = useSaveBag(usePlannerId());
  const [failure, setFailure] = useState<string | null>(null);
  const total = draft.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

  const submit = () => {
    const checked = draftBody(draft);
    if (!checked.ok) return onEdit();
    setFailure(null);
    save.mutate(
      { bagId: null, body: checked.body },
      {
        onSuccess: (bag) => {
          clearDraft();
          void navigate(`${bagPaths.detail(bag.bagId)}?created=1`, { replace: true });
        },
        onError: (error) => setFailure(bagErrorMessage(error))
      }
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
      <section className={panelClass} aria-labelledby="bag-review-lines">
        <h2 id="bag-review-lines" className="text-lg font-bold">
          {t('bag.add.linesTitle', { count: draft.lines.length })}
        </h2>
        <ul className="mt-2 divide-y divide-line/70" data-testid="bag-review-lines">
          {draft.lines.map((line) => (
            <li key={lineKey(line)} className="flex items-center justify-between gap-3 py-3">
              <LineIdentity
                imageUrl={line.imageUrl}
                productName={line.productName}
                optionValue={line.optionValue}
              />
              <span className="shrink-0 text-right text-sm">
                <span className="block font-bold">{formatWon(line.price * line.quantity, language)}</span>
                <span className="text-muted">{t('bag.quantity.times', { count: line.quantity })}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${panelClass} h-fit`} aria-labelledby="bag-review-name">
        <p className="text-sm text-muted">{t('bag.fields.name')}</p>
        <h2 id="bag-review-name" className="mt-1 text-lg font-bold break-words" data-testid="bag-review-name">
          {draft.name}
        </h2>
        <p className="mt-4 text-sm text-muted">{t('bag.fields.note')}</p>
        <p className="mt-1 text-[15px] break-words whitespace-pre-line text-ink">
          {draft.note || t('bag.fields.noNote')}
        </p>
        <div className="mt-5 flex items-center justify-between border-t border-line pt-4">
          <span className="text-sm text-muted">{t('bag.total')}</span>
          <strong className="text-xl" data-testid="bag-review-total">
            {formatWon(total, language)}
          </strong>
        </div>
        {failure ? (
          <p role="alert" className="mt-3 text-sm text-coral-strong">
            {failure}
          </p>
        ) : null}
        <div className="mt-5 flex gap-2">
          <button type="button" className="btn-secondary flex-1" onClick={onEdit}>
            {t('bag.add.back')}
          </button>
          <button
            type="button"
            className="btn-primary flex-1"
            disabled={save.isPending}
            onClick={submit}
            data-testid="bag-save"
          >
            {t('bag.add.save')}
          </button>
        </div>
      </section>
    </div>
  );
}
