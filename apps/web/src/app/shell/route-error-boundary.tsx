import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { MessageScreen } from '../../shared/ui/message-screen';
import { loginRequiredOf } from '../guards/login-required-data';

/** The login prompt's screen: only a guarded page opened as a guest shows it (docs/decisions/060). */
const LoginRequiredScreen = lazy(() =>
  import('../guards/login-required').then((m) => ({ default: m.LoginRequiredScreen }))
);

/** Errors whose own message explains more than the generic text. */
const SCREEN_CODES = ['TIMEOUT', 'NETWORK_ERROR', 'MAINTENANCE', 'RATE_LIMITED'] as const;

/** Every route's error element: translated, with a way home. Not-found answers get the not-found copy. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const loginRequired = loginRequiredOf(error);
  if (loginRequired) {
    return (
      <Suspense fallback={null}>
        <LoginRequiredScreen {...loginRequired} />
      </Suspense>
    );
  }
  if (isApiError(error) && error.code === 'PRODUCT_NOT_FOUND') {
    return <MessageScreen title={t('product.notFoundTitle')} body={t('product.notFoundBody')} />;
  }
  if (isApiError(error) && error.code === 'CATEGORY_NOT_FOUND') {
    return (
      <MessageScreen
        title={t('catalogue.categoryNotFoundTitle')}
        body={t('catalogue.categoryNotFoundBody')}
      />
    );
  }
  if ((isApiError(error) && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404)) {
    return <MessageScreen title={t('notFound.title')} body={t('notFound.body')} />;
  }
  const code = isApiError(error) ? SCREEN_CODES.find((item) => item === error.code) : undefined;
  const requestId = isApiError(error) ? error.requestId : undefined;
  const body = code ? t(`error.${code}`) : t('routeError.body');
  return (
    <MessageScreen title={t('routeError.title')} body={body}>
      {requestId && <p className="mt-3 text-xs text-muted">{t('routeError.requestId', { id: requestId })}</p>}
    </MessageScreen>
  );
}

/** The root's error element renders without the shell, so it brings its own frame. */
export function RootErrorBoundary() {
  return (
    <main id="main" className="min-h-screen bg-cream">
      <RouteErrorBoundary />
    </main>
  );
}
