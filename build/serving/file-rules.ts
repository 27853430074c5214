import type { Route, StaticInstance } from '../routes/types.ts';
import type { RedirectRule } from './types.ts';

/** A rule placeholder for a parameter (Netlify's placeholders take letters only). */
export const placeholder = (name: string) => name.replace(/_/g, '');

/**
 * The rules that send a route's public requests to its static files: query rules with more parameters first, each
 * size followed by catch-alls that send any other value of those parameters to `catchAll` (the route's function or
 * the fallback), so a request with a bad value never falls through to a rule with fewer parameters. A file at its
 * own public path needs no rule: the CDN serves existing files before any rule.
 */
export function fileRules(files: StaticInstance[], catchAll: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const requests = files
    .flatMap((i) => i.requests.map((r) => ({ ...r, file: i.file })))
    .filter((r) => Object.keys(r.query).length > 0 || r.path !== `/${r.file}`);
  const sizes = [...new Set(requests.map((r) => Object.keys(r.query).length))].sort((a, b) => b - a);
  for (const size of sizes) {
    const ofSize = requests.filter((r) => Object.keys(r.query).length === size);
    for (const r of ofSize) rules.push({ from: r.path, query: r.query, to: `/${r.file}`, status: 200 });
    if (size === 0) continue;
    // Per public path, not the route's template: Netlify reads /api/ratings/{year} literally, so a catch-all
    // there would never match and /api/ratings/2026?format=xlsx would fall through to the JSON file.
    const keySets = [...new Set(ofSize.map((r) => `${r.path} ${Object.keys(r.query).sort().join('&')}`))];
    for (const entry of keySets) {
      const [from, keys] = entry.split(' ') as [string, string];
      rules.push({
        from,
        query: Object.fromEntries(keys.split('&').map((k) => [k, `:${placeholder(k)}`])),
        to: catchAll,
        status: 200,
      });
    }
  }
  return rules;
}

/** A route template with Netlify placeholders: /api/house/{year}/{state} -> /api/house/:year/:state. */
export const placeholderPath = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => `:${placeholder(name)}`);

/**
 * The format rules of a static route whose JSON has no static CSV (issue 21), first among its rules. A route without
 * a format parameter: format=csv (and CSV) to the fallback, which answers 400 unsupported_format, forced, since
 * some of these files sit at their public paths. A route whose format=csv another endpoint serves (office results
 * of one state): format=json to the fallback unforced, so an existing file at the path still answers it (and any
 * other casing reaches the fallback), then any other format to the fallback, forced (a 301 to the CSV, or a 400).
 */
export function formatRules(route: Route, files: StaticInstance[], fallback: string): RedirectRule[] {
  const from = placeholderPath(route.path);
  if (!route.params.some((p) => p.name === 'format')) {
    return ['csv', 'CSV'].map((format) => ({ from, query: { format }, to: fallback, status: 200, force: true }));
  }
  if (files.some((i) => i.requests.some((r) => 'format' in r.query))) return [];
  return [
    { from, query: { format: 'json' }, to: fallback, status: 200 },
    { from, query: { format: ':format' }, to: fallback, status: 200, force: true },
  ];
}
