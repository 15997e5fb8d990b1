import { useTranslation } from '../../../shared/i18n/i18n';

/**
 * A state of the feed or the detail in place of its content: loading, empty, or a failure with a retry (an alert,
 * so a screen reader says it). `className` places it (a whole feed screen, or the detail's panel).
 */
export function DiveInMessage({
  text,
  onRetry,
  error = onRetry !== undefined,
  className
}: {
  text: string;
  onRetry?: () => void;
  error?: boolean;
  className: string;
}) {
  const { t } = useTranslation('dive-in');
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex flex-col items-center gap-4 px-6 text-center ${className}`}
    >
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="btn-primary" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
