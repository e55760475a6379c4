import type { DigestFacts } from '@retainly/domain';
import { renderBrandedEmail, type BrandedEmailContent } from './branded-email';

/** Retainly's own colour: this e-mail is from us to the agency, our customer. */
const RETAINLY_BRAND = { name: 'Retainly', primaryColor: '#16a34a' };

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The weekly digest's subject and body: from Retainly to the agency (our customer). */
export function digestEmail(
  facts: DigestFacts,
  dashboardUrl: string,
): { subject: string; content: BrandedEmailContent } {
  const stalledLine =
    facts.stalledTotal === 0
      ? 'No client is stalled right now.'
      : `Stalled now: ${facts.stalled.join(', ')}${
          facts.stalledTotal > facts.stalled.length
            ? ` and ${facts.stalledTotal - facts.stalled.length} more`
            : ''
        }.`;
  return {
    subject: `Your week in client onboarding: ${plural(facts.newClients, 'new client', 'new clients')}, ${plural(facts.stalledTotal, 'stalled', 'stalled')}`,
    content: {
      preheader: `${plural(facts.modulesCompleted, 'video', 'videos')} completed this week`,
      heading: 'Your weekly onboarding digest',
      paragraphs: [
        [
          `New clients: ${facts.newClients}`,
          `Videos completed: ${facts.modulesCompleted}`,
          `Onboardings completed: ${facts.onboardingsCompleted}`,
          `Minutes watched (videos started this week): ${facts.minutesWatched}`,
        ].join('\n'),
        stalledLine,
      ],
      button: { label: 'Open the activity dashboard', url: dashboardUrl },
      footer: [
        'The last 7 days of your clients’ onboarding, every Monday.',
        'Turn it off in Settings, under Weekly digest e-mail.',
      ],
    },
  };
}

/**
 * The weekly digest as sent: subject, HTML and text. The worker's weekly send, the settings
 * preview and 'Send me one now' all render through this, so the preview is what goes out.
 */
export async function renderDigestEmail(
  facts: DigestFacts,
  appUrl: string,
): Promise<{ subject: string; html: string; text: string }> {
  const dashboardUrl = new URL('/app/activity-dashboard', appUrl).toString();
  const { subject, content } = digestEmail(facts, dashboardUrl);
  const { html, text } = await renderBrandedEmail(RETAINLY_BRAND, content);
  return { subject, html, text };
}
