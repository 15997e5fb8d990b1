import { fullName } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { meQueryKey, toSessionUser } from '../../../shared/session/account-api';
import { writeSessionHint } from '../../../shared/session/session-hint';
import { sessionStore } from '../../../shared/session/session-store';
import { signInWithSocialToken } from '../../../shared/social/social-api';
import { socialSignup, type SocialHandOver } from '../../../shared/social/social-token';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { WizardFrame } from '../components/wizard-frame';
import { readSignupResult } from '../lib/signup-session';

type SocialSignIn = 'signingIn' | 'signedIn' | 'failed';

/**
 * After a social sign-up the new member is signed in here with the (now linked) socialToken, once
 * (grant_type=social); the route's loader has already let the guest in.
 */
function useSocialSignIn(handOver: SocialHandOver | null): SocialSignIn | null {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SocialSignIn | null>(handOver ? 'signingIn' : null);
  const started = useRef(false);
  useEffect(() => {
    if (!handOver || started.current) return;
    started.current = true;
    socialSignup.set(null);
    signInWithSocialToken(handOver.socialToken, handOver.provider)
      .then((me) => {
        writeSessionHint(false);
        queryClient.setQueryData(meQueryKey(me.userSeqNo), me);
        sessionStore.signIn(toSessionUser(me));
        setStatus('signedIn');
      })
      .catch(() => setStatus('failed'));
  }, [handOver, queryClient]);
  return status;
}

/** /signup/complete: welcome, the new member number and id, the way to log in (or signed in, after social sign-up). */
export function CompleteRoute() {
  const { t } = useTranslation('accounts');
  // The loader sends a visit without a result back to the start; this screen always has one.
  const [result] = useState(readSignupResult);
  const [handOver] = useState(socialSignup.get);
  const social = useSocialSignIn(handOver);
  if (!result) return null;
  const providerName = handOver ? t(`social.providers.${handOver.provider}`) : '';
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
      {social && (
        <p
          role="status"
          data-testid="signup-social-status"
          className={`mt-6 rounded-xl px-4 py-3 text-center text-sm font-semibold ${social === 'failed' ? 'bg-coral-soft text-coral-strong' : 'bg-plum-soft/60 text-plum'}`}
        >
          {t(`social.complete.${social}`, { provider: providerName })}
        </p>
      )}
      <div className="mt-8 flex flex-col gap-3 md:flex-row-reverse">
        {social === 'signedIn' ? (
          <>
            <Link to={paths.home()} className="btn-primary h-12 flex-1">
              {t('social.complete.shop')}
            </Link>
            <Link to={paths.myPage()} className="btn-secondary h-12 flex-1">
              {t('social.complete.mypage')}
            </Link>
          </>
        ) : (
          <>
            <Link to={paths.login()} className="btn-primary h-12 flex-1">
              {t('signup.complete.login')}
            </Link>
            <Link to={paths.home()} className="btn-secondary h-12 flex-1">
              {t('signup.complete.home')}
            </Link>
          </>
        )}
      </div>
    </WizardFrame>
  );
}
