import { useState } from 'react';
import { useT } from '../../i18n';

const button = 'min-h-11 rounded-md px-4 text-sm font-medium disabled:opacity-50';

/** Tomorrow 00:00 in Seoul, as a datetime-local value: the usual effective moment of a revision. */
function tomorrowInSeoul(): string {
  const seoul = new Date(Date.now() + 9 * 3_600_000 + 86_400_000);
  return `${seoul.toISOString().slice(0, 10)}T00:00`;
}

/** The effective date and time, typed in Seoul time, and the publish button (a published version is final). */
export function PublishPanel({
  disabled,
  pending,
  onPublish
}: {
  disabled: boolean;
  pending: boolean;
  onPublish: (effectiveAt: string) => void;
}) {
  const { t } = useT();
  const [local, setLocal] = useState(tomorrowInSeoul);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-white p-3">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('terms.effectiveAt')}</span>
        <input
          type="datetime-local"
          className="min-h-11 rounded-md border border-line px-2"
          value={local}
          onChange={(event) => setLocal(event.target.value)}
          data-testid="terms-effective-at"
        />
      </label>
      <p className="text-xs text-muted">{t('terms.publishHint')}</p>
      <button
        type="button"
        className={`${button} border border-plum text-plum`}
        disabled={disabled || pending || !local}
        onClick={() => onPublish(`${local}:00+09:00`)}
      >
        {t('terms.publish')}
      </button>
    </div>
  );
}
