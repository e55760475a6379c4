import mjml2html from 'mjml';
import { readableTextColor } from '@retainly/domain';
import { escapeHtml } from './escape';

/** Whose e-mail this is: the agency's name and colour, never Retainly's. */
export interface EmailBrand {
  name: string;
  /** A #rrggbb colour for the button and the top rule; anything else falls back to neutral. */
  primaryColor: string | null;
}

export interface BrandedEmailContent {
  /** The line inboxes show after the subject. */
  preheader: string;
  heading: string;
  /** Plain text paragraphs; line breaks inside one are kept. */
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Small print under a rule (why they got it, how to stop it). */
  footer: string[];
  unsubscribeUrl?: string;
  /** The unsubscribe link's words, in the e-mail's language ('Unsubscribe'). */
  unsubscribeLabel?: string;
  /** The e-mail's BCP 47 language (<html lang>), English unless said. */
  language?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const NEUTRAL = '#334155';
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * One responsive, branded e-mail through MJML (tables and inline styles that Outlook and Gmail
 * render alike), plus its plain-text twin for clients that show text only.
 */
export async function renderBrandedEmail(
  brand: EmailBrand,
  content: BrandedEmailContent,
): Promise<RenderedEmail> {
  const primary = brand.primaryColor && HEX.test(brand.primaryColor) ? brand.primaryColor : NEUTRAL;
  const onPrimary = readableTextColor(primary);
  const paragraphs = content.paragraphs
    .map((text) => `<mj-text>${escapeHtml(text).replace(/\n/g, '<br />')}</mj-text>`)
    .join('\n');
  const button = content.button
    ? `<mj-button href="${escapeHtml(content.button.url)}" background-color="${primary}"
         color="${onPrimary}" font-weight="600" border-radius="8px" padding="20px 25px">
         ${escapeHtml(content.button.label)}</mj-button>`
    : '';
  const unsubscribe = content.unsubscribeUrl
    ? `<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#64748b">${escapeHtml(content.unsubscribeLabel ?? 'Unsubscribe')}</a>`
    : '';
  const footer = [...content.footer.map(escapeHtml), unsubscribe].filter(Boolean).join('<br />');

  const { html, errors } = await mjml2html(
    `<mjml lang="${escapeHtml(content.language ?? 'en')}">
      <mj-head>
        <mj-title>${escapeHtml(content.heading)}</mj-title>
        <mj-preview>${escapeHtml(content.preheader)}</mj-preview>
        <mj-attributes>
          <mj-all font-family="-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" />
          <mj-text font-size="16px" line-height="1.5" color="#0f172a" />
        </mj-attributes>
      </mj-head>
      <mj-body background-color="#f1f5f9">
        <mj-section padding="24px 0 0"><mj-column>
          <mj-divider border-color="${primary}" border-width="4px" padding="0 25px" />
        </mj-column></mj-section>
        <mj-section background-color="#ffffff" padding="16px 0 24px"><mj-column>
          <mj-text font-size="14px" font-weight="600" color="#475569">${escapeHtml(brand.name)}</mj-text>
          <mj-text font-size="22px" font-weight="700">${escapeHtml(content.heading)}</mj-text>
          ${paragraphs}
          ${button}
        </mj-column></mj-section>
        <mj-section padding="8px 0 24px"><mj-column>
          <mj-text font-size="12px" color="#64748b">${footer}</mj-text>
        </mj-column></mj-section>
      </mj-body>
    </mjml>`,
    { validationLevel: 'soft' },
  );
  if (errors.length > 0) throw new Error(`E-mail template: ${errors[0]!.formattedMessage}`);
  return { html, text: plainText(brand, content) };
}

function plainText(brand: EmailBrand, content: BrandedEmailContent): string {
  const button = content.button ? [`${content.button.label}: ${content.button.url}`] : [];
  const unsubscribe = content.unsubscribeUrl
    ? [`${content.unsubscribeLabel ?? 'Unsubscribe'}: ${content.unsubscribeUrl}`]
    : [];
  return [
    brand.name,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((text) => [text, '']),
    ...button,
    '',
    '--',
    ...content.footer,
    ...unsubscribe,
  ].join('\n');
}
