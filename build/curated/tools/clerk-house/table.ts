/** Writing a generated table (certified-house.json, certified-senate.json, certified-president-clerk.json). */
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Merges new entries into the table's array `field`: an entry already there (a reviewed one) is never overwritten;
 * the array is kept in `order`.
 */
export function mergeIntoTable<E>(
  path: string,
  field: string,
  entries: E[],
  key: (e: E) => string,
  order: (a: E, b: E) => number,
): void {
  const table = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const byKey = new Map((table[field] as E[]).map((e) => [key(e), e]));
  for (const e of entries) if (!byKey.has(key(e))) byKey.set(key(e), e);
  table[field] = [...byKey.values()].sort(order);
  writeFileSync(path, `${JSON.stringify(table, null, 2)}\n`);
}

/** Record-id order and key, the House's and the Senate's. */
export const byRecord = {
  key: (e: { record: string }) => e.record,
  order: (a: { record: string }, b: { record: string }) => a.record.localeCompare(b.record),
};
