import { InstallSnapshotButton } from './install-snapshot-button';
import { SnapshotVideoPage } from './snapshot-video-page';

const SNAPSHOT_INCLUDES = [
  'Ready-made e-mail campaigns for client onboarding and re-engagement',
  'Newsletter and promotion templates you can brand as your own',
  'The workflows that send them, ready to switch on',
];

/** /go: the free e-mail marketing snapshot, and the switch-or-pay choice that unlocks it. */
export function GoPage() {
  return (
    <SnapshotVideoPage
      path="/go"
      eyebrow="Free e-mail marketing"
      title="Free e-mail marketing for your HighLevel agency"
      intro="Watch the short tutorial, install our e-mail marketing snapshot into your HighLevel account, and start sending in minutes."
      video={{ key: 'freeEmail', title: 'Free e-mail marketing tutorial' }}
    >
      <div className="mt-8 grid gap-6 sm:grid-cols-[3fr_2fr] sm:items-center">
        <div>
          <h2 className="text-xl font-bold">What is in the snapshot</h2>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-slate-700">
            {SNAPSHOT_INCLUDES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <InstallSnapshotButton />
      </div>
    </SnapshotVideoPage>
  );
}
