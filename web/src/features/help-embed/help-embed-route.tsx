import { I18nextProvider } from 'react-i18next';
import { useParams } from 'react-router';
import { portalIdFromPath } from '@retainly/domain';
import { NotFoundPage } from '@/features/public-site/not-found-page';
import { portalI18n } from '@/features/portal/portal-i18n';
import { HelpEmbedPage } from './help-embed-page';

/** /{id}/help: the portal in the CRM's help panel, in the portal's own languages. */
export function HelpEmbedRoute() {
  const { portalId = '' } = useParams();
  const versionId = portalIdFromPath(`/${portalId}`);
  if (!versionId) return <NotFoundPage />;
  return (
    <I18nextProvider i18n={portalI18n}>
      <HelpEmbedPage key={versionId} versionId={versionId} />
    </I18nextProvider>
  );
}
