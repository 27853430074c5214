/**
 * Reads the generated _headers file into serve-handler's header config, so the local server sends exactly the
 * headers Netlify would for each static file. Netlify's "*" (anything, across segments) becomes the glob "**";
 * every matching block applies and a later one wins per header, as on Netlify.
 */
export interface ServeHandlerHeaders {
  source: string;
  headers: { key: string; value: string }[];
}

export function parseHeaders(text: string): ServeHandlerHeaders[] {
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
