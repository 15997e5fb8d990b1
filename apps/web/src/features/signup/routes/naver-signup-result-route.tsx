import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { noteSocialLeave, SocialMark, socialButtonClass } from '../../../shared/social/social-buttons';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { isEmailTaken } from '../../../shared/forms/mail-code-api';
import { useSocialProfile, useSocialSignup } from '../components/social-signup';

function ResultCard({ children, title }: { children: React.ReactNode; title: string }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="container-page flex justify-center py-8 md:py-14">
      <DocumentTitle page={`${title} · ${t('signup.title')}`} />
      <section
        aria-labelledby="social-result-title"
        data-testid="naver-signup-result"
        className="w-full max-w-[480px] rounded-3xl bg-white px-5 py-8 text-center shadow-sm ring-1 ring-line/70 md:px-10 md:py-10"
      >
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-[#03C75A] text-white">
          <SocialMark provider="NAVER" className="size-6" />
        </span>
        {children}
      </section>
    </div>
  );
}

/**
 * SPEC §2 `/signup/naver/signupResult` (docs/decisions/013): where a Naver attempt that did not sign
 * anyone in lands. New member → continue sign-up with the prefill; an account already uses the address
 * → log in (and link from my page); refused or expired → the failure and a way to try again.
 * (A linked Naver account never lands here: the API signs it in and goes on.)
 */
export function NaverSignupResultRoute() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const handOver = useSocialSignup();
  const naver = handOver?.provider === 'NAVER' ? handOver : null;
  const profile = useSocialProfile(naver);
  const email = profile.data?.email ?? null;
  const taken = useQuery({
    queryKey: ['social', 'emailTaken', email],
    queryFn: () => isEmailTaken(email!),
    enabled: email !== null && profile.data?.linkable === false,
    retry: false,
    staleTime: Infinity
  });
  const linkable = profile.data?.linkable === true;

  useEffect(() => {
    // A verified address of an existing member: the login screen's link-confirmation step.
    if (linkable && naver)
      void navigate(`${paths.login()}?socialLink=NAVER#socialToken=${naver.socialToken}`, { replace: true });
  }, [linkable, naver, navigate]);

  const failed = searchParams.has('socialError') || !naver || profile.isError;
  if (failed) {
    return (
      <ResultCard title={t('social.result.failureTitle')}>
        <h1 id="social-result-title" className="mt-4 text-xl font-bold md:text-2xl">
          {t('social.result.failureTitle')}
        </h1>
        <p role="alert" className="mt-3 text-sm leading-relaxed text-muted">
          {profile.isError ? t('error.SOCIAL_TOKEN_INVALID') : t('social.failure.LOG_NaverFailed')}
        </p>
        <div className="mt-7 flex flex-col gap-3">
          <a
            href={paths.socialAuthorize('NAVER')}
            onClick={noteSocialLeave}
            className={socialButtonClass('NAVER')}
          >
            <SocialMark provider="NAVER" />
            {t('social.result.retry')}
          </a>
          <Link to={paths.signupSelectType()} className="btn-secondary h-12">
            {t('social.result.emailSignup')}
          </Link>
        </div>
      </ResultCard>
    );
  }

  if (profile.isPending || linkable || (email !== null && taken.isPending)) {
    return (
      <ResultCard title={t('social.result.title')}>
        <h1 id="social-result-title" className="sr-only">
          {t('social.result.title')}
        </h1>
        <p role="status" className="mt-4 text-sm text-muted">
          {t('social.result.loading')}
        </p>
      </ResultCard>
    );
  }

  if (taken.data === true && email) {
    return (
      <ResultCard title={t('social.result.memberTitle')}>
        <h1 id="social-result-title" className="mt-4 text-xl font-bold md:text-2xl">
          {t('social.result.memberTitle')}
        </h1>
        <p className="mt-3 text-sm leading-relaxed text-muted">{t('social.result.memberLead', { email })}</p>
        <Link to={paths.login()} className="btn-primary mt-7 h-12 w-full">
          {t('social.result.login')}
        </Link>
      </ResultCard>
    );
  }

  const data = profile.data;
  const name = data.name ?? '';
  return (
    <ResultCard title={t('social.result.title')}>
      <h1 id="social-result-title" className="mt-4 text-xl font-bold md:text-2xl">
        {name ? t('social.result.newTitle', { name }) : t('social.result.newTitlePlain')}
      </h1>
      <p className="mt-3 text-sm leading-relaxed text-muted">{t('social.result.newLead')}</p>
      <div className="mt-6 rounded-2xl border border-line px-5 py-4 text-left text-sm">
        <p className="font-semibold">{t('social.result.prefill')}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">{t('social.banner.name')}</dt>
          <dd className="break-all">{name || '—'}</dd>
          <dt className="text-muted">{t('social.banner.email')}</dt>
          <dd className="break-all">{email ?? t('social.result.noEmail')}</dd>
        </dl>
      </div>
      <button
        type="button"
        className="btn-primary mt-7 h-12 w-full"
        onClick={() => void navigate(paths.signupSelectType())}
      >
        {t('social.result.continue')}
      </button>
    </ResultCard>
  );
}
