/**
 * Counts copied from another contest (issue 18): MEDSL's 1998 Maryland 2nd district rows repeat the 1994 contest's
 * counts. The check finds the class: two contests of one office that share their two highest counts. A listed
 * contest (build/curated/copied-figures.json, each entry citing the contest copied) is published without counts.
 */
import { z } from 'zod';
import copiedJson from '../../curated/copied-figures.json' with { type: 'json' };
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from './check-result.ts';
import type { Ledger } from './ledger.ts';

const CopiedFiguresSchema = z.object({
  contests: z.array(
    z
      .object({
        record: z.string().min(1),
        copy_of: z.string().min(1),
        why: z.string().min(1),
        source: z.string().min(1),
      })
      .strict(),
  ),
});
type CopiedFigures = z.infer<typeof CopiedFiguresSchema>['contests'][number];
const COPIED_FIGURES: readonly CopiedFigures[] = CopiedFiguresSchema.parse(copiedJson).contests;

/** Removes a listed contest's copied counts: votes, shares, total and margins become null, each change recorded. */
export function withoutCopiedFigures(race: Race, ledger: Ledger, listed = COPIED_FIGURES): Race {
  const entry = listed.find((e) => e.record === race.id);
  if (!entry) return race;
  const record = (field: string, old: number | null) =>
    ledger.correction({
      record: race.id,
      field,
      old,
      new: null,
      source: entry.source,
      reason: `counts copied from ${entry.copy_of}: ${entry.why}`,
    });
  for (const c of race.candidates) record(`candidates[${c.name}].votes`, c.votes);
  record('total_votes', race.total_votes);
  return {
    ...race,
    candidates: race.candidates.map((c) => ({ ...c, votes: null, pct: null })),
    total_votes: null,
    unattributed_votes: 0,
    dem_pct: null,
    rep_pct: null,
    margin: null,
    winner_margin: null,
    notes: [
      ...race.notes,
      `No counts are published: the source's counts for this contest are those of ${entry.copy_of}, copied ` +
        `(${entry.why}). The winner is the member the House seated. Listed at /api/corrections.`,
    ],
  };
}

/** The two highest counts of a contest, as a key; null when it has fewer than two counted candidates. */
const topTwo = (r: Pick<Race, 'candidates'>): string | null => {
  const counts = r.candidates
    .map((c) => c.votes)
    .filter((v): v is number => v !== null && v > 0)
    .sort((a, b) => b - a);
  return counts.length < 2 ? null : `${counts[0]},${counts[1]}`;
};

/** Fails where two contests of one office share their two highest counts, or a listed contest still has counts. */
export function checkCopiedFigures(
  offices: readonly (readonly Pick<Race, 'id' | 'candidates'>[])[],
  listed = COPIED_FIGURES,
): CheckResult {
  const failures: string[] = [];
  let contests = 0;
  for (const records of offices) {
    const seen = new Map<string, string>();
    for (const r of records) {
      const key = topTwo(r);
      if (key === null) continue;
      contests++;
      const other = seen.get(key);
      if (other) failures.push(`${r.id} and ${other} share their two highest counts (${key}): one copies the other`);
      else seen.set(key, r.id);
    }
  }
  const all = new Map(offices.flat().map((r) => [r.id, r]));
  for (const e of listed) {
    const r = all.get(e.record);
    if (!r) failures.push(`curated/copied-figures.json: ${e.record} is not published`);
    else if (r.candidates.some((c) => c.votes !== null))
      failures.push(`curated/copied-figures.json: ${e.record} still publishes counts`);
    if (!all.has(e.copy_of)) failures.push(`curated/copied-figures.json: ${e.copy_of} is not published`);
  }
  return {
    name: 'no two contests of an office share their two highest counts (a copied contest is published without counts)',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${contests} contests with two counted candidates, no counts shared`],
  };
}
