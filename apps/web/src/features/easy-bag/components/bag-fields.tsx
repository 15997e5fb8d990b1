import { EASY_BAG_NAME_MAX, EASY_BAG_NOTE_MAX } from '@mall/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { FieldMessage, inputClass } from './bag-parts';

/** The bag's name (1–40) and note (≤ 500, line breaks kept), with counters and the field's message. */
export function BagFields({
  name,
  note,
  onName,
  onNote,
  problem
}: {
  name: string;
  note: string;
  onName: (value: string) => void;
  onNote: (value: string) => void;
  /** The field and message key the schema refused, if any. */
  problem: { field: string; message: string } | null;
}) {
  const { t } = useTranslation('planner');
  const nameId = useId();
  const noteId = useId();
  const message = (field: string) =>
    problem?.field === field
      ? t(`bag.problems.${problem.message}`, { defaultValue: t('bag.problems.invalid') })
      : null;
  const nameProblem = message('name');
  const noteProblem = message('note');
  return (
    <div className="grid gap-5">
      <div>
        <label htmlFor={nameId} className="text-sm font-semibold text-ink">
          {t('bag.fields.name')}
        </label>
        <input
          id={nameId}
          value={name}
          maxLength={EASY_BAG_NAME_MAX}
          onChange={(event) => onName(event.target.value)}
          placeholder={t('bag.fields.namePlaceholder')}
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? `${nameId}-error` : undefined}
          className={`${inputClass} mt-1.5`}
          data-testid="bag-name"
        />
        <p className="mt-1 text-right text-xs text-muted">{`${name.length}/${EASY_BAG_NAME_MAX}`}</p>
        <FieldMessage id={`${nameId}-error`} message={nameProblem} />
      </div>
      <div>
        <label htmlFor={noteId} className="text-sm font-semibold text-ink">
          {t('bag.fields.note')}
        </label>
        <textarea
          id={noteId}
          value={note}
          rows={5}
          maxLength={EASY_BAG_NOTE_MAX}
          onChange={(event) => onNote(event.target.value)}
          placeholder={t('bag.fields.notePlaceholder')}
          aria-invalid={noteProblem ? true : undefined}
          aria-describedby={noteProblem ? `${noteId}-error` : undefined}
          className={`${inputClass} mt-1.5 resize-y`}
          data-testid="bag-note"
        />
        <p className="mt-1 text-right text-xs text-muted">{`${note.length}/${EASY_BAG_NOTE_MAX}`}</p>
        <FieldMessage id={`${noteId}-error`} message={noteProblem} />
      </div>
    </div>
  );
}
