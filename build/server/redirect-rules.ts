/**
 * The subset of Netlify's _redirects semantics the build generates, implemented as Netlify's engine behaves
 * (checked by test/conformance against @netlify/dev's own engine):
 * - rules are tried in order, first match wins;
 * - paths match case-sensitively, with or without a trailing slash; "/x/*" matches /x and everything under it;
 * - every query parameter a rule lists must be present (the last value of a repeated one counts); a literal
 *   value must match exactly (case-sensitively), ":name" matches any value, even empty; other parameters are ignored;
 * - a rule does not apply when a static file exists at the request path (shadowing: the plan writes no forced rule).
 * The rules are the serving plan's (build/serving), read from the deployed _redirects by serving/netlify-files.ts.
 */
import type { RedirectRule } from '../serving/types.ts';

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

function pathMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path === `${base}/` || path.startsWith(`${base}/`);
  }
  const p = trimSlash(pattern).split('/');
  const s = trimSlash(path).split('/');
  if (p.length !== s.length) return false;
  return p.every((seg, i) => (seg.startsWith(':') ? s[i] !== '' : seg === s[i]));
}

function queryMatches(rule: RedirectRule, query: URLSearchParams): boolean {
  return Object.entries(rule.query).every(([k, v]) => {
    const all = query.getAll(k);
    if (all.length === 0) return false;
    return v.startsWith(':') || all[all.length - 1] === v;
  });
}

type Indexed = { index: number; rule: RedirectRule };

/** The lookup key of a path and an exact set of query values: sorted k=v pairs. */
const exactKey = (path: string, pairs: [string, string][]) =>
  `${path}?${pairs
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&')}`;

/**
 * Rules indexed for lookup, the match still being the first rule in file order: rules whose path and query values
 * are all literal by their exact path and query (tens of thousands of generated rules, found by trying each subset
 * of the request's parameters), the others (placeholders, wildcards) in a list scanned in order.
 */
export class RedirectTable {
  private readonly exact = new Map<string, Indexed>();
  private readonly keysOf = new Map<string, Set<string>>();
  private readonly others: Indexed[] = [];
  constructor(rules: RedirectRule[]) {
    rules.forEach((rule, index) => {
      const pairs = Object.entries(rule.query);
      const literal =
        !rule.from.includes('*') && !rule.from.includes(':') && pairs.every(([, v]) => !v.startsWith(':'));
      if (!literal) return void this.others.push({ index, rule });
      const path = trimSlash(rule.from);
      const key = exactKey(path, pairs);
      if (!this.exact.has(key)) this.exact.set(key, { index, rule });
      const keys = this.keysOf.get(path) ?? new Set<string>();
      for (const [k] of pairs) keys.add(k);
      this.keysOf.set(path, keys);
    });
  }
  /** The first rule matching a decoded path and query, or null. */
  match(path: string, query: URLSearchParams): RedirectRule | null {
    const trimmed = trimSlash(path);
    let best: Indexed | undefined;
    const known = this.keysOf.get(trimmed);
    if (known) {
      // The request's last value of each parameter some literal rule of this path names; try every subset.
      const given = [...known].filter((k) => query.has(k)).map((k): [string, string] => [k, query.getAll(k).at(-1)!]);
      for (let mask = 0; mask < 1 << given.length; mask++) {
        const hit = this.exact.get(
          exactKey(
            trimmed,
            given.filter((_, i) => mask & (1 << i)),
          ),
        );
        if (hit && (!best || hit.index < best.index)) best = hit;
      }
    }
    const other = this.others.find(
      (c) => (!best || c.index < best.index) && pathMatches(c.rule.from, path) && queryMatches(c.rule, query),
    );
    return (other ?? best)?.rule ?? null;
  }
}
