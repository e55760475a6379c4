import type { ReactNode } from 'react';
import { PAGE_META } from '@retainly/domain';
import { usePageMeta } from '@/lib/use-page-meta';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { useSiteMedia } from '@/features/public-site/api/get-site-media';
import { VideoPlayer } from '@/components/video/video-player';
import { MarketingLayout, PageHero, Section } from './marketing-layout';
import { SwitchOrPay } from './switch-or-pay';
import { TransferLists } from './transfer-lists';

/**
 * /go and /switch: a hero, the page's video (an operator's upload, a sample on a fresh
 * install, else the configured URL) and what follows it (`children`), then the
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
  /** The page's site video (hosted in the console, else the site config's URL) and its title. */
  video: { key: 'freeEmail' | 'switchExplainer'; title: string };
  children: ReactNode;
}) {
  usePageMeta(PAGE_META[path]);
  const config = useSiteConfig();
  const media = useSiteMedia();
  return (
    <MarketingLayout>
      <PageHero eyebrow={eyebrow} title={title} intro={<p>{intro}</p>} />
      <Section>
        <VideoPlayer
          media={media && media[video.key]}
          src={config?.videos[video.key]}
          title={video.title}
        />
        {children}
      </Section>
      <SwitchOrPay />
      <TransferLists />
    </MarketingLayout>
  );
}
