import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/i18n';
import { dialogs } from '../../../shared/ui/dialog-store';

type Loose = (key: string, options?: Record<string, unknown>) => string;

/** A failed list call told in words: the shell's `error.<code>` with its data, else the lists' own failure text. */
export function useRefusalAlert() {
  const { t } = useTranslation('shopper-lists');
  const { t: tm } = useTranslation();
  return (thrown: unknown): Promise<void> => {
    const main = tm as unknown as Loose;
    const text =
      isApiError(thrown) && thrown.code !== 'UNKNOWN'
        ? main(`error.${thrown.code}`, { defaultValue: t('failed'), ...thrown.data })
        : t('failed');
    return dialogs.alert(text);
  };
}
