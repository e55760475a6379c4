import { PAGE_META } from '@retainly/domain';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { VideoPlayer } from '@/components/video/video-player';
import { InstallSnapshotButton } from './install-snapshot-button';
import { MarketingLayout, PageHero, Section } from './marketing-layout';
import { SwitchOrPay } from './switch-or-pay';
import { TransferLists } from './transfer-lists';

const SNAPSHOT_INCLUDES = [
  'Ready-made e-mail campaigns for client onboarding and re-engagement',
  'Newsletter and promotion templates you can brand as your own',
  'The workflows that send them, ready to switch on',
];

/** /go: the free e-mail marketing snapshot, and the switch-or-pay choice that unlocks it. */
export function GoPage() {
  usePageMeta(PAGE_META['/go']);
  const config = useSiteConfig();
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="Free e-mail marketing"
        title="Free e-mail marketing for your HighLevel agency"
        intro={
          <p>
            Watch the short tutorial, install our e-mail marketing snapshot into your HighLevel
            account, and start sending in minutes.
          </p>
        }
      />
      <Section>
        <VideoPlayer
          media={null}
          src={config?.videos.freeEmail}
          title="Free e-mail marketing tutorial"
        />
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
      </Section>
      <SwitchOrPay />
      <TransferLists />
    </MarketingLayout>
  );
}
