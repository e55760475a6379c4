import { AGENCIES_CLAIM, type MediaPlayback } from '@retainly/domain';
import { Link } from 'react-router';
import { DeferredVideoPlayer } from '@/components/video/deferred-video-player';
import { CheckList } from './check-list';
import { buttonClass } from '@/components/ui/button-styles';
import { Band } from '@/components/ui/titled-section';

const CLAIMS = [
  '20-25+ brand-less onboarding videos, with new videos every month',
  'An activity dashboard: onboarded users, completion rates and logins',
  'Branding, menu-link removal and AI offer & ads tools',
  '1:1 support from a team that knows HighLevel',
];

const FEATURES = [
  {
    title: 'Track Activity',
    text: 'See which clients have onboarded, their completion rates and when they last logged in.',
  },
  {
    title: 'Onboard & Educate',
    text: '20-25+ brand-less onboarding videos teach your clients HighLevel, with new videos every month.',
  },
  {
    title: 'Fully White-Labeled',
    text: 'Your clients learn under your brand and your link, never ours: your logo, your colors, your menu.',
  },
];

/** Hero ('Onboard. Train. Retain.', intro video, View Plans, Book a Call) and the three blurbs. */
export function HeroSection({
  introMedia,
  introVideo,
  onViewPlans,
}: {
  /** The hosted intro (GET /api/site-media); undefined while loading. */
  introMedia: MediaPlayback | null | undefined;
  /** The configured intro URL, used when no hosted intro is ready. */
  introVideo: string | null | undefined;
  onViewPlans: () => void;
}) {
  return (
    <>
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-16 pt-10 sm:pt-16 lg:grid-cols-2">
        <div>
          <p className="inline-block rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">
            Trusted by {AGENCIES_CLAIM} agencies
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">
            Onboard. Train. Retain.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">
            The white-label onboarding and training toolkit for HighLevel agencies: your clients
            learn the platform under your brand, and you see who is getting value.
          </p>
          <CheckList items={CLAIMS} className="mt-6 text-slate-700" />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button type="button" className={buttonClass({ size: 'lg' })} onClick={onViewPlans}>
              View Plans
            </button>
            <Link to="/book" className={buttonClass({ variant: 'outline', size: 'lg' })}>
              Book a Call
            </Link>
          </div>
        </div>
        <DeferredVideoPlayer media={introMedia} src={introVideo} title="Retainly intro video" />
      </section>
      <Band title="Everything your clients need to stick around" className="bg-slate-50 py-16">
        <div className="mt-10 grid gap-6 sm:grid-cols-3">
          {FEATURES.map((feature) => (
            <article
              key={feature.title}
              className="rounded-xl border border-slate-200 bg-white p-6"
            >
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.text}</p>
            </article>
          ))}
        </div>
      </Band>
    </>
  );
}
