import { ButtonLink } from '@/components/ui/button-link';
import { useSiteMedia } from '@/features/public-site/api/get-site-media';
import { useSiteConfig } from '@/features/public-site/api/get-site-config';
import { VideoPlayer } from '@/components/video/video-player';

/**
 * Platform Walkthrough: the intro video (hosted, else the configured URL), then on to the
 * onboarding tool (signed-in spec §1).
 */
export function WalkthroughTool() {
  const video = useSiteConfig()?.videos.walkthrough;
  const media = useSiteMedia()?.walkthrough;
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-2xl text-slate-700">
        Watch this short tour to see how Retainly onboards, trains and retains your clients. When
        you're ready, set up your branded onboarding experience in a few steps.
      </p>
      <div className="max-w-3xl">
        <VideoPlayer media={media} src={video} title="Platform walkthrough" />
      </div>
      <div>
        <ButtonLink to="/app/onboarding">Open the Onboarding Tool</ButtonLink>
      </div>
    </div>
  );
}
