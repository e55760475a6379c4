import { InstallSnapshotButton } from './install-snapshot-button';
import { SnapshotVideoPage } from './snapshot-video-page';

const STEPS = [
  'Watch the explainer video below.',
  'Open the switch link and set up your HighLevel account under our affiliate link.',
  'Move your setup across and install the free snapshot.',
  'Reconnect the items listed below, and carry on with your clients.',
];

/** /switch: the switch explainer, like /go but led by the explainer video. */
export function SwitchPage() {
  return (
    <SnapshotVideoPage
      path="/switch"
      eyebrow="Switch & save"
      title="How switching your HighLevel account works"
      intro="Switching moves your HighLevel setup to an account under our affiliate link. Most of it comes with you, and this video shows every step."
      video={{ key: 'switchExplainer', title: 'Switch explainer' }}
    >
      <h2 className="mt-10 text-2xl font-bold">Four steps</h2>
      <ol className="mt-4 flex list-decimal flex-col gap-2 pl-5 text-slate-700">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="mt-8">
        <InstallSnapshotButton />
      </div>
    </SnapshotVideoPage>
  );
}
