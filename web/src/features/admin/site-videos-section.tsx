import { useQuery } from '@tanstack/react-query';
import { SITE_VIDEO_KEYS, type SiteVideoSlot } from '@retainly/domain';
import { siteMediaQuery } from './api/get-site-media';
import { SampleBadge, VideoMediaPanel } from './video-media-panel';
import { TitledSection } from '@/components/ui/titled-section';

/** Every site video slot (SITE_VIDEO_SLOTS), in its order: where each one plays. */
const SLOTS: { type: SiteVideoSlot; title: string; where: string }[] = [
  {
    type: 'landing_intro',
    title: 'Landing page intro',
    where: 'Plays on the landing page, for visitors deciding whether to sign up.',
  },
  {
    type: 'walkthrough',
    title: 'Platform Walkthrough',
    where: 'Plays in the app, for agencies learning the tools.',
  },
  {
    type: 'free_email',
    title: 'Free e-mail marketing tutorial',
    where: 'Plays on /go, before the snapshot install.',
  },
  {
    type: 'switch_explainer',
    title: 'Switch explainer',
    where: 'Plays on /switch, explaining how switching a HighLevel account works.',
  },
  {
    type: 'transfer_tutorial',
    title: 'HighLevel account transfer tutorial',
    where: "Plays on the landing page's 'Watch the Transfer Tutorial', in the affiliate section.",
  },
];

/** The videos of the site itself, kept like a module's: upload, replace, captions. */
export function SiteVideosSection() {
  const { data, isError } = useQuery(siteMediaQuery());
  return (
    <TitledSection
      title="Site videos"
      titleClassName="text-lg font-bold"
      className="flex flex-col gap-2"
    >
      {isError && <p role="alert">The site videos could not be loaded.</p>}
      {data && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {SLOTS.map((slot) => {
            const { media, pendingMedia } = data[SITE_VIDEO_KEYS[slot.type]];
            return (
              <li key={slot.type} aria-label={slot.title} className="flex flex-col gap-3 px-4 py-4">
                <div className="text-sm">
                  <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                    {slot.title} {media?.isSample && <SampleBadge />}
                  </h3>
                  <p className="text-slate-700">{slot.where}</p>
                  {!media && (
                    <p className="text-xs text-slate-600">No video yet: it shows as coming soon</p>
                  )}
                </div>
                <VideoMediaPanel
                  target={{ type: slot.type, ref: '' }}
                  title={slot.title}
                  media={media}
                  pendingMedia={pendingMedia}
                />
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
