import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import nominees from '../curated/nominees.json' with { type: 'json' };
import type { StateCode } from '../schemas/common.ts';
import type { PresidentStateResult, Race } from '../schemas/results.ts';
import { ExportRowSchema } from '../schemas/api/elections.ts';
import { OfficeExportRowSchema } from '../schemas/api/offices.ts';
import type { Dataset } from '../catalog/dataset.ts';
import type { Office } from '../schemas/api/offices.ts';
import { candidateOutcome } from './candidate-outcome.ts';

export type ExportRow = z.infer<typeof ExportRowSchema>;

/** /api/export's office: president (the default) or one of the others. */
export type ExportOffice = 'president' | Office;
/** The records the exports read (the export function loads only those of the office asked for). */
export type ExportData = Pick<Dataset, 'states' | 'presidentStates' | Office>;

/** The export's columns, in CSV order: the schema's keys, so the JSON and CSV cannot drift apart. */
export const EXPORT_COLUMNS = Object.keys(ExportRowSchema.shape) as (keyof ExportRow)[];

const NOMINEES = nominees as unknown as Record<string, Record<'democrat' | 'republican', string>>;

/**
 * The additive columns of one state (issue 18, class 7): electoral votes as its electors cast them, split into the
 * two nominees, anyone else and blank ballots (so faithless electors and the Maine/Nebraska district splits add up
 * to the national count), and the nominees' popular votes. The nominees are the curated ones of the year.
 */
function exportCounts(r: PresidentStateResult) {
  const nominee = NOMINEES[String(r.year)];
  if (!nominee) throw new Error(`no nominees listed for ${r.year} in curated/nominees.json`);
  const cast = (pick: (recipient: string | null) => boolean) =>
    r.electors.filter((e) => pick(e.recipient)).reduce((s, e) => s + e.ev, 0);
  const votesOf = (name: string) => r.candidates.find((c) => c.name === name)?.votes ?? 0;
  return {
    ev_dem: cast((x) => x === nominee.democrat),
    ev_rep: cast((x) => x === nominee.republican),
    ev_other: cast((x) => x !== null && x !== nominee.democrat && x !== nominee.republican),
    ev_abstained: cast((x) => x === null),
    total_votes: r.total_votes,
    dem_votes: votesOf(nominee.democrat),
    rep_votes: votesOf(nominee.republican),
  };
}

/** /api/export: flat rows of one presidential year, all states or one. */
export function computeExportRows(
  data: Pick<Dataset, 'states' | 'presidentStates'>,
  year: number,
  state: StateCode | null,
): ExportRow[] {
  const names = new Map(data.states.map((s) => [s.abbr, s.name]));
  return data.presidentStates
    .filter((r) => r.year === year && (state === null || r.state === state))
    .map((r) => ({
      year: r.year,
      state: names.get(r.state)!,
      abbreviation: r.state,
      electoral_votes: r.ev_total,
      winner: r.winner,
      dem_pct: r.dem_pct!,
      rep_pct: r.rep_pct!,
      margin: r.margin!,
      flipped: r.flipped,
      winner_party: r.winner_party,
      ...exportCounts(r),
      winner_name: r.winner,
      state_name: names.get(r.state)!,
    }));
}

/** RFC 4180 CSV with a header row; booleans as true/false, CRLF line ends as the RFC says. */
export function rowsToCsv<T extends object>(rows: T[], columns: (keyof T)[]): string {
  return stringify(rows, {
    header: true,
    columns: columns as string[],
    record_delimiter: 'windows',
    cast: { boolean: (v) => String(v) },
  });
}

export type OfficeExportRow = z.infer<typeof OfficeExportRowSchema>;
export const OFFICE_EXPORT_COLUMNS = Object.keys(OfficeExportRowSchema.shape) as (keyof OfficeExportRow)[];

/**
 * /api/export?office=senate|house|governor: one row per candidate per contest of a year (all states or one), in
 * the records' order. Every candidate the contest record lists is a row, whatever else the record holds.
 */
export function computeOfficeExportRows(
  data: Pick<Dataset, Office>,
  office: Office,
  year: number,
  state: StateCode | null,
): OfficeExportRow[] {
  const byId = new Map(data[office].map((r) => [r.id, r]));
  return data[office]
    .filter((r) => r.year === year && (state === null || r.state === state))
    .flatMap((r) =>
      r.candidates.map((c) => ({
        year: r.year,
        office: r.office,
        state: r.state,
        district: r.district,
        stage: r.stage,
        special: r.special,
        date: r.date,
        candidate: c.name,
        party: c.party,
        party_label: c.party_label,
        votes: c.votes,
        pct: c.pct,
        winner: r.winner !== null && r.result !== 'runoff' && c.name === r.winner,
        unopposed: r.unopposed,
        contest_id: r.id,
        seat_class: r.seat_class,
        total_votes: r.total_votes,
        write_in: c.write_in,
        votes_derived: c.votes_derived,
        result: r.result,
        runoff_id: r.runoff_id,
        contest_result: r.result,
        candidate_result: candidateOutcome(r, c, (id) => byId.get(id)),
        is_winner: r.winner !== null && r.result !== 'runoff' && c.name === r.winner,
        ...winnerIdCells(r, c.name),
      })),
    );
}

/** Issue 20: the winner's ids (Race.winner_ids), flat, on the winner's row only; nulls on every other row. */
function winnerIdCells(r: Race, candidate: string) {
  const ids = r.winner !== null && r.result !== 'runoff' && candidate === r.winner ? r.winner_ids : null;
  return {
    bioguide_id: ids?.bioguide ?? null,
    fec_ids: ids?.fec?.join(';') ?? null,
    icpsr_id: ids?.icpsr ?? null,
    govtrack_id: ids?.govtrack ?? null,
    wikidata_id: ids?.wikidata ?? null,
  };
}
