import { I18nextProvider } from 'react-i18next';
import { portalI18n } from './portal-i18n';
import { PortalLoader } from './portal-loader';
import { PortalShell } from './portal-shell';

/** The agency's client portal at /{versionId}: their name and colours, never ours. */
export function PortalPage({ versionId }: { versionId: string }) {
  return (
    <I18nextProvider i18n={portalI18n}>
      <PortalLoader versionId={versionId} shell={PortalShell} />
    </I18nextProvider>
  );
}
