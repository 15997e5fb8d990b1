import { EASY_BAG_MAX_LINES, type EasyBag } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useSaveBag } from '../api/easy-bag-api';
import { usePlannerId } from '../hooks/use-planner-id';
import { bagErrorMessage } from '../lib/bag-errors';
import { useLineStates } from '../hooks/use-line-states';
import { addLine, draftBody, lineKey, withQuantity, type DraftLine } from '../lib/bag-draft';
import { AddProductsModal } from './add-products-modal';
import { BagFields } from './bag-fields';
import { panelClass } from './bag-parts';
import { LinesEditor, type EditableLine } from './lines-editor';

type Edit = { lines: EditableLine[]; name: string; note: string };

/**
 * A saved bag's edit form: its lines (with their state now), products added through wizard step 1's picker (at
 * most 20 lines, never a product+option twice), quantities, name and note; save puts it whole.
 */
export function BagEditor({ bag }: { bag: EasyBag }) {
  const { t } = useTranslation('planner');
  const save = useSaveBag(usePlannerId());
  const [edit, setEdit] = useState<Edit>({ lines: bag.lines, name: bag.name, note: bag.note });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Lines added here carry no state from the saved bag: read as the wizard's step 2 reads its picks.
  const states = useLineStates(edit.lines.filter((line) => line.state === undefined));
  const lines = edit.lines.map((line) => (line.state ? line : { ...line, state: states.get(lineKey(line)) }));
  const full = edit.lines.length >= EASY_BAG_MAX_LINES;

  const add = (line: Omit<DraftLine, 'quantity'>) => {
    const added = addLine(edit.lines, { ...line, quantity: 1 });
    setEdit({ ...edit, lines: added.lines });
    setNotice(
      added.outcome === 'held'
        ? t('bag.detail.addHeld')
        : added.outcome === 'full'
          ? t('bag.problems.EB_LinesMax')
          : null
    );
  };
  const remove = (key: string) =>
    setEdit((current) => ({ ...current, lines: current.lines.filter((line) => lineKey(line) !== key) }));

  const submit = () => {
    const checked = draftBody(edit);
    setOutcome(null);
    if (!checked.ok) return setProblem({ field: checked.field, message: checked.message });
    setProblem(null);
    save.mutate(
      { bagId: bag.bagId, body: checked.body },
      {
        // The bag as saved (its lines' state now); the editor stays mounted, so its message shows.
        onSuccess: (saved) => {
          setEdit({ lines: saved.lines, name: saved.name, note: saved.note });
          setOutcome({ ok: true, text: t('bag.detail.saved') });
        },
        onError: (error) => {
          const message = bagErrorMessage(error);
          if (message) setOutcome({ ok: false, text: message });
        }
      }
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
      <section className={panelClass} aria-labelledby="bag-edit-lines">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="bag-edit-lines" className="text-lg font-bold">
            {t('bag.add.linesTitle', { count: edit.lines.length })}
          </h2>
          <button
            type="button"
            className="btn-secondary min-h-10 px-4 text-sm"
            disabled={full}
            aria-describedby={full ? 'bag-edit-full' : undefined}
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
            data-testid="bag-add-products"
          >
            {t('bag.detail.addProducts')}
          </button>
        </div>
        <p className="mt-1 text-sm text-muted">{t('bag.detail.linesHint')}</p>
        {full ? (
          <p id="bag-edit-full" className="mt-1 text-sm text-coral-strong" data-testid="bag-edit-full">
            {t('bag.problems.EB_LinesMax')}
          </p>
        ) : null}
        <LinesEditor
          lines={lines}
          onQuantity={(key, quantity) =>
            setEdit((current) => ({ ...current, lines: withQuantity(current.lines, key, quantity) }))
          }
          onRemove={remove}
        />
        {problem?.field === 'lines' ? (
          <p role="alert" className="mt-2 text-sm text-coral-strong">
            {t(`bag.problems.${problem.message}`, { defaultValue: t('bag.problems.invalid') })}
          </p>
        ) : null}
      </section>
      <section className={`${panelClass} h-fit`} aria-label={t('bag.add.fieldsTitle')}>
        <BagFields
          name={edit.name}
          note={edit.note}
          onName={(name) => setEdit((current) => ({ ...current, name }))}
          onNote={(note) => setEdit((current) => ({ ...current, note }))}
          problem={problem}
        />
        {outcome ? (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={`mt-3 text-sm ${outcome.ok ? 'text-plum' : 'text-coral-strong'}`}
          >
            {outcome.text}
          </p>
        ) : null}
        <button
          type="button"
          className="btn-primary mt-5 w-full"
          disabled={save.isPending}
          onClick={submit}
          data-testid="bag-update"
        >
          {t('bag.detail.save')}
        </button>
      </section>
      {adding ? (
        <AddProductsModal
          lines={edit.lines}
          notice={notice}
          onAdd={add}
          onRemove={remove}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </div>
  );
}
