/**
 * Certified governor counts (issue 18, class 1): counts read from a cited page quoting the certifying office replace
 * a race's counts (or fill a null), each change recorded at /api/corrections and in the record's notes. A later
 * verification stage can tell a certified record by `certifiedGovernorIds`.
 */
import { z } from 'zod';
import type { Race } from '../../schemas/results.ts';
import type { Ledger } from '../core/ledger.ts';
import { refreshShares, UNCOUNTED_NOTE } from './counts.ts';

const FILE = 'build/curated/certified-governor.json';

export const CertifiedGovernorFileSchema = z
  .object({
    $comment: z.string().optional(),
    races: z.array(
      z
        .object({
          record: z.string().min(1),
          /** Served candidate name to certified count; every candidate the page counts. */
          candidates: z.record(z.string(), z.number().int().min(0)),
          /** Certified total valid votes for governor, when the page gives it; null otherwise. */
          total: z.number().int().min(1).nullable(),
          source: z.string().min(1),
          why: z.string().min(1),
        })
        .strict(),
    ),
  })
  .strict();
export type CertifiedGovernor = z.infer<typeof CertifiedGovernorFileSchema>['races'][number];

export function certifiedGovernorIds(entries: CertifiedGovernor[]): Set<string> {
  return new Set(entries.map((e) => e.record));
}

/**
 * Sets each listed candidate's votes to the certified count and, when the entry has one, total_votes to the
 * certified total; pct of a counted candidate becomes votes / total, candidates the page does not count keep their
 * published share and votes null. Unattributed votes are the certified total less the counts when every candidate
 * is counted. Throws on a record or candidate that does not exist, or counts that exceed the total.
 */
export function applyCertifiedGovernor(races: Race[], entries: CertifiedGovernor[], ledger: Ledger): void {
  for (const e of entries) {
    const race = races.find((r) => r.id === e.record);
    if (!race) throw new Error(`${FILE}: record ${e.record} not found`);
    const correct = (field: string, old: number | null, now: number | null) => {
      if (old !== now) ledger.correction({ record: race.id, field, old, new: now, source: e.source, reason: e.why });
    };
    for (const [name, votes] of Object.entries(e.candidates)) {
      const c = race.candidates.find((x) => x.name === name);
      if (!c) throw new Error(`${FILE}: ${e.record} has no candidate "${name}" (has ${race.candidates.map((x) => x.name).join(', ')})`);
      correct(`candidates[${name}].votes`, c.votes, votes);
      c.votes = votes;
    }
    const total = e.total ?? race.total_votes;
    correct('total_votes', race.total_votes, total);
    race.total_votes = total;
    const counts = race.candidates.map((c) => c.votes);
    const sum = counts.reduce((s: number, v) => s + (v ?? 0), 0);
    if (total !== null && sum > total) throw new Error(`${FILE}: ${e.record}: counts sum to ${sum}, more than the total ${total}`);
    if (total !== null) for (const c of race.candidates) if (c.votes !== null) c.pct = Math.round((100_000 * c.votes) / total) / 1000;
    const allCounted = counts.every((v) => v !== null);
    const unattributed = total !== null && allCounted ? total - sum : 0;
    correct('unattributed_votes', race.unattributed_votes, unattributed);
    race.unattributed_votes = unattributed;
    refreshShares(race);
    const uncounted = race.candidates.filter((c) => c.votes === null).map((c) => c.name);
    race.notes = race.notes.filter((n) => !n.includes(UNCOUNTED_NOTE) || uncounted.length > 0);
    race.notes.push(
      `Certified counts (see /api/corrections): ${Object.keys(e.candidates).join(', ')}${e.total ? ` and total_votes ${e.total.toLocaleString('en-US')}` : ''}, from ${e.source}.` +
        (uncounted.length ? ` ${uncounted.join(', ')}: no certified count read; votes null, pct the published share.` : ''),
    );
  }
}
