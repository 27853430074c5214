/** Record-level differences between two versions of a data file, for the change report. */

export interface RecordDiff<T> {
  added: T[];
  removed: T[];
  changed: { key: string; before: T; after: T; fields: string[] }[];
}

/** An array element's key: its `name` or `id` when it has one (candidates[Ann Richards]), else null. */
function elementKey(element: unknown): string | null {
  const o = element as { name?: unknown; id?: unknown } | null;
  return typeof o?.name === 'string' ? o.name : typeof o?.id === 'string' ? o.id : null;
}

/** Arrays whose elements all have distinct keys are compared by key (an inserted candidate is one addition). */
function keyed(values: unknown[]): Map<string, unknown> | null {
  const keys = values.map(elementKey);
  if (keys.some((k) => k === null) || new Set(keys).size !== keys.length) return null;
  return new Map(values.map((v, i) => [keys[i]!, v]));
}

const show = (v: unknown) => (v === undefined ? '(none)' : JSON.stringify(v));

/** Paths and values that differ between two JSON values, e.g. `candidates[Ann Richards].votes: 120 -> 125`. */
export function fieldChanges(before: unknown, after: unknown, path = '', out: string[] = [], limit = 12): string[] {
  if (out.length >= limit || JSON.stringify(before) === JSON.stringify(after)) return out;
  const isObj = (v: unknown) => v !== null && typeof v === 'object';
  if (Array.isArray(before) && Array.isArray(after)) {
    const [a, b] = [keyed(before), keyed(after)];
    if (a && b) {
      for (const [k, v] of b) {
        if (!a.has(k)) out.push(`${path}[${k}]: added ${show(v)}`);
        else fieldChanges(a.get(k), v, `${path}[${k}]`, out, limit);
      }
      for (const k of a.keys()) if (!b.has(k)) out.push(`${path}[${k}]: removed`);
      const order = (m: Map<string, unknown>) => [...m.keys()].filter((k) => a.has(k) && b.has(k)).join('|');
      if (order(a) !== order(b)) out.push(`${path}: order ${[...b.keys()].join(', ')}`);
      return out.slice(0, limit);
    }
    for (let i = 0; i < Math.max(before.length, after.length); i++) fieldChanges(before[i], after[i], `${path}[${i}]`, out, limit);
    return out;
  }
  if (isObj(before) && isObj(after) && !Array.isArray(before) && !Array.isArray(after)) {
    for (const k of new Set([...Object.keys(before as object), ...Object.keys(after as object)])) {
      fieldChanges((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out, limit);
    }
    return out;
  }
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
