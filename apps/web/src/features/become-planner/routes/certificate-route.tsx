import { isSameVerifiedName } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { IdentityVerificationButtons } from '../../../shared/identity-verification/identity-verification-buttons';
import type { VerifiedIdentity } from '../../../shared/identity-verification/use-identity-verification';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { ConversionError, ConversionFrame } from '../components/conversion-frame';
import { advanceConversion, updateConversionState } from '../lib/conversion-session';

/**
 * /mypage/conversionToPlanner/certificate: 휴대폰/카드 본인확인 (purpose PLANNER_CONVERSION, member
 * endpoints). The verified person must be this member; the server checks it again (and the CI) when
 * it spends the verification.
 */
export function CertificateRoute() {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [mismatch, setMismatch] = useState(false);
  const name = isLoggedIn(session) ? session.user.fullName : '';

  function onVerified(result: VerifiedIdentity) {
    const person = result.identity;
    if (!person || !isSameVerifiedName(person.name, name, '')) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    updateConversionState({
      requestId: result.requestId,
      method: result.method,
      verifiedName: person.name,
      birthDate: person.birthDate,
      verifiedMobile: person.mobileNumber,
      usableUntil: result.usableUntil
    });
    void navigate(paths.conversionStep(advanceConversion('certificate')));
  }

  return (
    <ConversionFrame
      step="certificate"
      title={t('conversion.certificate.title')}
      lead={t('conversion.certificate.lead')}
    >
      <div className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-5 md:p-8">
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-muted">
          <li>{t('conversion.certificate.who', { name })}</li>
          <li>{t('conversion.certificate.why')}</li>
        </ul>
        <IdentityVerificationButtons
          purpose="PLANNER_CONVERSION"
          onVerified={onVerified}
          onError={() => setMismatch(false)}
        />
        {mismatch && <ConversionError message={tc('error.CERT_IDENTITY_MISMATCH')} />}
        <Link to={paths.myPage()} className="btn-secondary h-12 self-center px-6">
          {t('conversion.cancel')}
        </Link>
      </div>
    </ConversionFrame>
  );
}
