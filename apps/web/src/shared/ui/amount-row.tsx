/** One line of an amount summary (cart, checkout): its label and the amount; `strong` for the total. */
export function AmountRow({
  label,
  value,
  testId,
  strong = false
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-line pt-3' : ''}`}>
      <dt className={strong ? 'font-bold text-ink' : 'text-muted'}>{label}</dt>
      <dd
        data-testid={testId}
        className={
          strong ? 'text-xl font-bold tabular-nums text-plum' : 'font-semibold tabular-nums text-ink'
        }
      >
        {value}
      </dd>
    </div>
  );
}
