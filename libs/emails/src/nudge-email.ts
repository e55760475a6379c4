import { renderNudgeText, type NudgeValues } from '@retainly/domain';
import { renderBrandedEmail, type EmailBrand, type RenderedEmail } from './branded-email';

export interface NudgeEmailInput {
  brand: EmailBrand;
  /** The agency's wording; null or empty means the default. */
  template: { subject: string | null; message: string | null };
  values: NudgeValues;
  unsubscribeUrl: string;
}

/**
 * A stalled-client reminder in the agency's name and colour: its own wording, a button back to
 * the portal (the one-click resume link) and an unsubscribe link. Used by the worker to send
 * and by the api to preview, so the preview is exactly what clients get.
 */
export async function renderNudgeEmail(
  input: NudgeEmailInput,
): Promise<RenderedEmail & { subject: string }> {
  const { subject, paragraphs } = renderNudgeText(input.template, input.values);
  const rendered = await renderBrandedEmail(input.brand, {
    preheader: `Pick up where you left off: ${input.values.nextModule}`,
    heading: 'Pick up where you left off',
    paragraphs,
    button: { label: 'Continue my onboarding', url: input.values.portalLink },
    footer: [
      `You're getting this because ${input.brand.name} is onboarding you and you haven't been back for a while.`,
    ],
    unsubscribeUrl: input.unsubscribeUrl,
  });
  return { subject, ...rendered };
}
