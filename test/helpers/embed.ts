import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from './server.ts';

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The embed snippets a race page offers, by theme, pointed at the test server (the build's base URL replaced). */
export async function snippetsOf(server: RunningServer, raceId: string, baseUrl: string): Promise<Record<string, string>> {
  const html = await (await server.get(`/races/${raceId}`)).text();
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<textarea[^>]*class="snippet snippet-(\w+)"[^>]*>([\s\S]*?)<\/textarea>/g)) out[m[1]!] = unescape(m[2]!).replaceAll(baseUrl, server.url);
  return out;
}

export interface Embedder {
  url: string;
  close: () => void;
}

/**
 * Another origin that embeds a snippet as a newsroom page would: GET /?html=<snippet> returns an article with the
 * snippet pasted in, and records every height message the widget posts (window.posted) for the test to read.
 */
export async function startEmbedder(): Promise<Embedder> {
  const server: Server = createServer((req, res) => {
    const snippet = new URL(req.url!, 'http://x').searchParams.get('html') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Article</title>
<script>window.posted=[];addEventListener("message",function(e){if(e.data&&e.data.type)window.posted.push(e.data)})</script></head>
<body style="margin:8px;font-family:serif"><h1>An article</h1><p>Text before the widget.</p>${snippet}<p>Text after the widget.</p></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
