import type { DataSource } from 'typeorm';
import { VIDEO_CATEGORIES, type MediaTargetType, type SiteVideoSlot } from '@retainly/domain';
import type { SampleModule } from './sample-caption-tracks';
import type { SampleCopy } from './sample-slides';

/**
 * The words of the site videos. Ours, so they may name Retainly; module samples never do,
 * since agencies' clients watch them on the agency's own brand.
 */
const SITE_COPY: Record<SiteVideoSlot, SampleCopy> = {
  landing_intro: {
    kicker: 'Retainly',
    title: 'What Retainly does',
    description: '',
    points: [
      'Onboarding videos your clients watch on your own branded link.',
      'See who has onboarded, and who needs a nudge, on one dashboard.',
      'Branding, a simpler menu and AI offers that keep clients for longer.',
    ],
  },
  walkthrough: {
    kicker: 'Platform Walkthrough',
    title: 'Getting started with Retainly',
    description: '',
    points: [
      'Create your branded onboarding link in the Onboarding Tool.',
      "Follow each client's progress on the Activity Dashboard.",
      'Match your brand and hide the menu links your clients do not need.',
    ],
  },
  free_email: {
    kicker: 'Free e-mail marketing',
    title: 'Install the e-mail marketing snapshot',
    description: '',
    points: [
      'Ready-made onboarding and re-engagement campaigns.',
      'Newsletter and promotion templates you brand as your own.',
      'The workflows that send them, ready to switch on.',
    ],
  },
  switch_explainer: {
    kicker: 'Switch & save',
    title: 'How switching your HighLevel account works',
    description: '',
    points: [
      'Set up your HighLevel account under our affiliate link.',
      'Move your setup across and install the free snapshot.',
      'Reconnect a few items, and carry on with your clients.',
    ],
  },
  transfer_tutorial: {
    kicker: 'Account transfer',
    title: 'Moving your HighLevel account, step by step',
    description: '',
    points: [
      'Contacts, pipelines, funnels and workflows come with you.',
      'Domains, phone numbers and payments need reconnecting.',
      'Billing history and call recordings stay behind.',
    ],
  },
};

/**
 * What a sample for this target says: a catalogue module's current title and description (and
 * the module, for its translated captions), or the site copy.
 */
export async function sampleCopyFor(
  db: DataSource,
  targetType: MediaTargetType,
  targetRef: string,
): Promise<{ copy: SampleCopy; module: SampleModule | null }> {
  // Agencies' own modules never get samples: they have an upload or a link of their own.
  if (targetType === 'agency_module') throw new Error('An agency module has no sample video');
  if (targetType !== 'catalogue_module') return { copy: SITE_COPY[targetType], module: null };
  const [categoryId, moduleId] = targetRef.split('/');
  const [module]: { title: string; description: string }[] = await db.query(
    `SELECT title, description FROM video_catalogue WHERE category_id = $1 AND module_id = $2`,
    [categoryId, moduleId ?? ''],
  );
  if (!module) throw new Error(`No catalogue module ${JSON.stringify(targetRef)}`);
  const category = VIDEO_CATEGORIES.find((candidate) => candidate.id === categoryId);
  return {
    copy: { kicker: category?.title ?? '', title: module.title, description: module.description },
    module: { categoryId, moduleId: moduleId ?? '', ...module },
  };
}
