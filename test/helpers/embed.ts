import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from './server.ts';
import {
  DEFAULT_CHOICES,
  embedSnippet,
  SNIPPET_CHOICES,
  type SnippetOptions,
} from '../../build/pages/embed-snippet.ts';

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** A race page's snippet builder: its data attributes (the race's part of every snippet) and the default snippet shown. */
export async function builderOf(server: RunningServer, raceId: string, baseUrl: string) {
  const html = await (await server.get(`/races/${raceId}`)).text();
  const tag = /<div class="embed-builder"[^>]*>/.exec(html)![0];
  const attr = (name: string) =>
    unescape(new RegExp(`data-${name}="([^"]*)"`).exec(tag)![1]!).replaceAll(baseUrl, server.url);
  const shown = unescape(/<textarea[^>]*class="snippet"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)![1]!).replaceAll(
    baseUrl,
    server.url,
  );
  return {
    data: { src: attr('src'), title: attr('title'), height: Number(attr('height')), host: attr('host') },
    shown,
  };
}

/** The snippets a race page builds, by theme (the other choices at their defaults), pointed at the test server. */
export async function snippetsOf(
  server: RunningServer,
  raceId: string,
  baseUrl: string,
  choices: Partial<SnippetOptions> = {},
): Promise<Record<string, string>> {
  const { data } = await builderOf(server, raceId, baseUrl);
  return Object.fromEntries(
    SNIPPET_CHOICES.theme.map(([theme]) => [theme, embedSnippet({ ...data, ...DEFAULT_CHOICES, ...choices, theme })]),
  );
}

export interface Embedder {
  url: string;
  close: () => void;
}

/**
 * Another origin that embeds a snippet as a newsroom page would: GET /?html=<snippet> returns an article with the
 * snippet pasted in, and records every message the widget posts (window.posted) for the test to read. With
 * &csp=strict the page is served as a CSP-strict host (script-src 'none', so no script of its own) and records nothing.
 */
export async function startEmbedder(): Promise<Embedder> {
  const server: Server = createServer((req, res) => {
    const params = new URL(req.url!, 'http://x').searchParams;
    const snippet = params.get('html') ?? '';
    const strict = params.get('csp') === 'strict';
    const recorder = strict
      ? ''
      : '<script>window.posted=[];addEventListener("message",function(e){if(e.data&&e.data.type)window.posted.push(e.data)})</script>';
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      ...(strict ? { 'Content-Security-Policy': "script-src 'none'; object-src 'none'" } : {}),
    });
    res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Article</title>
${recorder}</head>
<body style="margin:8px;font-family:serif"><h1>An article</h1><p>Text before the widget.</p>${snippet}<p>Text after the widget.</p></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
