import type { TermsKind } from '@mall/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { TabLinks } from '../../../shared/ui/tab-links';
import { OTHER_KINDS, TAB_KINDS, termsHref } from '../lib/terms-paths';

/** 이용약관 | 개인정보처리방침 as tabs, and every other kind (sign-up, payment, autoship…) in a list beside them. */
export function TermsKindNav({ current }: { current: TermsKind }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const tab = (TAB_KINDS as readonly TermsKind[]).includes(current)
    ? (current as (typeof TAB_KINDS)[number])
    : null;
  return (
    <div className="print:hidden">
      <TabLinks
        tabs={TAB_KINDS}
        current={tab ?? ('' as (typeof TAB_KINDS)[number])}
        label={t('terms.tabsLabel')}
        hrefOf={(kind) => termsHref(kind)}
        nameOf={(kind) => t(`terms.kinds.${kind}`)}
        testId="terms-tabs"
      />
      <label className="mb-6 flex flex-col gap-1 text-sm text-muted md:flex-row md:items-center md:gap-3">
        <span>{t('terms.otherKinds')}</span>
        <select
          className="h-11 rounded-xl border border-line bg-white px-3 text-[15px] text-ink md:w-80"
          value={tab ? '' : current}
          data-testid="terms-kind-select"
          onChange={(event) => {
            if (event.target.value) void navigate(termsHref(event.target.value as TermsKind));
          }}
        >
          <option value="">{t('terms.chooseKind')}</option>
          {OTHER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`terms.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
