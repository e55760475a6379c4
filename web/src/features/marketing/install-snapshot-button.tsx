import { useId } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '@/features/public-site/use-site-config';
import { CTA_CLASSES, TEXT_LINK_CLASS } from './cta-link';
import { ExternalLink } from './external-link';

/** Opens the snapshot's install link on HighLevel; until one is configured, says so calmly. */
export function InstallSnapshotButton() {
  const snapshotUrl = useSiteConfig()?.snapshotUrl;
  const noteId = useId();
  if (snapshotUrl) {
    return (
      <ExternalLink href={snapshotUrl} className={CTA_CLASSES.primary}>
        Install the Snapshot
      </ExternalLink>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        disabled
        aria-describedby={noteId}
        className="inline-flex cursor-not-allowed items-center justify-center rounded-lg bg-slate-200 px-5 py-3 text-sm font-semibold text-slate-600"
      >
        Install the Snapshot
      </button>
      <p id={noteId} className="text-sm text-slate-600">
        The install link is coming soon.{' '}
        <Link to="/book" className={TEXT_LINK_CLASS}>
          Book a call
        </Link>{' '}
        and we will install it with you.
      </p>
    </div>
  );
}
