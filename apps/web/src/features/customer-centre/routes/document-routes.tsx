import { useQuery } from '@tanstack/react-query';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { certificatesQuery, downloadCertificate, resourcesQuery } from '../api/centre-api';
import { CentreFrame, LoadFailed } from '../components/centre-frame';
import { DocumentList } from '../components/document-list';

/** SPEC §2 /customer/resource: public downloads. */
export function ResourceRoute() {
  const { data, isPending, isError, refetch } = useQuery(resourcesQuery(useLanguage()));
  return (
    <CentreFrame section="resource" testId="centre-resource">
      {isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : isPending ? null : (
        <DocumentList documents={data} />
      )}
    </CentreFrame>
  );
}

/** SPEC §2 /customer/certificate (login): the company's certificates, fetched with the member's token. */
export function CertificateRoute() {
  const { t } = useTranslation('content');
  const { data, isPending, isError, refetch } = useQuery(certificatesQuery(useLanguage()));
  return (
    <CentreFrame section="certificate" testId="centre-certificate">
      <p className="mb-4 rounded-xl bg-cream px-4 py-3 text-sm text-muted">
        {t('centre.document.certificateIntro')}
      </p>
      {isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : isPending ? null : (
        <DocumentList documents={data} download={downloadCertificate} />
      )}
    </CentreFrame>
  );
}
