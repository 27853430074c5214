/**
 * Certified governor counts (issue 18, class 1): counts read from a cited page quoting the certifying office replace
 * a race's counts (or fill a null), each change recorded at /api/corrections and in the record's notes. A later
 * verification stage can tell a certified record by `certifiedGovernorIds`.
 */
import { z } from 'zod';
import type { Race } from '../../schemas/results.ts';
import type { Ledger } from '../core/ledger.ts';
import { normalizeParty } from '../core/parties.ts';
import { refreshShares, SCALED_NOTE, UNCOUNTED_NOTE } from './counts.ts';

const FILE = 'build/curated/certified-governor.json';
/** The table's id in build/curated/sources.json, listed in the sources of every record it sets. */
export const CERTIFIED_GOVERNOR_SOURCE = 'curated-certified-governor';

export const CertifiedGovernorFileSchema = z
  .object({
    $comment: z.string().optional(),
    races: z.array(
      z
        .object({
          record: z.string().min(1),
          /** Served name (often a surname only) to the full name the page gives (issue 18, class 6). */
          names: z.record(z.string(), z.string().min(1)).optional(),
          /** Candidates the page counts that no source file names (their votes were unattributed). */
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
          /** Served candidate name (after `names`) to certified count; every candidate the page counts. */
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

function certifiedGovernorIds(entries: CertifiedGovernor[]): Set<string> {
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
    if (!race.sources.includes(CERTIFIED_GOVERNOR_SOURCE)) race.sources.push(CERTIFIED_GOVERNOR_SOURCE);
    const correct = (field: string, old: number | null, now: number | null) => {
      if (old !== now) ledger.correction({ record: race.id, field, old, new: now, source: e.source, reason: e.why });
    };
    for (const [from, to] of Object.entries(e.names ?? {})) {
      const c = race.candidates.find((x) => x.name === from);
      if (!c) throw new Error(`${FILE}: ${e.record} has no candidate "${from}" to rename`);
      ledger.correction({
        record: race.id,
        field: `candidates[${from}].name`,
        old: from,
        new: to,
        source: e.source,
        reason: `the source gives "${from}"; the cited page names the candidate ${to}`,
      });
      c.name = to;
    }
    for (const a of e.added ?? []) {
      if (race.candidates.some((x) => x.name === a.name))
        throw new Error(`${FILE}: ${e.record} already has "${a.name}"`);
      ledger.correction({
        record: race.id,
        field: `candidates[${a.name}].votes`,
        old: null,
        new: a.votes,
        source: e.source,
        reason: `${e.why}; no source file names ${a.name}, whose votes were counted as unattributed`,
      });
      race.candidates.push({
        name: a.name,
        party: normalizeParty(a.party_label),
        party_label: a.party_label,
        votes: a.votes,
        pct: null,
        votes_derived: false,
        write_in: a.write_in ?? false,
      });
    }
    for (const [name, votes] of Object.entries(e.candidates)) {
      const c = race.candidates.find((x) => x.name === name);
      if (!c)
        throw new Error(
          `${FILE}: ${e.record} has no candidate "${name}" (has ${race.candidates.map((x) => x.name).join(', ')})`,
        );
      correct(`candidates[${name}].votes`, c.votes, votes);
      c.votes = votes;
    }
    const total = e.total ?? race.total_votes;
    correct('total_votes', race.total_votes, total);
    race.total_votes = total;
    const counts = race.candidates.map((c) => c.votes);
    const sum = counts.reduce((s: number, v) => s + (v ?? 0), 0);
    if (total !== null && sum > total)
      throw new Error(`${FILE}: ${e.record}: counts sum to ${sum}, more than the total ${total}`);
    if (total !== null)
      for (const c of race.candidates) if (c.votes !== null) c.pct = Math.round((100_000 * c.votes) / total) / 1000;
    if (race.candidates.some((c) => c.pct === null))
      throw new Error(`${FILE}: ${e.record}: an added candidate needs a total to have a share`);
    const allCounted = counts.every((v) => v !== null);
    const unattributed = total !== null && allCounted ? total - sum : 0;
    correct('unattributed_votes', race.unattributed_votes, unattributed);
    race.unattributed_votes = unattributed;
    race.unopposed = race.candidates.filter((c) => !c.write_in).length === 1;
    refreshShares(race);
    const uncounted = race.candidates.filter((c) => c.votes === null).map((c) => c.name);
    // Notes about uncounted candidates or a remainder no one was named for no longer hold once all are counted.
    const stale = (n: string) =>
      n.includes(UNCOUNTED_NOTE) ||
      n.includes(SCALED_NOTE) ||
      n.endsWith('are counted as unattributed.') ||
      n.startsWith('No source here has vote counts');
    race.notes = race.notes.filter((n) => uncounted.length > 0 || !stale(n));
    const renamed = Object.entries(e.names ?? {});
    if (renamed.length) {
      race.notes.push(
        `Correction: names completed from the cited page (see /api/corrections): ${renamed.map(([a, b]) => `"${a}" is ${b}`).join('; ')}.`,
      );
    }
    const corrected = ledger.corrections().some((c) => c.record === race.id && c.source === e.source);
    race.notes.push(
      `${corrected ? 'Certified counts (see /api/corrections)' : 'Checked against certified counts, which equal the published ones'}: ${[...Object.keys(e.candidates), ...(e.added ?? []).map((a) => a.name)].join(', ')}${e.total ? ` and total_votes ${e.total.toLocaleString('en-US')}` : ''}, from ${e.source}.` +
        (uncounted.length
          ? ` ${uncounted.join(', ')}: no certified count read; votes null, pct the published share.`
          : ''),
    );
  }
}
