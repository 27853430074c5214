/** Class 10: certified counts replace a source's pre-certification counts, each with its citation. */
import { z } from 'zod';
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from './checks.ts';
import type { Ledger } from './ledger.ts';
import { normalizeParty } from './parties.ts';
import { pct, shares } from './tally.ts';
import { round3 } from '../../schemas/common.ts';

/** A candidate the cited canvass counts that no source file names (issue 18: named candidates stay named). */
interface AddedCandidate {
  name: string;
  party_label: string;
  votes: number;
  write_in?: boolean;
}

export interface CertifiedCount {
  record: string;
  /** Candidates the page counts that no source names; their votes were unattributed or missing from the total. */
  added?: AddedCandidate[];
  candidates: Record<string, number>;
  source: string;
  why: string;
  /**
   * The certified total, where a candidate on the ballot has no cited count: total_votes minus the named counts is
   * then published as unattributed, and `unattributed_why` (required with it) says whose votes they are.
   */
  total_votes?: number;
  unattributed_why?: string;
}

export const CertifiedCountsFileSchema = z.object({
  races: z.array(
    z
      .object({
        record: z.string().min(1),
        added: z
          .array(
            z
              .object({
                name: z.string().min(1),
                party_label: z.string(),
                votes: z.number().int().min(0),
                write_in: z.boolean().optional(),
              })
              .strict(),
          )
          .optional(),
        candidates: z.record(z.string(), z.number().int().min(0)),
        source: z.string().min(1),
        why: z.string().min(1),
        total_votes: z.number().int().min(0).optional(),
        unattributed_why: z.string().min(1).optional(),
      })
      .strict()
      .refine(
        (e) => (e.total_votes === undefined) === (e.unattributed_why === undefined),
        'total_votes and unattributed_why go together',
      ),
  ),
});

const PRE_CERTIFICATION = 'pre-certification';

/** Replaces the named candidates' votes, recomputes total, shares and margins, and records each correction. */
export function applyCertifiedCounts(
  races: Race[],
  certified: CertifiedCount[],
  ledger: Ledger,
  table = 'build/curated/certified-counts.json',
): void {
  const byId = new Map(races.map((r) => [r.id, r]));
  for (const entry of certified) {
    const race = byId.get(entry.record);
    if (!race) throw new Error(`${table}: record ${entry.record} not found`);
    for (const a of entry.added ?? []) addCandidate(race, a, entry, ledger, table);
    for (const [name, votes] of Object.entries(entry.candidates)) {
      const c = race.candidates.find((x) => x.name === name);
      if (!c) throw new Error(`${table}: ${entry.record} has no candidate "${name}"`);
      if (c.votes === votes) continue;
      ledger.correction({
        record: race.id,
        field: `candidates[${name}].votes`,
        old: c.votes,
        new: votes,
        source: entry.source,
        reason: entry.why,
      });
      c.votes = votes;
    }
    const oldTotal = race.total_votes;
    const named = race.candidates.reduce((s, c) => s + (c.votes ?? 0), 0);
    if (entry.total_votes !== undefined) {
      if (entry.total_votes < named)
        throw new Error(
          `${table}: ${entry.record} total_votes ${entry.total_votes} is below the named counts (${named})`,
        );
      if (race.unattributed_votes !== entry.total_votes - named) {
        const field = 'unattributed_votes';
        ledger.correction({
          record: race.id,
          field,
          old: race.unattributed_votes,
          new: entry.total_votes - named,
          source: entry.source,
          reason: entry.why,
        });
      }
      race.unattributed_votes = entry.total_votes - named;
    }
    race.total_votes = named + race.unattributed_votes;
    if (oldTotal !== race.total_votes)
      ledger.correction({
        record: race.id,
        field: 'total_votes',
        old: oldTotal,
        new: race.total_votes,
        source: entry.source,
        reason: entry.why,
      });
    for (const c of race.candidates) c.pct = c.votes === null ? null : pct(c.votes, race.total_votes);
    race.candidates.sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0));
    Object.assign(race, shares(race.candidates, race.total_votes));
    // A ranked-choice contest's winner and winner_margin come from its final round (core/rcv.ts), not round 1.
    const decidedByRounds = (race.rounds?.length ?? 0) > 1;
    if (!decidedByRounds && race.result === 'won' && race.winner !== race.candidates[0]!.name) {
      ledger.correction({
        record: race.id,
        field: 'winner',
        old: race.winner,
        new: race.candidates[0]!.name,
        source: entry.source,
        reason: entry.why,
      });
      race.winner = race.candidates[0]!.name;
      race.winner_party = race.candidates[0]!.party;
    }
    const [first, second] = race.candidates;
    if (!decidedByRounds && first?.votes != null && second?.votes != null)
      race.winner_margin = round3((100 * (first.votes - second.votes)) / race.total_votes);
    const why = entry.why.replace(/: counts before certification$/, '').replace(/; found by .*$/, '');
    race.notes = [
      ...race.notes.map((n) => n.replace(/;[^;]*pre-certification[^.]*\./, '.')),
      // An entry that confirms the source's figures corrects nothing: say so rather than point at /api/corrections.
      ledger.corrects(race.id, entry.source)
        ? `Certified counts (see /api/corrections): ${why}; published figures are the certified ones.`
        : `Checked against the certified count: ${why}; the published figures equal it.`,
      ...(entry.added?.length
        ? [
            `Candidates no source file names, counted from the cited canvass: ${entry.added.map((a) => a.name).join(', ')}.`,
          ]
        : []),
      ...(entry.unattributed_why ? [`Unattributed votes: ${entry.unattributed_why}.`] : []),
    ];
  }
}

function addCandidate(race: Race, a: AddedCandidate, entry: CertifiedCount, ledger: Ledger, table: string): void {
  if (race.candidates.some((x) => x.name === a.name))
    throw new Error(`${table}: ${entry.record} already has "${a.name}"`);
  const reason = `${entry.why}; no source file names ${a.name}`;
  ledger.correction({
    record: race.id,
    field: `candidates[${a.name}].votes`,
    old: null,
    new: a.votes,
    source: entry.source,
    reason,
  });
  const write_in = a.write_in ?? false;
  race.candidates.push({
    name: a.name,
    party: normalizeParty(a.party_label),
    party_label: a.party_label,
    votes: a.votes,
    pct: null,
    votes_derived: false,
    write_in,
  });
}

/** No published race may still carry counts its source marks as pre-certification. */
export function checkNoPreCertification(races: Race[]): CheckResult {
  const failures = races
    .filter((r) => r.notes.some((n) => n.includes(PRE_CERTIFICATION)))
    .map((r) => `${r.id}: ${r.notes.find((n) => n.includes(PRE_CERTIFICATION))}`);
  return {
    name: 'no published race carries pre-certification counts where certified ones exist',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${races.length} races`],
  };
}
