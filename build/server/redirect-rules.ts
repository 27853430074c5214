/**
 * The subset of Netlify's _redirects semantics the build generates, implemented as Netlify's engine behaves
 * (checked by test/conformance against @netlify/dev's own engine):
 * - rules are tried in order, first match wins;
 * - paths match case-sensitively, with or without a trailing slash; "/x/*" matches /x and everything under it;
 * - every query parameter a rule lists must be present (the last value of a repeated one counts); a literal
 *   value must match exactly (case-sensitively), ":name" matches any value, even empty; other parameters are ignored;
 * - a non-forced rule does not apply when a static file exists at the request path (shadowing).
 */
export interface ParsedRule {
  from: string;
  query: [string, string][];
  to: string;
  status: number;
  force: boolean;
}

export function parseRedirects(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const parts = line.split(/\s+/);
    const from = parts[0]!;
    let i = 1;
    const query: [string, string][] = [];
    while (i < parts.length && parts[i]!.includes('=') && !parts[i]!.startsWith('/')) {
      const [k, v] = parts[i]!.split('=') as [string, string];
      query.push([k, v ?? '']);
      i++;
    }
    const to = parts[i++]!;
    const statusPart = parts[i] ?? '301';
    rules.push({ from, query, to, status: Number(statusPart.replace('!', '')), force: statusPart.endsWith('!') });
  }
  return rules;
}

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

function queryMatches(rule: ParsedRule, query: URLSearchParams): boolean {
  return rule.query.every(([k, v]) => {
    const all = query.getAll(k);
    if (all.length === 0) return false;
    return v.startsWith(':') || all[all.length - 1] === v;
  });
}

/**
 * Rules indexed for lookup: literal paths in a map (thousands of generated rules), patterns in a list; the match
 * is still the first rule in file order.
 */
export class RedirectTable {
  private readonly literal = new Map<string, { index: number; rule: ParsedRule }[]>();
  private readonly patterns: { index: number; rule: ParsedRule }[] = [];
  constructor(rules: ParsedRule[]) {
    rules.forEach((rule, index) => {
      if (rule.from.includes('*') || rule.from.includes(':')) this.patterns.push({ index, rule });
      else {
        const key = trimSlash(rule.from);
        this.literal.set(key, [...(this.literal.get(key) ?? []), { index, rule }]);
      }
    });
  }
  /** The first rule matching a decoded path and query, or null. */
  match(path: string, query: URLSearchParams): ParsedRule | null {
    const literal = (this.literal.get(trimSlash(path)) ?? []).find((c) => queryMatches(c.rule, query));
    const pattern = this.patterns.find((c) => (!literal || c.index < literal.index) && pathMatches(c.rule.from, path) && queryMatches(c.rule, query));
    return (pattern ?? literal)?.rule ?? null;
  }
}
