import type { EasyBagLineState } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';

export const panelClass = 'rounded-2xl bg-white p-4 ring-1 ring-line/70 md:p-6';
export const inputClass =
  'w-full rounded-xl border border-line bg-white px-3 py-2.5 text-[15px] text-ink placeholder:text-muted focus:border-plum focus:outline-none';

/** A product's picture, name and option as every bag list shows them. */
export function LineIdentity({
  imageUrl,
  productName,
  optionValue,
  dimmed = false
}: {
  imageUrl: string;
  productName: string;
  optionValue: string | null;
  dimmed?: boolean;
}) {
  return (
    <div className={`flex min-w-0 items-center gap-3 ${dimmed ? 'opacity-50 grayscale' : ''}`}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-xl bg-cream-deep object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded-xl bg-cream-deep" />
      )}
      <div className="min-w-0">
        <p className="line-clamp-2 text-[15px] font-semibold text-ink">{productName}</p>
        {optionValue ? <p className="mt-0.5 text-sm text-muted">{optionValue}</p> : null}
      </div>
    </div>
  );
}

/** Why a bag line cannot be ordered now (nothing for an orderable one). */
export function StateBadge({ state }: { state: EasyBagLineState }) {
  const { t } = useTranslation('planner');
  if (state === 'ORDERABLE') return null;
  return (
    <span className="inline-flex rounded-full bg-cream-deep px-2.5 py-1 text-xs font-semibold text-coral-strong">
      {t(`bag.state.${state}`)}
    </span>
  );
}

/** The field's message under an input, linked by id. */
export function FieldMessage({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-coral-strong">
      {message}
    </p>
  );
}
