/**
 * What the House builder says of a finished contest: a result never certified (no winner), and a spelling pair of a
 * seat that no page settles. Moved out of build.ts unchanged.
 */
import nameVariants from '../../curated/name-variants.json' with { type: 'json' };
import uncertified from '../../curated/uncertified-results.json' with { type: 'json' };
import type { Race } from '../../schemas/results.ts';
import type { Ledger } from '../core/ledger.ts';

/** An unresolved spelling pair of build/curated/name-variants.json, said on each record that carries one of them. */
export function noteNameVariants(race: Race): Race {
  const seat = `house ${race.state}-${race.district}`;
  const notes = nameVariants.variants
    .filter((v) => v.verdict === 'unresolved' && v.seat === seat)
    .flatMap((v) => {
      const here = race.candidates.find((c) => v.names.includes(c.name))?.name;
      const other = v.names.find((n) => n !== here);
      return here
        ? [
            `Spelling: the source spells ${here} "${other}" in another contest of this seat; we could not find which spelling is official, so each record keeps the source's.`,
          ]
        : [];
    });
  return notes.length ? { ...race, notes: [...race.notes, ...notes] } : race;
}

/** A contest whose result was never certified elected no one: no winner, result 'uncertified' (curated, cited). */
export function applyUncertified(race: Race, ledger: Ledger): Race {
  const entry = uncertified.contests.find((c) => c.id === race.id);
  if (!entry) return race;
  for (const [field, old, now] of [
    ['result', race.result, 'uncertified'],
    ['winner', race.winner, null],
    ['winner_party', race.winner_party, null],
  ] as const) {
    ledger.correction({
      record: race.id,
      field,
      old,
      new: now,
      source: entry.source,
      reason: `never certified: ${entry.why}`,
    });
  }
  return {
    ...race,
    result: 'uncertified',
    winner: null,
    winner_party: null,
    winner_margin: null,
    notes: [
      ...race.notes,
      `Never certified, so no one was elected by this contest (correction listed at /api/corrections): ${entry.why}.`,
    ],
  };
}
