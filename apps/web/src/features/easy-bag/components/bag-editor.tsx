import type { EasyBag } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useSaveBag } from '../api/easy-bag-api';
import { usePlannerId } from '../hooks/use-planner-id';
import { bagErrorMessage } from '../lib/bag-errors';
import { draftBody, lineKey, withQuantity } from '../lib/bag-draft';
import { BagFields } from './bag-fields';
import { panelClass } from './bag-parts';
import { LinesEditor, type EditableLine } from './lines-editor';

type Edit = { lines: EditableLine[]; name: string; note: string };

/** A saved bag's edit form: its lines (with their state now), quantities, name and note; save puts it whole. */
export function BagEditor({ bag }: { bag: EasyBag }) {
  const { t } = useTranslation('planner');
  const save = useSaveBag(usePlannerId());
  const [edit, setEdit] = useState<Edit>({ lines: bag.lines, name: bag.name, note: bag.note });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = () => {
    const checked = draftBody(edit);
    setOutcome(null);
    if (!checked.ok) return setProblem({ field: checked.field, message: checked.message });
    setProblem(null);
    save.mutate(
      { bagId: bag.bagId, body: checked.body },
      {
        onSuccess: () => setOutcome({ ok: true, text: t('bag.detail.saved') }),
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
        <h2 id="bag-edit-lines" className="text-lg font-bold">
          {t('bag.add.linesTitle', { count: edit.lines.length })}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('bag.detail.linesHint')}</p>
        <LinesEditor
          lines={edit.lines}
          onQuantity={(key, quantity) =>
            setEdit((current) => ({ ...current, lines: withQuantity(current.lines, key, quantity) }))
          }
          onRemove={(key) =>
            setEdit((current) => ({
              ...current,
              lines: current.lines.filter((line) => lineKey(line) !== key)
            }))
          }
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
    </div>
  );
}
