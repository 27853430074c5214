/**
 * Matches one year of the Gelman-King file with the House records of that year (pure): a state-year is taken only
 * when the file's districts are exactly ours, a row only when what it leaves out (-9) is absent from the record too.
 * It skips, never guesses; it never drops a row because its counts differ from ours (that is what it is for).
 */
import { ICPSR_STATES, ourDistrict } from './icpsr.ts';
import type { ExceptionRow, YearRow } from './parse.ts';

export interface HouseRecord {
  id: string;
  year: number;
  state: string;
  district: number | null;
  stage: string;
  special: boolean;
  candidates: { name: string; party: string; votes: number | null }[];
  total_votes: number | null;
}

/** One table entry: the file's Democratic and Republican votes for a record (null: the file prints -9). */
export interface GkEntry {
  record: string;
  dem: number | null;
  rep: number | null;
}

export interface YearMatch {
  entries: GkEntry[];
  skips: string[];
  /** Counts beyond 0.25% of the record's total from ours, for review. */
  disagreements: string[];
  /** Rows skipped because the file counts a candidate of another party in a major party's column. */
  coded: string[];
}

/** The second look's tolerance for one candidate's votes (build/ingest/core/verification.ts VOTES_TOLERANCE). */
const VOTES_TOLERANCE = 0.0025;
const FIRST_YEAR = 1976;
const LAST_YEAR = 1992;

/** Why a state's rows of this year are not matched at all, or null. */
function stateSkip(state: string, year: number): string | null {
  // From 1978 Louisiana elects in an open primary (a November runoff only where no one won a majority): the file's
  // row may be either round, so the state is left out (1976 still had a regular November general election).
  if (state === 'LA' && year >= 1978) return 'Louisiana open-primary years: which round the file gives is not stated';
  return null;
}

const districtList = (xs: Iterable<number>) => [...xs].sort((a, b) => a - b).join(',');

/** The record's one candidate of a party, or why there is not exactly one. */
function partyCandidate(r: HouseRecord, party: string): HouseRecord['candidates'][number] | null | 'several' {
  const c = r.candidates.filter((x) => x.party === party);
  return c.length > 1 ? 'several' : (c[0] ?? null);
}

function compare(r: HouseRecord, party: string, theirs: number | null): string | null {
  const c = partyCandidate(r, party);
  if (theirs === null || c === 'several') return null;
  const ours = c?.votes ?? 0;
  if (c?.votes === null) return `${party} ${c.name}: ours none, G-K ${theirs}`;
  if (Math.abs(ours - theirs) <= VOTES_TOLERANCE * (r.total_votes ?? 0)) return null;
  return `${party} ${c ? c.name : '(no candidate)'}: ours ${ours}, G-K ${theirs} (${theirs - ours > 0 ? '+' : ''}${theirs - ours})`;
}

export function matchYear(
  year: number,
  rows: YearRow[],
  exceptions: ExceptionRow[],
  records: HouseRecord[],
): YearMatch {
  const out: YearMatch = { entries: [], skips: [], disagreements: [], coded: [] };
  if (year < FIRST_YEAR || year > LAST_YEAR || year % 2) throw new Error(`year ${year}: only 1976-1992 (even)`);
  const ours = new Map<string, Map<number, HouseRecord>>();
  for (const r of records) {
    if (r.year !== year || r.stage !== 'general' || r.special || r.district === null) continue;
    const m = ours.get(r.state) ?? new Map<number, HouseRecord>();
    if (m.has(r.district)) throw new Error(`${r.id}: two general records for one district`);
    ours.set(r.state, m.set(r.district, r));
  }
  const excepted = new Set(exceptions.filter((e) => e.year === year).map((e) => `${e.icpsr}|${e.district}`));
  const byState = new Map<number, YearRow[]>();
  for (const row of rows) byState.set(row.icpsr, [...(byState.get(row.icpsr) ?? []), row]);
  for (const [icpsr, stateRows] of byState) {
    const state = ICPSR_STATES[icpsr];
    if (!state) throw new Error(`${year}: ICPSR state code ${icpsr} is not in the documentation's list`);
    const why = stateSkip(state, year);
    if (why) {
      out.skips.push(`${year} ${state}: ${why}`);
      continue;
    }
    const ourDistricts = ours.get(state) ?? new Map<number, HouseRecord>();
    // The districts the file describes: rows with a count, rows whose election is in the exceptions file, and rows
    // with no count (-9, -9) where our record has none either (an unopposed candidate whose count the state did not
    // print: 1986 Florida and Oklahoma, 1988 Arkansas, which the exceptions file does not list).
    const noCount = (row: YearRow) => {
      const d = ourDistrict(row.district);
      const r = d === null ? undefined : ourDistricts.get(d);
      return r !== undefined && r.total_votes === null && r.candidates.every((c) => c.votes === null);
    };
    const described = stateRows.filter(
      (row) => row.dem !== null || row.rep !== null || excepted.has(`${icpsr}|${row.district}`) || noCount(row),
    );
    const fileDistricts = described.map((row) => ourDistrict(row.district));
    const same =
      !fileDistricts.includes(null) &&
      new Set(fileDistricts).size === fileDistricts.length &&
      districtList(fileDistricts as number[]) === districtList(ourDistricts.keys());
    if (!same) {
      out.skips.push(
        `${year} ${state}: the file's districts (${described.map((r) => r.district).join(',')}) are not ours ` +
          `(${districtList(ourDistricts.keys())}): renumbered or missing, the state-year is skipped`,
      );
      continue;
    }
    for (const row of described) {
      const r = ourDistricts.get(ourDistrict(row.district)!)!;
      if (excepted.has(`${icpsr}|${row.district}`)) {
        out.skips.push(`${r.id}: in the exceptions file (not one Democrat against one Republican)`);
        continue;
      }
      if (row.dem === null && row.rep === null) {
        out.skips.push(`${r.id}: no count in the file nor in the record (unopposed, the count not printed)`);
        continue;
      }
      const missing = (
        [
          ['democrat', row.dem],
          ['republican', row.rep],
        ] as const
      ).find(([party, v]) => v === null && partyCandidate(r, party) !== null);
      if (missing) {
        out.skips.push(
          `${r.id}: the file has no ${missing[0]} count (-9) but the record has a ${missing[0]} candidate`,
        );
        continue;
      }
      const coded = (
        [
          ['democrat', row.dem],
          ['republican', row.rep],
        ] as const
      ).find(([party, v]) => v !== null && v > 0 && partyCandidate(r, party) === null);
      if (coded) {
        // The file puts a main opponent of another party in a major party's column (1980 VA-1: Sharon Grant,
        // independent, 13,688 as the Democrat's): not a count of a nominee of that party, so nothing to compare.
        const same = r.candidates.find((c) => c.votes === coded[1]);
        out.coded.push(
          `${r.id}: the file gives a ${coded[0]} count (${coded[1]}) but the record has no ${coded[0]} candidate` +
            (same ? ` (it is ${same.name}'s, ${same.party})` : ' (equal to no candidate of the record)'),
        );
        continue;
      }
      const several = ['democrat', 'republican'].find((p) => partyCandidate(r, p) === 'several');
      if (several) {
        out.skips.push(`${r.id}: the record has several ${several} candidates; which is the file's is not known`);
        continue;
      }
      out.entries.push({ record: r.id, dem: row.dem, rep: row.rep });
      const diffs = [compare(r, 'democrat', row.dem), compare(r, 'republican', row.rep)].filter(Boolean);
      if (diffs.length) out.disagreements.push(`${r.id} (total ${r.total_votes}): ${diffs.join('; ')}`);
    }
  }
  for (const [state, m] of ours)
    if (!byState.has(Number(Object.keys(ICPSR_STATES).find((k) => ICPSR_STATES[Number(k)] === state))))
      out.skips.push(`${year} ${state}: no rows in the file (${m.size} records)`);
  return out;
}
