import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { MessageScreen } from '../../../shared/ui/message-screen';

/**
 * What a logged-in customer sees on /mypage/checkPlannerDocument or /mypage/allowanceInfo (login-guarded in the
 * SPEC, but planners' business): a calm "planners only" page with the way to become one, instead of a bounce.
 */
export function PlannersOnly({ page }: { page: string }) {
  const { t } = useTranslation('planner');
  return (
    <div data-testid="planners-only">
      <MessageScreen
        title={t('docs.plannersOnly.title')}
        body={t('docs.plannersOnly.body')}
        documentTitle={page}
      >
        <Link to={paths.conversionStep('certificate')} className="btn-secondary mt-6">
          {t('docs.plannersOnly.convert')}
        </Link>
      </MessageScreen>
    </div>
  );
}
