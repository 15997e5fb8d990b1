import { CONTENT_LINK_MAX, CONTENT_SORT_MAX, LINK_TARGETS, type HomeContentKind } from '@mall/domain';
import { Field } from '../../components/field';
import { PeriodFields } from '../../components/period-fields';
import { useT } from '../../i18n';
import type { FieldProps } from './kind-fields';

/** What every kind has: the link and how it opens, the order on Home, the display switch and period. */
export function CommonFields({ kind, draft, set, errorOf }: FieldProps & { kind: HomeContentKind }) {
  const { t } = useT();
  // An end before the start is flagged by PeriodFields itself; a malformed date is not.
  const periodError = errorOf('startAt');
  return (
    <>
      <Field
        id="home-content-link"
        label={t('homeContent.field.link')}
        hint={errorOf('link') ?? t('homeContent.linkHint')}
        aria-invalid={Boolean(errorOf('link'))}
        value={draft.link}
        maxLength={CONTENT_LINK_MAX}
        inputMode="url"
        onChange={(event) => set({ link: event.target.value })}
      />
      {kind !== 'main-videos' && (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="text-sm font-medium">{t('homeContent.field.linkTarget')}</legend>
          {LINK_TARGETS.map((target) => (
            <label key={target} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="home-content-target"
                checked={draft.linkTarget === target}
                onChange={() => set({ linkTarget: target })}
              />
              {t(`homeContent.target.${target}`)}
            </label>
          ))}
        </fieldset>
      )}
      <Field
        id="home-content-order"
        type="number"
        min={0}
        max={CONTENT_SORT_MAX}
        label={t('homeContent.field.sortOrder')}
        hint={errorOf('sortOrder') ?? t('homeContent.sortHint')}
        value={String(draft.sortOrder)}
        onChange={(event) => set({ sortOrder: Math.trunc(Number(event.target.value) || 0) })}
      />
      <PeriodFields
        value={{ display: draft.display, startAt: draft.startAt, endAt: draft.endAt }}
        onChange={(period) => set(period)}
      />
      {periodError && (
        <p role="alert" className="text-sm text-danger">
          {periodError}
        </p>
      )}
    </>
  );
}
