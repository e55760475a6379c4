import { useId } from 'react';
import { Link } from 'react-router';
import { callRequestPath } from '@retainly/domain';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { buttonClass } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/external-link';

/**
 * Opens the snapshot's install link on HighLevel; until one is configured, requests a short call
 * on which we install it with the agency (the call request form, about the snapshot).
 */
export function InstallSnapshotButton() {
  const snapshotUrl = useSiteConfig()?.snapshotUrl;
  const noteId = useId();
  if (snapshotUrl) {
    return (
      <ExternalLink href={snapshotUrl} className={buttonClass({ size: 'lg' })}>
        Install the Snapshot
      </ExternalLink>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <Link
        to={callRequestPath('snapshot')}
        aria-describedby={noteId}
        className={buttonClass({ size: 'lg' })}
      >
        Install the Snapshot
      </Link>
      <p id={noteId} className="text-sm text-slate-600">
        We install it in your HighLevel account with you on a short call.
      </p>
    </div>
  );
}
