/**
 * Reads the generated _headers file into serve-handler's header config, so the local server sends exactly the
 * headers Netlify would for each static file. Netlify's "*" (anything, across segments) becomes the glob "**";
 * every matching block applies and a later one wins per header, as on Netlify.
 */
export interface ServeHandlerHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

/** Netlify's pattern semantics: case-insensitive, optional trailing slash, "*" = anything. */
function patternFor(source: string): RegExp {
  const body = source
    .replace(/\/+$/, '')
    .split('*')
    .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}/?$`, 'iu');
}

/**
 * The headers the _headers rules give one file path, resolved once per path and cached: serve-handler would
 * otherwise test every block (thousands: one per download) on every request. Blocks without "*" are looked up by
 * their path; the few patterns are tested in order. The cache is bounded (least recently used out), so no stream
 * of distinct paths can grow the server's memory.
 */
export class HeaderTable {
  private readonly literal = new Map<string, number[]>();
  private readonly patterns: number[] = [];
  private readonly blocks: { pattern: RegExp; headers: { key: string; value: string }[] }[];
  private readonly cache = new Map<string, ServeHandlerHeaders[]>();
  private readonly limit: number;
  constructor(text: string, options: { limit?: number } = {}) {
    const blocks = parseHeaders(text);
    const parsed = blocks.map((b) => b.source.replace(/\*\*/g, '*'));
    this.blocks = blocks.map((b, i) => ({ pattern: patternFor(parsed[i]!), headers: b.headers }));
    parsed.forEach((source, i) => {
      if (source.includes('*')) return void this.patterns.push(i);
      const key = literalKey(source);
      this.literal.set(key, [...(this.literal.get(key) ?? []), i]);
    });
    this.limit = options.limit ?? 4096;
  }
  get size(): number {
    return this.cache.size;
  }
  /** serve-handler header config holding only the blocks that apply to this path, in order. */
  configFor(path: string): ServeHandlerHeaders[] {
    let config = this.cache.get(path);
    if (config) this.cache.delete(path);
    else {
      const hits = [
        ...(this.literal.get(literalKey(path)) ?? []),
        ...this.patterns.filter((i) => this.blocks[i]!.pattern.test(path)),
      ].sort((a, b) => a - b);
      config = [{ source: '**', headers: hits.flatMap((i) => this.blocks[i]!.headers) }];
    }
    this.cache.set(path, config);
    if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
    return config;
  }
}

/** Netlify matches header paths case-insensitively, with or without a trailing slash. */
const literalKey = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();

function parseHeaders(text: string): ServeHandlerHeaders[] {
  const blocks: ServeHandlerHeaders[] = [];
  let current: ServeHandlerHeaders | null = null;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { source: raw.trim().replace(/\*/g, '**'), headers: [] };
      blocks.push(current);
    } else if (current) {
      const at = raw.indexOf(':');
      current.headers.push({ key: raw.slice(0, at).trim(), value: raw.slice(at + 1).trim() });
    }
  }
  return blocks;
}
