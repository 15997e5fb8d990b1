import type { SocialProvider } from '@mall/domain';
import { useTranslation } from '../i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { readSessionHint, writeSessionHint } from '../session/session-hint';
import { SOCIAL_PROVIDER_IDS } from './social-token';

/**
 * Brand colours (Kakao yellow, Naver green, Apple black) and marks, drawn here as simple SVG. Naver's own
 * green (#03C75A) gives white text 2.3:1; its deeper shade keeps the brand and reads at 5.1:1 (WCAG AA).
 */
const BRAND: Record<SocialProvider, string> = {
  KAKAO: 'bg-[#FEE500] text-black/85 hover:bg-[#f5dc00]',
  NAVER: 'bg-[#00803C] text-white hover:bg-[#006B32]',
  APPLE: 'bg-black text-white hover:bg-[#222]'
};

export function SocialMark({
  provider,
  className = 'size-5'
}: {
  provider: SocialProvider;
  className?: string;
}) {
  switch (provider) {
    case 'KAKAO':
      // A speech bubble.
      return (
        <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
          <path d="M12 3.5c-5.2 0-9.4 3.3-9.4 7.4 0 2.6 1.7 4.9 4.3 6.2l-1 3.6c-.1.4.3.6.6.4l4.3-2.8c.4 0 .8.1 1.2.1 5.2 0 9.4-3.3 9.4-7.5S17.2 3.5 12 3.5z" />
        </svg>
      );
    case 'NAVER':
      // The bold N.
      return (
        <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
          <path d="M4.5 4h5l5 7.3V4h5v16h-5l-5-7.3V20h-5z" />
        </svg>
      );
    case 'APPLE':
      // An apple with a bite and a leaf.
      return (
        <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
          <path d="M16.4 12.7c0-2.2 1.8-3.3 1.9-3.4-1-1.5-2.7-1.7-3.3-1.7-1.4-.1-2.7.8-3.4.8-.7 0-1.8-.8-2.9-.8-1.5 0-2.9.9-3.7 2.2-1.6 2.7-.4 6.8 1.1 9 .8 1.1 1.7 2.3 2.8 2.3 1.1 0 1.6-.7 2.9-.7 1.4 0 1.8.7 3 .7s1.9-1.1 2.7-2.2c.8-1.2 1.2-2.4 1.2-2.5 0 0-2.3-.9-2.3-3.7z" />
          <path d="M14.2 6.1c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.6 1.3-.6.6-1.1 1.6-.9 2.6 1 .1 2-.5 2.6-1.2z" />
        </svg>
      );
  }
}

/**
 * Called as the browser leaves for a provider: a session hint makes the storefront try one refresh when
 * it comes back signed in (the callback sets the httpOnly refresh cookie). A failed attempt costs one
 * refused refresh, which clears the hint.
 */
export function noteSocialLeave() {
  if (!readSessionHint()) writeSessionHint(false);
}

const buttonClass =
  'inline-flex h-12 w-full items-center justify-center gap-2.5 rounded-xl px-4 text-[15px] font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plum';

/**
 * The login screen's provider buttons: each is a link to the API's authorize address (a full-page
 * navigation), with the login's redirect.
 */
export function SocialLoginButtons({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('accounts');
  return (
    <ul className="flex flex-col gap-2.5" data-testid="social-login">
      {SOCIAL_PROVIDER_IDS.map((provider) => (
        <li key={provider}>
          <a
            href={paths.socialAuthorize(provider, redirectTo === paths.home() ? undefined : redirectTo)}
            onClick={noteSocialLeave}
            className={`${buttonClass} ${BRAND[provider]}`}
          >
            <SocialMark provider={provider} />
            {t('social.loginWith', { provider: t(`social.providers.${provider}`) })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sign-up wizard's provider choices: Kakao starts at once; Naver and Apple first open their SPEC §2
 * explanation screens (signupNaverModal / signupAppleModal) that say what is shared.
 */
export function SocialSignupButtons() {
  const { t } = useTranslation('accounts');
  const target: Record<SocialProvider, string> = {
    KAKAO: paths.socialAuthorize('KAKAO'),
    NAVER: paths.signupNaverModal(),
    APPLE: paths.signupAppleModal()
  };
  return (
    <ul className="grid gap-2.5 md:grid-cols-3" data-testid="social-signup">
      {SOCIAL_PROVIDER_IDS.map((provider) => {
        const label = t('social.signupWith', { provider: t(`social.providers.${provider}`) });
        const content = (
          <>
            <SocialMark provider={provider} />
            {label}
          </>
        );
        return (
          <li key={provider}>
            {provider === 'KAKAO' ? (
              <a
                href={target[provider]}
                onClick={noteSocialLeave}
                className={`${buttonClass} ${BRAND[provider]}`}
              >
                {content}
              </a>
            ) : (
              <Link to={target[provider]} className={`${buttonClass} ${BRAND[provider]}`}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function socialButtonClass(provider: SocialProvider) {
  return `${buttonClass} ${BRAND[provider]}`;
}
