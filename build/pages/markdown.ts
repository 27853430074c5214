import { Marked, type Tokens } from 'marked';
import { escapeHtml } from './escape.ts';

/** Bare paths of this site in running text (/api/sources, /docs, ...), made links. */
const SITE_PATH = /(^|\s|(?<!\])\()(\/(?:api|docs|methodology|races|corrections|openapi\.json)(?:[\w/.-]*[\w/])?)/g;

/** Only these link targets survive: this site's paths, fragments and http(s) URLs (never javascript: or data:). */
const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/)/i;

/**
 * marked (CommonMark + GFM), made safe for any text: raw HTML in the source is shown as text, not passed through,
 * and a link or image with any other scheme is rendered as its text. Our texts are our own, but a description
 * copied from a source must never become markup.
 */
const markdown = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      return SAFE_HREF.test(token.href) ? `<a href="${escapeHtml(token.href)}">${text}</a>` : text;
    },
    image: (token: Tokens.Image) => escapeHtml(token.text),
  },
});

/** Markdown of our own texts to HTML: paragraphs, lists, code, links, and bare site paths as links; raw HTML escaped. */
export function renderMarkdown(text: string): string {
  return (markdown.parse(linkSitePaths(text)) as string).trim();
}

/** Rewrites bare site paths outside code spans as Markdown links, before parsing. */
function linkSitePaths(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 ? part : part.replace(SITE_PATH, (_, pre: string, path: string) => `${pre}[${path}](${path})`),
    )
    .join('');
}
