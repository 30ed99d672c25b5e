import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useResponseStatus } from '../lib/response-status.ts';
import { Button } from '../shared/ui/button.tsx';
import { StatePanel } from '../shared/ui/state-panel.tsx';
import { NotFound } from './not-found.tsx';

/** The router's error element: not found for 404s, otherwise the generic error screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useResponseStatus(isNotFound ? 404 : 500);
  if (isNotFound) return <NotFound />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-20">
      <StatePanel
        isPageTitle
        title={t('errors.unexpected')}
        hint={t('errors.try_later')}
        role="alert"
      >
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      </StatePanel>
    </div>
  );
}
