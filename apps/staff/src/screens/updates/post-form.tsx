import {
  BOARD_BODY_MAX,
  BOARD_KINDS,
  BOARD_SUMMARY_MAX,
  BOARD_TITLE_MAX,
  type BoardKind,
  type BoardPostBody
} from '@mall/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../api';
import { Notice } from '../../components/field';
import { ImageField } from '../../components/image-field';
import { LocalizedField } from '../../components/localized-field';
import { fromSeoulInput, toSeoulInput } from '../../components/period-fields';
import { useT, type MessageKey } from '../../i18n';
import { checkDraft, type Draft } from './draft';
import { PostPreview } from './preview';

const CODES = [
  'BRD_Required',
  'BRD_TooLong',
  'BRD_EventPeriod',
  'BRD_PeriodOrder',
  'BRD_MediaOnly',
  'BRD_DateTime'
];
const input = 'rounded-md border border-line bg-white px-3 py-2 text-base';

/** The post's texts in three languages, picture, pin and event period, beside a preview in each language. */
export function PostForm({
  initial,
  save,
  onSaved
}: {
  initial: Draft;
  save: (body: BoardPostBody) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved });
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => {
    const code = errors[field];
    if (!code) return null;
    return t((CODES.includes(code) ? `updates.error.${code}` : 'updates.error.invalid') as MessageKey);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    setErrors(checked.errors ?? {});
    if (checked.body) mutation.mutate(checked.body);
  };
  const periodError = errorOf('eventStartAt') ?? errorOf('eventEndAt');

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="flex min-w-0 flex-col gap-4 rounded-lg border border-line bg-white p-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('updates.field.kind')}
          <select
            className={`${input} min-h-11`}
            value={draft.kind}
            onChange={(event) => set({ kind: event.target.value as BoardKind })}
          >
            {BOARD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`updates.kind.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <LocalizedField
          label={t('updates.field.title')}
          value={draft.title}
          onChange={(title) => set({ title })}
          required
          maxLength={BOARD_TITLE_MAX}
          error={errorOf('title')}
        />
        <LocalizedField
          label={t('updates.field.summary')}
          kind="textarea"
          value={draft.summary}
          onChange={(summary) => set({ summary })}
          maxLength={BOARD_SUMMARY_MAX}
          error={errorOf('summary')}
        />
        <LocalizedField
          label={t('updates.field.body')}
          kind="html"
          value={draft.body}
          onChange={(body) => set({ body })}
          required
          maxLength={BOARD_BODY_MAX}
          error={errorOf('body')}
        />
        <ImageField
          label={t('updates.field.thumbnail')}
          value={draft.thumbnailUrl}
          onChange={(thumbnailUrl) => set({ thumbnailUrl })}
        />
        {errorOf('thumbnailUrl') && <Notice tone="error">{errorOf('thumbnailUrl')}</Notice>}
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.pinned}
            onChange={(event) => set({ pinned: event.target.checked })}
          />
          {t('updates.field.pinned')}
        </label>
        {draft.kind === 'EVENT' && (
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1 text-sm">
              {t('updates.field.eventStart')}
              <input
                type="datetime-local"
                className={input}
                value={toSeoulInput(draft.eventStartAt)}
                onChange={(event) => set({ eventStartAt: fromSeoulInput(event.target.value) })}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('updates.field.eventEnd')}
              <input
                type="datetime-local"
                className={input}
                value={toSeoulInput(draft.eventEndAt)}
                onChange={(event) => set({ eventEndAt: fromSeoulInput(event.target.value) })}
              />
            </label>
            {periodError && <Notice tone="error">{periodError}</Notice>}
          </div>
        )}
        {Object.keys(errors).length > 0 && <Notice tone="error">{t('updates.fixFields')}</Notice>}
        {mutation.error && <Notice tone="error">{messageOf(mutation.error, t('error.generic'))}</Notice>}
        {mutation.isSuccess && <Notice tone="info">{t('updates.saved')}</Notice>}
        <button
          type="submit"
          disabled={mutation.isPending}
          className="min-h-11 self-start rounded-md bg-plum px-6 font-medium text-white disabled:opacity-60"
          data-testid="save-post"
        >
          {mutation.isPending ? t('updates.saving') : t('updates.save')}
        </button>
      </div>
      <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <PostPreview draft={draft} />
      </div>
    </form>
  );
}
