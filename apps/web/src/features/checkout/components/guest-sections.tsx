import { formatMobile, GUEST_PASSWORD_MAX, GUEST_PASSWORD_MIN } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { WrappableText } from '../../../shared/ui/wrappable-text';
import type { NonUserInfo } from '../lib/payment-state';
import { ProblemText, Section } from '../../../shared/ui/section';

/** The guest's orderer details (filled in on /order/nonuser/info), with a way back to change them. */
export function OrdererSection({ orderer }: { orderer: NonUserInfo }) {
  const { t } = useTranslation('checkout');
  return (
    <Section
      id="order-orderer"
      title={t('guest.orderer')}
      aside={
        <Link
          to={paths.guestOrderInfo()}
          className="text-sm font-semibold text-plum underline"
          data-testid="order-orderer-edit"
        >
          {t('guest.edit')}
        </Link>
      }
    >
      <p className="text-sm text-ink" data-testid="order-orderer-details">
        <span className="whitespace-nowrap">{orderer.name}</span> ·{' '}
        <span className="whitespace-nowrap">{formatMobile(orderer.mobileNumber)}</span> ·{' '}
        <WrappableText text={orderer.email} />
      </p>
    </Section>
  );
}

/** The password a guest looks the order up with later (never stored in the browser). */
export function GuestPasswordSection({
  password,
  confirm,
  problem,
  onChange
}: {
  password: string;
  confirm: string;
  problem: 'password' | 'mismatch' | null;
  onChange: (password: string, confirm: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const limits = { min: GUEST_PASSWORD_MIN, max: GUEST_PASSWORD_MAX };
  const hintId = 'order-guest-password-hint';
  const errorId = 'order-guest-password-error';
  return (
    <Section id="order-guest-password" title={t('guest.password')}>
      <div className="grid gap-2 md:grid-cols-2">
        <label className="text-sm text-muted">
          {t('guest.password')}
          <input
            type="password"
            autoComplete="new-password"
            data-testid="order-guest-password-input"
            className="mt-1 h-12 w-full rounded-xl border border-line bg-white px-4 text-[15px] text-ink"
            value={password}
            maxLength={limits.max}
            aria-invalid={problem === 'password'}
            aria-describedby={problem === 'password' ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onChange(event.target.value, confirm)}
          />
        </label>
        <label className="text-sm text-muted">
          {t('guest.passwordConfirm')}
          <input
            type="password"
            autoComplete="new-password"
            data-testid="order-guest-password-confirm"
            className="mt-1 h-12 w-full rounded-xl border border-line bg-white px-4 text-[15px] text-ink"
            value={confirm}
            maxLength={limits.max}
            aria-invalid={problem === 'mismatch'}
            aria-describedby={problem === 'mismatch' ? errorId : undefined}
            onChange={(event) => onChange(password, event.target.value)}
          />
        </label>
      </div>
      <p id={hintId} className="mt-1 text-xs text-muted">
        {t('guest.passwordHint', limits)}
      </p>
      {problem === 'password' && (
        <ProblemText id={errorId}>{t('guest.ORD_GuestPasswordLength', limits)}</ProblemText>
      )}
      {problem === 'mismatch' && <ProblemText id={errorId}>{t('guest.passwordMismatch')}</ProblemText>}
    </Section>
  );
}
