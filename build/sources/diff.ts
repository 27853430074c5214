/** Record-level differences between two versions of a data file, for the change report. */

export interface RecordDiff<T> {
  added: T[];
  removed: T[];
  changed: { key: string; before: T; after: T; fields: string[] }[];
}

/** An array element's name in a path: its `name` or `id` when it has one (candidates[Ann Richards]), else its index. */
function label(element: unknown, index: string): string {
  const o = element as { name?: unknown; id?: unknown } | null;
  return typeof o?.name === 'string' ? o.name : typeof o?.id === 'string' ? o.id : index;
}

/** Paths and values that differ between two JSON values, e.g. `candidates[1].votes: 120 -> 125`. */
export function fieldChanges(before: unknown, after: unknown, path = '', out: string[] = [], limit = 12): string[] {
  if (out.length >= limit) return out;
  if (JSON.stringify(before) === JSON.stringify(after)) return out;
  const isObj = (v: unknown) => v !== null && typeof v === 'object';
  if (isObj(before) && isObj(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = Array.isArray(before)
      ? [...Array(Math.max(before.length, (after as unknown[]).length)).keys()].map(String)
      : [...new Set([...Object.keys(before as object), ...Object.keys(after as object)])];
    for (const k of keys) {
      const child = Array.isArray(before) ? `${path}[${label((before as unknown[])[Number(k)] ?? (after as unknown[])[Number(k)], k)}]` : path ? `${path}.${k}` : k;
      fieldChanges((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], child, out, limit);
    }
    return out;
  }
  const show = (v: unknown) => (v === undefined ? '(none)' : JSON.stringify(v));
  out.push(`${path}: ${show(before)} -> ${show(after)}`);
  return out;
}

export function diffRecords<T>(before: T[], after: T[], key: (r: T) => string): RecordDiff<T> {
  const old = new Map(before.map((r) => [key(r), r]));
  const now = new Map(after.map((r) => [key(r), r]));
  const diff: RecordDiff<T> = { added: [], removed: [], changed: [] };
  for (const [k, r] of now) {
    const prev = old.get(k);
    if (prev === undefined) diff.added.push(r);
    else if (JSON.stringify(prev) !== JSON.stringify(r)) diff.changed.push({ key: k, before: prev, after: r, fields: fieldChanges(prev, r) });
  }
  for (const [k, r] of old) if (!now.has(k)) diff.removed.push(r);
  return diff;
}
