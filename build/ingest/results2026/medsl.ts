import { STATE_CODES, type StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { intCell, isTrue, type CsvTable } from '../core/csv.ts';
import type { PendingCorrection } from '../core/fixes.ts';
import type { Ledger } from '../core/ledger.ts';
import { classifyName, INVALID_REASON } from '../core/pseudo.ts';
import { buildRace, electionDay, linkRunoffs } from '../core/race.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';
import { UNOFFICIAL_NOTE } from '../core/unofficial.ts';
import type { BallotLine } from '../core/tally.ts';
import { medslLineParty, medslNamedLine, type MedslLine } from '../senate/medsl.ts';
import { regularClass } from '../senate/build.ts';

/**
 * MEDSL's official 2026 returns, read the day a mirror provides them. MEDSL names its state-level files
 * `{year}-{office}-state.csv` (2024-president-state.csv, 2024-senate-state.csv) in the 2024 column layout; the House
 * file adds the `district` column its House files always carry. A file that is absent is simply not read: until
 * one exists nothing here runs and data/ is unchanged.
 */
const RESULTS_2026_YEAR = 2026;
export const MEDSL_2026_FILES = {
  senate: { path: 'results/medsl/2026-senate-state.csv', office: 'US SENATE', source: 'medsl-senate-2026' },
  house: { path: 'results/medsl/2026-house-state.csv', office: 'US HOUSE', source: 'medsl-house-2026' },
  governor: { path: 'results/medsl/2026-governor-state.csv', office: 'GOVERNOR', source: 'medsl-governor-2026' },
} as const;
export type Office2026 = keyof typeof MEDSL_2026_FILES;

export { unofficialAsOf } from '../core/unofficial.ts';

/** MEDSL's `version` column: "11/20/25" (the 2024 Senate file) or "2025-11-20" (the 2024 president file). */
export function medslVersionDate(raw: string, where: string): string {
  const v = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(v);
  if (us) return `${us[3]!.length === 2 ? `20${us[3]}` : us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  throw new Error(`${where}, field "version": "${raw}" is not a date MEDSL writes (M/D/YY or YYYY-MM-DD)`);
}

interface Contest {
  state: StateCode;
  district: number | null;
  special: boolean;
  stage: Race['stage'];
  lines: MedslLine[];
  unattributed: number;
  unattributedRows: number[];
  unofficialAsOf: string | null;
  notes: string[];
  corrections: PendingCorrection[];
}

const STAGES: Record<string, Race['stage']> = { gen: 'general', runoff: 'runoff' };

/** Reads one 2026 file's rows into contests; any row it cannot place (year, office, stage, mode, state) fails. */
function readContests(table: CsvTable, office: Office2026, ledger: Ledger): Contest[] {
  const spec = MEDSL_2026_FILES[office];
  const fileLedger = ledger.open(spec.path, table.rows.length);
  const contests = new Map<string, Contest>();
  for (const row of table.rows) {
    const where = `${spec.path}: row ${row.row}`;
    if (intCell(table, row, 'year') !== RESULTS_2026_YEAR)
      throw new Error(`${where}, field "year": expected ${RESULTS_2026_YEAR}`);
    if (row.get('office').trim().toUpperCase() !== spec.office)
      throw new Error(`${where}, field "office": expected ${spec.office}, got "${row.get('office')}"`);
    const stage = STAGES[row.get('stage').trim().toLowerCase()];
    if (!stage) throw new Error(`${where}, field "stage": "${row.get('stage')}" is not a general election or runoff`);
    // The 2024 files give one TOTAL row per candidate (AZ writes NA); a row by vote mode would count twice.
    if (!['TOTAL', 'NA', ''].includes(row.get('mode').trim().toUpperCase()))
      throw new Error(`${where}, field "mode": "${row.get('mode')}" is not a total row`);
    const state = row.get('state_po').trim() as StateCode;
    if (!(STATE_CODES as readonly string[]).includes(state))
      throw new Error(`${where}, field "state_po": unknown state "${state}"`);
    if (office === 'house' && state === 'DC') {
      fileLedger.excluded(row.row, 'DC delegate (non-voting): outside the 435 seats');
      continue;
    }
    const district = office === 'house' ? intCell(table, row, 'district') : null;
    const special = isTrue(row.get('special'));
    const key = [state, district, special, stage].join('|');
    const contest = contests.get(key) ?? {
      state,
      district,
      special,
      stage,
      lines: [],
      unattributed: 0,
      unattributedRows: [],
      unofficialAsOf: null,
      notes: [],
      corrections: [],
    };
    contests.set(key, contest);
    if (isTrue(row.get('unofficial'))) contest.unofficialAsOf = medslVersionDate(row.get('version'), where);
    const raw = row.get('candidate');
    const votes = intCell(table, row, 'votes');
    const cls = classifyName(raw);
    if (cls === 'invalid') fileLedger.excluded(row.row, INVALID_REASON);
    else if (cls === 'unattributed') {
      contest.unattributed += votes;
      contest.unattributedRows.push(row.row);
      fileLedger.merged(row.row);
    } else {
      const named = medslNamedLine(
        row.row,
        raw,
        row.get('party_detailed'),
        row.get('party_simplified'),
        row.get('writein'),
        votes,
      );
      contest.notes.push(...named.notes);
      contest.corrections.push(...named.corrections);
      // A candidate on several party lines (fusion) is one candidate: the first row is used, the others merged.
      if (contest.lines.some((l) => l.name === named.line.name)) fileLedger.merged(row.row);
      else fileLedger.used(row.row);
      contest.lines.push(named.line);
    }
  }
  return [...contests.values()];
}

/** The seat class of a 2026 Senate contest: regular seats are class 2; a special's class is the race index's. */
function senateClass(c: Contest, specialClass: (state: StateCode) => number | null): number {
  if (!c.special) return regularClass(RESULTS_2026_YEAR);
  const cls = specialClass(c.state);
  if (cls === null)
    throw new Error(
      `${MEDSL_2026_FILES.senate.path}: special Senate election in ${c.state} is not in the 2026 race index (data/races-2026.json)`,
    );
  return cls;
}

/**
 * The 2026 Race records of every MEDSL 2026 file present in the sources, by office (empty lists when none is).
 * `specialClass` gives a Senate special's seat class from the 2026 race index. Each record cites the file's
 * source id (registered in build/curated/sources.json when the file is added) and its corrections go to the ledger.
 */
export function buildResults2026(
  reader: SourceReader,
  ledger: Ledger,
  specialClass: (state: StateCode) => number | null,
): Record<Office2026, Race[]> {
  const present = new Set(reader.list());
  const out: Record<Office2026, Race[]> = { senate: [], house: [], governor: [] };
  for (const office of Object.keys(MEDSL_2026_FILES) as Office2026[]) {
    const spec = MEDSL_2026_FILES[office];
    if (!present.has(spec.path)) continue;
    for (const c of readContests(readCsv(reader, spec.path), office, ledger)) {
      if (!c.lines.length)
        throw new Error(
          `${spec.path}: ${c.state}${c.district === null ? '' : `-${c.district}`} has no named candidate`,
        );
      const lines: BallotLine[] = c.lines.map((l) => ({
        name: l.name,
        party: medslLineParty(l),
        partyLabel: l.partyLabel,
        votes: l.votes,
        writeIn: l.writeIn,
      }));
      const race = buildRace({
        office,
        year: RESULTS_2026_YEAR,
        date: c.stage === 'general' ? electionDay(RESULTS_2026_YEAR) : null,
        state: c.state,
        district: c.district,
        seatClass: office === 'senate' ? senateClass(c, specialClass) : null,
        special: c.special,
        stage: c.stage,
        lines,
        unattributed: c.unattributed,
        sources: [spec.source],
        notes: [...(c.unofficialAsOf ? [UNOFFICIAL_NOTE(c.unofficialAsOf)] : []), ...new Set(c.notes)],
      });
      for (const correction of c.corrections) ledger.correction({ record: race.id, ...correction });
      out[office].push(race);
    }
    linkRunoffs(out[office]);
  }
  return out;
}
