import type { CertMethod, CertPurpose } from '@mall/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import {
  useIdentityVerification,
  type IdentityErrorKind,
  type VerifiedIdentity
} from './use-identity-verification';

const METHODS: readonly CertMethod[] = ['MOBILE', 'CARD'];

function PhoneIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </svg>
  );
}

function CardIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="2.5" y="5.5" width="19" height="13" rx="2.5" />
      <path d="M2.5 9.5h19M6 15h4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The two verification buttons (휴대폰 / 카드 본인확인) with their status line. `onVerified` gets the
 * request id the screen sends to its own API call (which spends it on the server). `verified` lets the
 * screen show the done state it keeps (e.g. after a re-render from stored wizard data). A screen can offer
 * one method only (`methods`), check its own inputs in the click (`beforeStart`), and show that it is still
 * spending the verification (`pending`, plus its own status lines as children).
 */
export function IdentityVerificationButtons({
  purpose,
  onVerified,
  onError,
  verified,
  describedById,
  invalid = false,
  methods = METHODS,
  beforeStart,
  pending = false,
  testIds,
  children
}: {
  purpose: CertPurpose;
  onVerified: (result: VerifiedIdentity) => void;
  onError?: (kind: IdentityErrorKind) => void;
  /**
   * Whether the screen holds a usable verification (it decides: e.g. it dropped a spent one). Left out,
   * the buttons' own last outcome decides.
   */
  verified?: boolean;
  /** An outside message about this field (e.g. "verify first"), linked to the buttons. */
  describedById?: string | undefined;
  invalid?: boolean;
  /** The methods offered, in this order; mobile and card by default. */
  methods?: readonly CertMethod[];
  /** Runs in the click before the popup opens; false keeps it closed (e.g. an input to fix first). */
  beforeStart?: (method: CertMethod) => boolean;
  /** The screen is still spending the verification: the buttons wait and the status says so. */
  pending?: boolean;
  /** data-testid of a method's button instead of `idv-mobile` / `idv-card`. */
  testIds?: Partial<Record<CertMethod, string>>;
  /** The screen's own status lines (e.g. its API's refusal), announced with the buttons' own. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const { state, start, focusPopup, busy } = useIdentityVerification({ purpose, onVerified, onError });
  const done = verified ?? state.status === 'verified';

  const label = (method: CertMethod) =>
    done
      ? method === 'MOBILE'
        ? t('identity.againMobile')
        : t('identity.againCard')
      : method === 'MOBILE'
        ? t('identity.mobile')
        : t('identity.card');

  return (
    <div className="flex flex-col gap-2" data-testid="idv">
      <div
        className={methods.length > 1 ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}
        role="group"
        aria-label={t('identity.groupLabel')}
      >
        {methods.map((method) => (
          <button
            key={method}
            type="button"
            data-testid={testIds?.[method] ?? (method === 'MOBILE' ? 'idv-mobile' : 'idv-card')}
            onClick={() => {
              // The popup opens in the click itself (browsers block it otherwise).
              if (beforeStart && !beforeStart(method)) return;
              start(method);
            }}
            disabled={busy || pending}
            aria-describedby={describedById}
            aria-invalid={invalid || undefined}
            className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
              done
                ? 'border-line bg-white text-ink hover:bg-cream'
                : invalid
                  ? 'border-coral-strong bg-white text-plum hover:bg-plum-soft'
                  : 'border-plum bg-white text-plum hover:bg-plum-soft'
            }`}
          >
            {method === 'MOBILE' ? <PhoneIcon /> : <CardIcon />}
            <span>{label(method)}</span>
          </button>
        ))}
      </div>
      <div aria-live="polite" className="text-sm">
        {state.status === 'waiting' && (
          <p data-testid="idv-status" className="text-muted">
            {t('identity.waiting')}{' '}
            <button
              type="button"
              onClick={focusPopup}
              className="font-semibold text-plum underline underline-offset-4"
            >
              {t('identity.showWindow')}
            </button>
          </p>
        )}
        {(state.status === 'checking' || pending) && (
          <p data-testid="idv-status" className="text-muted">
            {t('identity.checking')}
          </p>
        )}
        {state.status === 'verified' && done && (
          <p data-testid="idv-status" className="font-semibold text-plum">
            {t('identity.CMM_CertificationSuccess')}
          </p>
        )}
        {state.status === 'error' && (
          <p data-testid="idv-error" role="alert" className="text-coral-strong">
            {t(`identity.error.${state.kind}`)}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
