import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { join } from 'node:path';
import {
  documentTitle,
  isAgencyClientPage,
  NOT_FOUND_META,
  pageMetaFor,
  type PageMeta,
} from '@retainly/domain';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The web app's index.html with the page's own title, description and Open Graph tags written
 * in, so link previews (which run no JavaScript) see each public page as it is.
 */
export class IndexPage {
  private readonly template: string;
  private readonly rendered = new Map<string, string>();
  /**
   * A client portal or unsubscribe page is the agency's: no Retainly name, icon or colour,
   * never indexed.
   */
  private readonly portalPage: string;

  constructor(
    webDist: string,
    private readonly appUrl: string,
  ) {
    this.template = readFileSync(join(webDist, 'index.html'), 'utf8')
      .replace(/\s*<!--[\s\S]*?-->/g, '') // notes for us, not for visitors
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+(name="description"|property="og:[^"]*")[^>]*>\s*/g, '');
    this.portalPage = this.template
      .replace(/<meta\s+name="theme-color"[^>]*>\s*/, '')
      .replace(/<link\s+rel="icon"[^>]*>/, '<link rel="icon" href="data:," />')
      .replace(
        '</head>',
        '    <title>Client Onboarding</title>\n    <meta name="robots" content="noindex" />\n  </head>',
      );
  }

  /**
   * Known pages get their meta, any other path the not-found one. The cache is keyed by the
   * canonical path, so it holds at most one entry per page however the URL is spelled.
   */
  render(path: string): string {
    const page = pageMetaFor(path);
    if (!page && isAgencyClientPage(path)) return this.portalPage;
    const key = page?.path ?? '*';
    let html = this.rendered.get(key);
    if (!html) {
      const publicUrl = page && key !== '/app' ? new URL(key, this.appUrl).href : undefined;
      html = this.withMeta(page?.meta ?? NOT_FOUND_META, publicUrl);
      this.rendered.set(key, html);
    }
    return html;
  }

  private withMeta(meta: PageMeta, url: string | undefined): string {
    const title = escapeHtml(documentTitle(meta));
    const description = escapeHtml(meta.description);
    const tags = [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Retainly" />`,
      ...(url ? [`<meta property="og:url" content="${escapeHtml(url)}" />`] : []),
    ];
    return this.template.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
  }
}

export function sendIndexPage(reply: FastifyReply, page: IndexPage, path: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(page.render(path));
}
