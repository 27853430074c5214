/**
 * The congressional-tracker generic-ballot list (14 hand-copied rows, polls/SOURCES.md section 4): a row that
 * matches a VoteHub poll (same pollster after the alias table, same field dates) is merged into it and its numbers
 * compared; a row VoteHub does not carry is a poll of its own (issue 19: a poll is never left out only because
 * another feed lacks it). Each such row links its release, with the sample size and population it gives.
 */
import type { Ledger } from '../core/ledger.ts';
import type { AliasEntry } from './pollsters.ts';
import type { CsvRow } from '../core/csv.ts';
import type { NamedPoll, PollGroup } from './polls-dedupe.ts';
import {
  FILES_2026,
  GENERIC_RACE,
  isoDateCell,
  pctCell,
  populationCode,
  SOURCE_IDS_2026,
  sampleCell,
  type RawPoll,
} from './common.ts';
import { sourceFlag } from './polls-state.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

/** One tracker row -> a raw generic-ballot poll (the tracker publishes no margin of error and no poll id). */
function parseTrackerRow(row: CsvRow, where: string, start: string | null, end: string): RawPoll {
  const dem = pctCell(row.get('dem'), where, 'dem');
  const rep = pctCell(row.get('rep'), where, 'rep');
  if (dem === null || rep === null)
    throw new Error(`${where}, field "${dem === null ? 'dem' : 'rep'}": blank percentage`);
  const url = row.get('source_url').trim();
  return {
    file: FILES_2026.tracker,
    row: row.row,
    source: SOURCE_IDS_2026.tracker,
    raceId: GENERIC_RACE,
    pollsterRaw: row.get('pollster').trim(),
    sponsorRaw: row.get('sponsor').trim() || null,
    population: populationCode(row.get('population'), where),
    sampleSize: sampleCell(row.get('n'), where, 'n'),
    startDate: start,
    endDate: end,
    dem: { name: 'dem', pct: dem },
    rep: { name: 'rep', pct: rep },
    marginOfError: null,
    sourceUrl: url || null,
    sourcePartisan: sourceFlag(row.get('partisan')),
    alsoIn: [],
    notes: ['Not in the VoteHub feed: from the congressional-tracker list, which links the release.'],
  };
}

/**
 * Merges the tracker rows VoteHub carries into their VoteHub polls and returns the others as polls of their own
 * (named through the alias table), for the caller to group.
 */
export function crossCheckTracker(
  reader: SourceReader,
  ledger: Ledger,
  groups: PollGroup[],
  resolve: (raw: string, where: string) => AliasEntry,
): NamedPoll[] {
  const own: NamedPoll[] = [];
  const table = readCsv(reader, FILES_2026.tracker);
  const fileLedger = ledger.open(FILES_2026.tracker, table.rows.length);
  const generic = groups.filter((g) => g.kept.raceId === GENERIC_RACE);
  for (const row of table.rows) {
    const where = `${FILES_2026.tracker}: row ${row.row}`;
    const pollster = resolve(row.get('pollster').trim(), where).name;
    const start = isoDateCell(row.get('start_date'), where, 'start_date', true);
    const end = isoDateCell(row.get('end_date'), where, 'end_date', false);
    const group = generic.find(
      (g) => g.kept.pollster === pollster && g.kept.startDate === start && g.kept.endDate === end,
    );
    if (!group) {
      own.push({ ...parseTrackerRow(row, where, start, end!), pollster });
      fileLedger.used(row.row);
      continue;
    }
    fileLedger.merged(row.row);
    if (!group.kept.alsoIn.includes(SOURCE_IDS_2026.tracker)) group.kept.alsoIn.push(SOURCE_IDS_2026.tracker);
    const population = populationCode(row.get('population'), where);
    const twin = [group.kept, ...group.merged].find((p) => p.population === population);
    if (!twin) continue;
    const dem = pctCell(row.get('dem'), where, 'dem');
    const rep = pctCell(row.get('rep'), where, 'rep');
    // The tracker rounds to whole points; only a difference beyond rounding is a disagreement.
    for (const [field, ours, theirs] of [
      ['results.dem', twin.dem.pct, dem],
      ['results.rep', twin.rep.pct, rep],
    ] as const) {
      if (theirs !== null && Math.abs(ours - theirs) > 0.5) {
        ledger.conflict({
          record: `${GENERIC_RACE} ${pollster} ${end}`,
          field,
          chosen: ours,
          chosenSource: SOURCE_IDS_2026.generic,
          rejected: theirs,
          rejectedSource: SOURCE_IDS_2026.tracker,
          rule: 'the VoteHub feed is the generic-ballot source; the tracker is a cross-check',
        });
      }
    }
  }
  return own;
}
