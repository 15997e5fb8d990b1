import type { SocialProvider } from '@mall/domain';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useFocusTrap } from '../../../shared/lib/use-focus-trap';
import { noteSocialLeave, SocialMark, socialButtonClass } from '../../../shared/social/social-buttons';
import { DocumentTitle } from '../../../shared/ui/document-title';

/**
 * SPEC §2 `/signup/naver/signupNaverModal` and `/signup/apple/signupAppleModal` (docs/decisions/013):
 * opened from the sign-up type choice, a dialog over the page that says what the provider shares and
 * what is still asked here, then starts the provider (full-page navigation to the API's authorize).
 */
function ProviderModal({ provider }: { provider: Extract<SocialProvider, 'NAVER' | 'APPLE'> }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = () => void navigate(paths.signupSelectType(), { replace: true });
  useFocusTrap(dialogRef, true, close);
  const providerName = t(`social.providers.${provider}`);
  const title = t(`social.modal.${provider}.title`);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/45 md:items-center md:p-6">
      <DocumentTitle page={`${title} · ${t('signup.title')}`} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="social-modal-title"
        aria-describedby="social-modal-lead"
        data-testid={`signup-${provider.toLowerCase()}-modal`}
        className="max-h-[92vh] w-full overflow-y-auto rounded-t-3xl bg-white px-5 pt-6 pb-8 shadow-xl md:max-w-[460px] md:rounded-3xl md:px-8 md:py-8"
      >
        <div className="flex items-start justify-between gap-4">
          <span
            className={`inline-flex size-12 shrink-0 items-center justify-center rounded-2xl ${provider === 'NAVER' ? 'bg-[#03C75A] text-white' : 'bg-black text-white'}`}
          >
            <SocialMark provider={provider} className="size-6" />
          </span>
          <button
            type="button"
            onClick={close}
            aria-label={t('social.modal.close')}
            className="inline-flex size-10 items-center justify-center rounded-full text-xl text-muted hover:bg-plum-soft hover:text-plum"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <h1 id="social-modal-title" className="mt-4 text-xl font-bold tracking-tight">
          {title}
        </h1>
        <p id="social-modal-lead" className="mt-2 text-sm leading-relaxed text-muted">
          {t(`social.modal.${provider}.lead`)}
        </p>
        <h2 className="mt-6 text-sm font-bold">
          {t('social.modal.sharedTitle', { provider: providerName })}
        </h2>
        <ul className="mt-2 flex flex-col gap-1.5 text-sm">
          {(['item1', 'item2', 'item3'] as const).map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className="text-plum">
                ✓
              </span>
              {t(`social.modal.${provider}.${item}`)}
            </li>
          ))}
        </ul>
        <p className="mt-4 rounded-xl bg-cream-deep/60 px-4 py-3 text-xs leading-relaxed text-muted">
          {t('social.modal.usage', { provider: providerName })}{' '}
          {t('social.modal.steps', { provider: providerName })}
        </p>
        <div className="mt-6 flex flex-col gap-2.5">
          <a
            href={paths.socialAuthorize(provider)}
            onClick={noteSocialLeave}
            className={socialButtonClass(provider)}
          >
            <SocialMark provider={provider} />
            {t(`social.modal.${provider}.continue`)}
          </a>
          <button type="button" onClick={close} className="btn-secondary h-12">
            {t('social.modal.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function SignupNaverModalRoute() {
  return <ProviderModal provider="NAVER" />;
}

export function SignupAppleModalRoute() {
  return <ProviderModal provider="APPLE" />;
}
