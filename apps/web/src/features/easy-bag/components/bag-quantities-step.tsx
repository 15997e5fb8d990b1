import { useTranslation } from '../../../shared/i18n/i18n';
import { useLineStates } from '../hooks/use-line-states';
import { lineKey, withQuantity, type BagDraft } from '../lib/bag-draft';
import { BagFields } from './bag-fields';
import { panelClass } from './bag-parts';
import { LinesEditor } from './lines-editor';

/**
 * Wizard step 2: the picks with their quantities (1..limit), each marked sold out, paused or withdrawn as the
 * catalogue has it now (as step 1 and the bag's page mark it), then the bag's name and note.
 */
export function BagQuantitiesStep({
  draft,
  onChange,
  problem
}: {
  draft: BagDraft;
  onChange: (next: BagDraft) => void;
  problem: { field: string; message: string } | null;
}) {
  const { t } = useTranslation('planner');
  const states = useLineStates(draft.lines);
  const lines = draft.lines.map((line) => ({ ...line, state: states.get(lineKey(line)) }));
  const leftOut = lines.some((line) => line.state !== undefined && line.state !== 'ORDERABLE');
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
      <section className={panelClass} aria-labelledby="bag-lines-title">
        <h2 id="bag-lines-title" className="text-lg font-bold">
          {t('bag.add.linesTitle', { count: draft.lines.length })}
        </h2>
        {leftOut ? (
          <p className="mt-1 text-sm text-muted" data-testid="bag-lines-hint">
            {t('bag.detail.linesHint')}
          </p>
        ) : null}
        <LinesEditor
          lines={lines}
          onQuantity={(key, quantity) =>
            onChange({ ...draft, lines: withQuantity(draft.lines, key, quantity) })
          }
          onRemove={(key) =>
            onChange({ ...draft, lines: draft.lines.filter((line) => lineKey(line) !== key) })
          }
        />
        {problem?.field === 'lines' ? (
          <p role="alert" className="mt-2 text-sm text-coral-strong">
            {t(`bag.problems.${problem.message}`, { defaultValue: t('bag.problems.invalid') })}
          </p>
        ) : null}
      </section>
      <section className={panelClass} aria-label={t('bag.add.fieldsTitle')}>
        <BagFields
          name={draft.name}
          note={draft.note}
          onName={(name) => onChange({ ...draft, name })}
          onNote={(note) => onChange({ ...draft, note })}
          problem={problem}
        />
      </section>
    </div>
  );
}
