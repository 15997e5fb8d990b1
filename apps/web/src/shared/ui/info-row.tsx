import { WrappableText } from './wrappable-text';

/** A label/value row of a definition list (stacked at 375 px, side by side wider). */
export function InfoRow({
  label,
  value,
  testId,
  strong
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd
        data-testid={testId}
        className={`min-w-0 text-right text-[15px] ${strong ? 'text-lg font-bold text-plum' : 'text-ink'}`}
      >
        <WrappableText text={value} />
      </dd>
    </div>
  );
}
