/**
 * Issue 22: every page of the built site names the site in its title and has a meta description and OpenGraph
 * title, description and type (no image); sitemap.xml lists every page (not the widgets or the 404 page) with
 * absolute URLs, and robots.txt points at it. Read from the real build and through the local server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SITE_NAME } from '../../build/pages/site-meta.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const dist = inject('distDir');
const BASE = 'http://localhost:8888';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? htmlFiles(join(dir, e.name))
      : e.name.endsWith('.html')
        ? [relative(dist, join(dir, e.name))]
        : [],
  );
}
const pages = htmlFiles(dist).sort();
/** The <head> of a page, as the build wrote it (attribute values stay HTML-escaped, as the templates wrote them). */
const head = (file: string) => readFileSync(join(dist, file), 'utf8').split('</head>')[0]!;
const titleOf = (file: string) => /<title>([^<]*)<\/title>/.exec(head(file))?.[1];
const meta = (file: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`).exec(head(file))?.[1];
const canonical = (file: string) => /<link rel="canonical" href="([^"]*)">/.exec(head(file))?.[1];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('every page: title with the site name, description, OpenGraph tags', () => {
  it('the build has the pages (landing, docs, methodology, races list, race pages, widgets, 404)', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        'index.html',
        'docs.html',
        'methodology.html',
        'corrections.html',
        'races.html',
        '404.html',
        'races/ga-sen-2026.html',
        'embed/race/ga-sen-2026.html',
      ]),
    );
    expect(pages.filter((p) => p.startsWith('races/')).length).toBeGreaterThan(60);
  });

  it.each(pages)('%s', (file) => {
    const title = titleOf(file)!;
    expect(title.endsWith(SITE_NAME), title).toBe(true);
    const description = meta(file, 'name', 'description');
    expect(description && description.length > 20, file).toBe(true);
    expect(meta(file, 'property', 'og:title')).toBe(title);
    expect(meta(file, 'property', 'og:description')).toBe(description);
    expect(meta(file, 'property', 'og:type')).toBe('website');
    expect(meta(file, 'property', 'og:site_name')).toBe(SITE_NAME);
    expect(head(file)).not.toContain('og:image');
  });

  it('a race page: its title, and og:url and canonical are its absolute public URL', () => {
    const file = 'races/ga-sen-2026.html';
    expect(titleOf(file)).toBe(`Georgia Senate 2026: polls, average and ratings | ${SITE_NAME}`);
    expect(meta(file, 'property', 'og:url')).toBe(`${BASE}/races/ga-sen-2026`);
    expect(canonical(file)).toBe(`${BASE}/races/ga-sen-2026`);
    expect(titleOf('index.html')).toBe(SITE_NAME);
    expect(canonical('404.html')).toBeUndefined();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every page but the widgets and the 404 page, each URL answering 200', async () => {
    const res = await server.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const expected = pages
      .filter((p) => !p.startsWith('embed/') && p !== '404.html')
      .map((p) => `${BASE}${p === 'index.html' ? '/' : `/${p.replace(/\.html$/, '')}`}`)
      .sort();
    expect(locs).toEqual(expected);
    for (const loc of locs) expect((await server.get(loc.slice(BASE.length))).status, loc).toBe(200);
  });

  it('robots.txt allows the site, keeps crawlers off the widget frames and names the sitemap', async () => {
    const res = await server.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(`User-agent: *\nDisallow: /embed/\n\nSitemap: ${BASE}/sitemap.xml\n`);
  });
});
