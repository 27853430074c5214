/**
 * Issue 18: a record marked `certified` must still serve the figures its curated table cites once every later stage
 * has run (name directories, party rules, 2026 additions, the second look). The tables' apply functions set the
 * figures; this check fails the ingest if anything downstream changes one of them, or if an entry's record or
 * candidate is no longer there, so a certified status can never describe figures that differ from the citation.
 */
import type { CheckResult } from './check-result.ts';

/** One curated entry's figures, whichever table it comes from. */
export interface CuratedFigures {
  /** The curated file, for the failure message. */
  table: string;
  record: string;
  /** Served candidate name to the certified count. */
  candidates: Record<string, number>;
  /** The certified total of valid votes, where the entry gives one. */
  total: number | null;
}

/** The served figures of a record, as the check reads them. */
export interface ServedFigures {
  candidates: { name: string; votes: number | null }[];
  total_votes: number | null;
}

/**
 * Per record, the served candidates no certified entry of it counts (entries often give the nominees only): their
 * figures are the source's, and the record's verification note names them (a certified status covers the rest).
 */
export function candidatesNotCertified(
  curated: CuratedFigures[],
  served: Map<string, ServedFigures>,
): Map<string, string[]> {
  const counted = new Map<string, Set<string>>();
  for (const e of curated)
    counted.set(e.record, new Set([...(counted.get(e.record) ?? []), ...Object.keys(e.candidates)]));
  const out = new Map<string, string[]>();
  for (const [id, names] of counted) {
    const missing = (served.get(id)?.candidates ?? []).filter((c) => !names.has(c.name)).map((c) => c.name);
    if (missing.length) out.set(id, missing);
  }
  return out;
}

export function checkCertifiedFiguresServed(
  curated: CuratedFigures[],
  served: Map<string, ServedFigures>,
): CheckResult {
  const failures: string[] = [];
  for (const entry of curated) {
    const record = served.get(entry.record);
    if (!record) {
      failures.push(`${entry.table}: ${entry.record} is not published`);
      continue;
    }
    for (const [name, votes] of Object.entries(entry.candidates)) {
      const c = record.candidates.find((x) => x.name === name);
      if (!c) failures.push(`${entry.table}: ${entry.record} serves no candidate "${name}"`);
      else if (c.votes !== votes)
        failures.push(`${entry.table}: ${entry.record} serves ${name} ${c.votes}, certified ${votes}`);
    }
    if (entry.total !== null && record.total_votes !== entry.total) {
      failures.push(
        `${entry.table}: ${entry.record} serves total_votes ${record.total_votes}, certified ${entry.total}`,
      );
    }
  }
  return {
    name: 'every curated certified figure (candidate counts and totals) is the one served',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${curated.length} curated entries match the served figures`],
  };
}
