/**
 * One record per poll. A pollster often publishes one poll for several populations (adults, registered voters,
 * likely voters), and the generic-ballot feed gives each its own row. Rows of the same race, pollster (after the
 * alias table), field dates and matchup are one poll: the likely-voter row is kept, else registered voters, else
 * adults, else unspecified; the others are merged into it (ledger "merged"), and the record's notes keep their
 * figures. Two rows for the SAME population (a feed duplicate) keep the first in file order, and any difference in
 * their numbers is recorded as a conflict.
 */
import type { Ledger } from '../core/ledger.ts';
import type { Population, RawPoll } from './common.ts';

export interface NamedPoll extends RawPoll {
  /** Display pollster from the alias table. */
  pollster: string;
}

export interface PollGroup {
  kept: NamedPoll;
  merged: NamedPoll[];
}

const POPULATION_RANK: Record<string, number> = { lv: 0, rv: 1, a: 2, v: 3, none: 4 };
const rank = (p: Population | null) => POPULATION_RANK[p ?? 'none']!;
const LABEL: Record<string, string> = {
  lv: 'likely voters',
  rv: 'registered voters',
  a: 'adults',
  v: 'voters',
  none: 'unspecified population',
};
const populationLabel = (p: Population | null) => LABEL[p ?? 'none']!;

const pollKey = (p: NamedPoll) =>
  [p.raceId, p.pollster, p.startDate ?? '', p.endDate, p.dem.name, p.rep.name].join('|');

/** Groups rows into polls (first-seen order) and picks the row to keep: LV > RV > A > V > blank, then file order. */
export function groupPolls(polls: NamedPoll[]): PollGroup[] {
  const groups = new Map<string, NamedPoll[]>();
  for (const p of polls) {
    const key = pollKey(p);
    const list = groups.get(key) ?? [];
    list.push(p);
    groups.set(key, list);
  }
  return [...groups.values()].map((rows) => {
    const ordered = rows
      .map((p, i) => ({ p, i }))
      .sort((a, b) => rank(a.p.population) - rank(b.p.population) || a.i - b.i);
    return { kept: ordered[0]!.p, merged: ordered.slice(1).map((x) => x.p) };
  });
}

const figures = (p: NamedPoll) => `${p.dem.pct}-${p.rep.pct}${p.sampleSize !== null ? `, n=${p.sampleSize}` : ''}`;

/** Marks merged rows in the ledger, records same-population disagreements, and notes what was merged. */
export function applyMerges(group: PollGroup, id: string, ledger: Ledger): string[] {
  const notes: string[] = [];
  for (const m of group.merged) {
    ledger.open(m.file, 0).merged(m.row);
    for (const s of [m.source, ...m.alsoIn])
      if (!group.kept.alsoIn.includes(s) && s !== group.kept.source) group.kept.alsoIn.push(s);
    if (m.population === group.kept.population) {
      const k = group.kept;
      const fields: [string, number | null, number | null][] = [
        ['results.dem', k.dem.pct, m.dem.pct],
        ['results.rep', k.rep.pct, m.rep.pct],
        ['sampleSize', k.sampleSize, m.sampleSize],
      ];
      for (const [field, chosen, rejected] of fields) {
        if (chosen !== rejected) {
          ledger.conflict({
            record: id,
            field,
            chosen,
            chosenSource: `${k.file} row ${k.row}`,
            rejected,
            rejectedSource: `${m.file} row ${m.row}`,
            rule: 'the same poll and population appears twice: the first row in file order is kept',
          });
        }
      }
      notes.push(
        `The source lists this poll twice for ${populationLabel(m.population)} (${m.file} rows ${group.kept.row} and ${m.row}); the first row is kept.`,
      );
    } else {
      notes.push(
        `One record per poll: ${populationLabel(group.kept.population)} kept; the same poll's ${populationLabel(m.population)} figures (${figures(m)}) are merged into it.`,
      );
    }
  }
  return notes;
}
