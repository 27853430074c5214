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
  /** Whether the entry gives the votes no candidate is named for (a total, or the unattributed count itself). */
  remainderGiven?: boolean;
}

/** The served figures of a record, as the check reads them. */
export interface ServedFigures {
  candidates: { name: string; votes: number | null }[];
  total_votes: number | null;
  unattributed_votes?: number;
}

/** What a record's certified entries leave to the source: candidates they do not count, unattributed votes. */
export interface NotCertified {
  candidates: string[];
  /** Unattributed votes (total less the counts) no entry gives: the source's total decides them. */
  unattributed: number;
}

/**
 * Per record, what no certified entry of it gives (entries often give the nominees only, or no total): the served
 * candidates they do not count, and unattributed votes no entry gives. Those figures are the source's, and the
 * record's verification note says so (a certified status covers the rest).
 */
export function candidatesNotCertified(
  curated: CuratedFigures[],
  served: Map<string, ServedFigures>,
): Map<string, NotCertified> {
  const counted = new Map<string, { names: Set<string>; remainder: boolean }>();
  for (const e of curated) {
    const prev = counted.get(e.record);
    counted.set(e.record, {
      names: new Set([...(prev?.names ?? []), ...Object.keys(e.candidates)]),
      remainder: (prev?.remainder ?? false) || e.total !== null || e.remainderGiven === true,
    });
  }
  const out = new Map<string, NotCertified>();
  for (const [id, { names, remainder }] of counted) {
    const record = served.get(id);
    const candidates = (record?.candidates ?? []).filter((c) => !names.has(c.name)).map((c) => c.name);
    const unattributed = remainder ? 0 : (record?.unattributed_votes ?? 0);
    if (candidates.length || unattributed) out.set(id, { candidates, unattributed });
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
