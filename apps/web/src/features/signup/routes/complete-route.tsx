import { fullName } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { WizardFrame } from '../components/wizard-frame';
import { readSignupResult } from '../lib/signup-session';

/** /signup/complete: welcome, the new member number and id, the way to log in. */
export function CompleteRoute() {
  const { t } = useTranslation('accounts');
  // The loader sends a visit without a result back to the start; this screen always has one.
  const [result] = useState(readSignupResult);
  if (!result) return null;
  const rows = [
    ['memberNumber', t('signup.complete.memberNumber'), result.userNumber],
    ['loginId', t('signup.complete.loginId'), result.loginId],
    ['memberType', t('signup.complete.memberType'), t(`myPage.userType.${result.userType}`)],
    ['joinDate', t('signup.complete.joinDate'), formatDate(result.joinedAt)]
  ] as const;
  return (
    <WizardFrame step="complete" userType={result.userType} title={t('signup.complete.title')}>
      <div className="flex flex-col items-center text-center">
        <div
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-plum-soft text-3xl text-plum"
        >
          ✓
        </div>
        <p className="mt-4 text-[15px] leading-relaxed" data-testid="signup-welcome">
          {t('signup.complete.welcome', { name: fullName(result.lastName, result.firstName) })}
        </p>
      </div>
      <dl className="mt-6 divide-y divide-line rounded-2xl border border-line">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flex items-center justify-between gap-4 px-5 py-3.5 text-sm">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold" data-testid={`signup-complete-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-col gap-3 md:flex-row-reverse">
        <Link to={paths.login()} className="btn-primary h-12 flex-1">
          {t('signup.complete.login')}
        </Link>
        <Link to={paths.home()} className="btn-secondary h-12 flex-1">
          {t('signup.complete.home')}
        </Link>
      </div>
    </WizardFrame>
  );
}
