/** npm version ranges, the subset that engines fields use; enough for test/quality/engines.test.ts. */
type Version = [number, number, number];

const parse = (v: string): Version => {
  const [a, b, c] = v
    .replace(/^v/, '')
    .split('.')
    .map((x) => (/^\d+$/.test(x) ? Number(x) : NaN));
  return [a ?? 0, Number.isNaN(b) || b === undefined ? 0 : b, Number.isNaN(c) || c === undefined ? 0 : c];
};
const compare = (x: Version, y: Version) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2];

/** One comparator of an npm range (>=, >, <=, <, ^, or a bare/x version), the subset engines fields use. */
function satisfiesComparator(version: Version, comparator: string): boolean {
  const m = /^(>=|>|<=|<|\^|~|=)?\s*v?([\d.x*]+)$/.exec(comparator);
  if (!m) throw new Error(`unreadable engines comparator "${comparator}"`);
  const [, op = '', raw] = m;
  if (raw === '*' || raw === 'x') return true;
  const parts = raw!.split('.');
  const wild = parts.findIndex((p) => p === 'x' || p === '*');
  const given = wild < 0 ? parts.length : wild;
  const bound = parse(raw!.replace(/[x*]/g, '0'));
  const c = compare(version, bound);
  switch (op) {
    case '>=':
      return c >= 0;
    case '>':
      return c > 0;
    case '<=':
      return c <= 0;
    case '<':
      return c < 0;
    case '^':
      return c >= 0 && version[0] === bound[0];
    case '~':
      return c >= 0 && version[0] === bound[0] && version[1] === bound[1];
    default:
      return parts.slice(0, given).every((p, i) => Number(p) === version[i]);
  }
}

/** An npm range: alternatives joined by ||, each a space-separated list of comparators that must all hold. */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alt) =>
    alt
      .trim()
      .replace(/(>=|>|<=|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((c) => satisfiesComparator(v, c)),
  );
}
