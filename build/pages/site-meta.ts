/**
 * What every page tells search engines and link previews (issue 22): the site's name in each title, a
 * description and OpenGraph tags (no image: we link no third-party or generated image), robots.txt and a sitemap
 * of the pages. Pure text from the list of pages the build renders.
 */

export const SITE_NAME = 'U.S. Election Data API';

/** A page's <title>: its own title, then the site name (the site name alone when that is the title). */
export function pageTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

/**
 * The public URL path of a rendered page file, or null for files that are not pages to list: the widgets under
 * embed/ (frames for other sites, each a copy of its race page's figures) and the 404 page.
 */
export function pagePathOf(file: string): string | null {
  if (!file.endsWith('.html') || file.startsWith('embed/') || file === '404.html') return null;
  if (file === 'index.html') return '/';
  return `/${file.slice(0, -'.html'.length)}`;
}

/** An absolute URL on this site. */
export const absoluteUrl = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** sitemap.xml (sitemaps.org 0.9): every listed page, sorted, with an absolute URL. */
export function sitemapXml(baseUrl: string, pagePaths: string[]): string {
  const urls = [...new Set(pagePaths)]
    .sort()
    .map((p) => `  <url><loc>${escapeXml(absoluteUrl(baseUrl, p))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled (the data are public); the widgets duplicate the race pages. */
export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Disallow: /embed/', '', `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`, ''].join('\n');
}
