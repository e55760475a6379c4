import {
  fillNudgePlaceholders,
  NUDGE_COPY,
  renderNudgeText,
  SOURCE_LANGUAGE,
  type NudgeValues,
  type PortalLanguage,
} from '@retainly/domain';
import { renderBrandedEmail, type EmailBrand, type RenderedEmail } from './branded-email';

export interface NudgeEmailInput {
  brand: EmailBrand;
  /** The agency's wording; null or empty means the default. */
  template: { subject: string | null; message: string | null };
  values: NudgeValues;
  unsubscribeUrl: string;
  /** The client's language (else the version's default): our wording and the e-mail's frame. */
  language?: PortalLanguage;
}

/**
 * A stalled-client reminder in the agency's name and colour: its own wording, a button back to
 * the portal (the one-click resume link) and an unsubscribe link. Used by the worker to send
 * and by the api to preview, so the preview is exactly what clients get.
 */
export async function renderNudgeEmail(
  input: NudgeEmailInput,
): Promise<RenderedEmail & { subject: string }> {
  const language = input.language ?? SOURCE_LANGUAGE;
  const copy = NUDGE_COPY[language];
  const fill = (text: string) =>
    fillNudgePlaceholders(text, { ...input.values, agencyName: input.brand.name });
  const { subject, paragraphs } = renderNudgeText(input.template, input.values, language);
  const rendered = await renderBrandedEmail(input.brand, {
    language,
    preheader: fill(copy.preheader),
    heading: copy.heading,
    paragraphs,
    button: { label: copy.button, url: input.values.portalLink },
    footer: [fill(copy.footer)],
    unsubscribeUrl: input.unsubscribeUrl,
    unsubscribeLabel: copy.unsubscribe,
  });
  return { subject, ...rendered };
}
