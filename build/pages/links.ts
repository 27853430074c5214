import registry from '../curated/sources.json' with { type: 'json' };

export interface Segment {
  text: string;
  href?: string;
}

const URL_PATTERN = /https?:\/\/[^\s(),]+[^\s(),.;:]/g;

/** A text with its URLs as link segments (the source registry writes upstreams as prose with URLs in it). */
export function linkSegments(text: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    if (m.index! > at) out.push({ text: text.slice(at, m.index) });
    out.push({ text: m[0], href: m[0] });
    at = m.index! + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/**
 * The page a source data set was read from: the page a scrape was "scraped from" when the registry names one
 * (270toWin's rating maps), else the first URL of its upstream; null when the upstream has no URL.
 */
export function sourcePage(sourceId: string): string | null {
  const entry = registry.sources.find((s) => s.id === sourceId);
  if (!entry) return null;
  const scraped = /scraped from (https?:\/\/\S+?)[),]?(\s|$)/.exec(entry.upstream)?.[1];
  return scraped ?? entry.upstream.match(URL_PATTERN)?.[0] ?? null;
}
