import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';

/**
 * Texts of the owner's screen's refusals: a spec or rule key of `mall.rule.*` (planner namespace), else an API
 * error code of the shell's `error.*`, else the generic one.
 */
export function useMallText() {
  const { t, i18n } = useTranslation('planner');
  const { t: tc } = useTranslation();
  const rule = useCallback(
    (key: string | null | undefined, data?: Record<string, unknown>): string | null => {
      if (!key) return null;
      if (i18n.exists(`mall.rule.${key}`, { ns: 'planner' }))
        return t(`mall.rule.${key}` as 'mall.rule.invalid', data);
      if (i18n.exists(`error.${key}`)) return tc(`error.${key}` as 'error.UNKNOWN', data);
      return t('mall.rule.invalid');
    },
    [t, tc, i18n]
  );
  return { t, rule };
}
