import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import { join } from 'node:path';
import { documentTitle, NOT_FOUND_META, pageMetaFor, type PageMeta } from '@retainly/domain';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The web app's index.html with the page's own title, description and Open Graph tags written
 * in, so link previews (which run no JavaScript) see each public page as it is.
 */
export class IndexPage {
  private readonly template: string;
  private readonly rendered = new Map<string, string>();

  constructor(
    webDist: string,
    private readonly appUrl: string,
  ) {
    this.template = readFileSync(join(webDist, 'index.html'), 'utf8')
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+(name="description"|property="og:[^"]*")[^>]*>\s*/g, '');
  }

  /** Known public pages get their meta; any other path (app routes, 404s) the generic one. */
  render(path: string): string {
    const meta = pageMetaFor(path);
    const key = meta ? path.split(/[?#]/)[0] : '*';
    let html = this.rendered.get(key);
    if (!html) {
      html = this.withMeta(meta ?? NOT_FOUND_META, meta ? key : undefined);
      this.rendered.set(key, html);
    }
    return html;
  }

  private withMeta(meta: PageMeta, path: string | undefined): string {
    const title = escapeHtml(documentTitle(meta));
    const description = escapeHtml(meta.description);
    const tags = [
      `<title>${title}</title>`,
      `<meta name="description" content="${description}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Retainly" />`,
      ...(path ? [`<meta property="og:url" content="${new URL(path, this.appUrl).href}" />`] : []),
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
