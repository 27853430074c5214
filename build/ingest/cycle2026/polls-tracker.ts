/**
 * The congressional-tracker generic-ballot list (14 hand-copied rows, polls/SOURCES.md section 4) is a cross-check
 * of the VoteHub series, not a source of polls: a row that matches a VoteHub poll (same pollster after the alias
 * table, same field dates) is merged into it and its numbers compared; a row VoteHub does not carry is excluded,
 * so the generic-ballot series stays one compilation.
 */
import type { Ledger } from '../core/ledger.ts';
import type { AliasEntry } from './pollsters.ts';
import type { PollGroup } from './polls-dedupe.ts';
import { F26, GENERIC_RACE, isoDateCell, pctCell, populationCode, S26 } from './common.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

export const NOT_IN_VOTEHUB = 'not in the VoteHub feed: the generic-ballot series is built from VoteHub only, and this hand list is read as a cross-check';

export function crossCheckTracker(reader: SourceReader, ledger: Ledger, groups: PollGroup[], resolve: (raw: string, where: string) => AliasEntry): void {
  const table = readCsv(reader, F26.tracker);
  const fileLedger = ledger.open(F26.tracker, table.rows.length);
  const generic = groups.filter((g) => g.kept.raceId === GENERIC_RACE);
  for (const row of table.rows) {
    const where = `${F26.tracker}: row ${row.row}`;
    const pollster = resolve(row.get('pollster').trim(), where).name;
    const start = isoDateCell(row.get('start_date'), where, 'start_date', true);
    const end = isoDateCell(row.get('end_date'), where, 'end_date', false);
    const group = generic.find((g) => g.kept.pollster === pollster && g.kept.startDate === start && g.kept.endDate === end);
    if (!group) {
      fileLedger.excluded(row.row, NOT_IN_VOTEHUB);
      continue;
    }
    fileLedger.merged(row.row);
    if (!group.kept.alsoIn.includes(S26.tracker)) group.kept.alsoIn.push(S26.tracker);
    const population = populationCode(row.get('population'), where);
    const twin = [group.kept, ...group.merged].find((p) => p.population === population);
    if (!twin) continue;
    const dem = pctCell(row.get('dem'), where, 'dem');
    const rep = pctCell(row.get('rep'), where, 'rep');
    // The tracker rounds to whole points; only a difference beyond rounding is a disagreement.
    for (const [field, ours, theirs] of [['results.dem', twin.dem.pct, dem], ['results.rep', twin.rep.pct, rep]] as const) {
      if (theirs !== null && Math.abs(ours - theirs) > 0.5) {
        ledger.conflict({ record: `${GENERIC_RACE} ${pollster} ${end}`, field, chosen: ours, chosenSource: S26.generic, rejected: theirs, rejectedSource: S26.tracker, rule: 'the VoteHub feed is the generic-ballot source; the tracker is a cross-check' });
      }
    }
  }
}
