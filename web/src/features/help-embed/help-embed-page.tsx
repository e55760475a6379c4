import { useEffect } from 'react';
import { PortalLoader } from '@/features/portal/portal-loader';
import { HelpShell } from './help-shell';
import { requestClose } from './use-help-context';

/**
 * The portal's embedded mode: the agency's videos in the CRM's side panel, in the language the
 * client chose for this link, else the version's own. Framed by another site, the browser keeps
 * this page's storage apart from the full portal's, so a choice made there arrives with the
 * sign-in (the server keeps it), not before.
 */
export function HelpEmbedPage({ versionId }: { versionId: string }) {
  // Escape anywhere in the panel asks the CRM to close it (the launcher returns focus).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) requestClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return <PortalLoader versionId={versionId} shell={HelpShell} />;
}
