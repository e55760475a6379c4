import type { ReactNode } from 'react';
import { PAGE_META, type SiteConfig } from '@retainly/domain';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { VideoPlayer } from '@/components/video/video-player';
import { MarketingLayout, PageHero, Section } from './marketing-layout';
import { SwitchOrPay } from './switch-or-pay';
import { TransferLists } from './transfer-lists';

/**
 * /go and /switch: a hero, the page's video and what follows it (`children`), then the
 * switch-or-pay choice and what a switch brings across.
 */
export function SnapshotVideoPage({
  path,
  eyebrow,
  title,
  intro,
  video,
  children,
}: {
  path: '/go' | '/switch';
  eyebrow: string;
  title: string;
  intro: string;
  /** The site config's video and the player's title. */
  video: { key: keyof SiteConfig['videos']; title: string };
  children: ReactNode;
}) {
  usePageMeta(PAGE_META[path]);
  const config = useSiteConfig();
  return (
    <MarketingLayout>
      <PageHero eyebrow={eyebrow} title={title} intro={<p>{intro}</p>} />
      <Section>
        <VideoPlayer media={null} src={config?.videos[video.key]} title={video.title} />
        {children}
      </Section>
      <SwitchOrPay />
      <TransferLists />
    </MarketingLayout>
  );
}
