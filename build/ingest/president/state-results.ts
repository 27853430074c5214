import nominees from '../../curated/nominees.json' with { type: 'json' };
import presidentNames from '../../curated/president-names.json' with { type: 'json' };
import { compareStrings, type Party, type StateCode } from '../../schemas/common.ts';
import { UNVERIFIED, type PresidentStateResult } from '../../schemas/results.ts';
import { intCell, isTrue } from '../core/csv.ts';
import type { StateElectoral } from './electoral.ts';
import type { Ledger } from '../core/ledger.ts';
import { cleanRawName, displayName } from '../core/names.ts';
import { normalizeParty } from '../core/parties.ts';
import { classifyName, INVALID_REASON } from '../core/pseudo.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';
import { pct, shares, tallyLines, type BallotLine } from '../core/tally.ts';

export const PRESIDENT_1976_2020 = 'results/medsl/1976-2020-president.csv';
export const PRESIDENT_2024 = 'results/medsl/2024-president-state.csv';
const SOURCE_ID: Record<string, string> = {
  [PRESIDENT_1976_2020]: 'medsl-president-1976-2020',
  [PRESIDENT_2024]: 'medsl-president-2024',
};

/** One MEDSL row in the shape both files share (the 2024 file renames candidatevotes to votes). */
export interface PresidentRow {
  file: string;
  row: number;
  year: number;
  state: StateCode;
  stateName: string;
  fips: string;
  raw: string;
  partyDetailed: string;
  partySimplified: string;
  writeIn: boolean;
  votes: number;
}

const curatedNames = new Map<string, string>();
for (const [display, raws] of Object.entries(presidentNames)) {
  if (display.startsWith('$')) continue;
  for (const raw of raws as string[]) curatedNames.set(cleanRawName(raw).toUpperCase(), display);
}

export function presidentDisplayName(raw: string): string {
  return curatedNames.get(cleanRawName(raw).toUpperCase()) ?? displayName(raw);
}

export function readPresidentRows(reader: SourceReader, ledger: Ledger): PresidentRow[] {
  const out: PresidentRow[] = [];
  for (const file of [PRESIDENT_1976_2020, PRESIDENT_2024]) {
    const table = readCsv(reader, file);
    ledger.open(file, table.rows.length);
    const votesColumn = table.columns.includes('candidatevotes') ? 'candidatevotes' : 'votes';
    for (const row of table.rows) {
      out.push({
        file,
        row: row.row,
        year: intCell(table, row, 'year'),
        state: row.get('state_po') as StateCode,
        stateName: row.get('state').trim(),
        fips: row.get('state_fips').trim().padStart(2, '0'),
        raw: row.get('candidate'),
        partyDetailed: row.get('party_detailed').trim(),
        partySimplified: row.get('party_simplified').trim(),
        writeIn: isTrue(row.get('writein')),
        votes: intCell(table, row, votesColumn),
      });
    }
  }
  return out;
}

function lineParty(r: PresidentRow): Party {
  if (['DEMOCRAT', 'REPUBLICAN', 'LIBERTARIAN'].includes(r.partySimplified)) return normalizeParty(r.partySimplified);
  return normalizeParty(r.partyDetailed || r.partySimplified);
}

/** Builds one record per state and year: candidates summed over ballot lines, shares, winner, electors. */
export function buildPresidentStates(
  presidentRows: PresidentRow[],
  ledger: Ledger,
  electoral: Map<string, StateElectoral>,
): PresidentStateResult[] {
  const groups = new Map<string, PresidentRow[]>();
  for (const r of presidentRows) {
    const key = `${r.year}-${r.state}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const results: PresidentStateResult[] = [];
  for (const [key, rows] of groups) {
    const { year, state, file } = rows[0]!;
    const fileLedger = ledger.open(file, 0);
    const yearNominees = (nominees as unknown as Record<string, Record<string, string>>)[String(year)];
    if (!yearNominees)
      throw new Error(`${file}: row ${rows[0]!.row}: no nominees listed for ${year} in curated/nominees.json`);
    const notes: string[] = [];
    const lines: (BallotLine & { row: number })[] = [];
    let unattributed = 0;
    const unnamedLines: { label: string; votes: number }[] = [];
    for (const r of rows) {
      const cls = classifyName(r.raw);
      if (cls === 'invalid') {
        fileLedger.excluded(r.row, INVALID_REASON);
        continue;
      }
      const party = lineParty(r);
      const majorLine = r.partySimplified === 'DEMOCRAT' || r.partySimplified === 'REPUBLICAN';
      if (cls === 'unattributed') {
        unattributed += r.votes;
        unnamedLines.push({ label: r.partyDetailed || cleanRawName(r.raw) || 'write-in', votes: r.votes });
        fileLedger.merged(r.row);
        continue;
      }
      let name = presidentDisplayName(r.raw);
      let writeIn = r.writeIn;
      if (majorLine) {
        // Join on party: the D or R line is the nominee's, whatever the row's spelling or write-in flag.
        const nominee = yearNominees[party]!;
        if (name !== nominee)
          notes.push(`Source names the ${party} line "${cleanRawName(r.raw)}"; joined to ${nominee} by party.`);
        name = nominee;
        writeIn = false;
      }
      lines.push({
        name,
        party,
        partyLabel: r.partyDetailed || r.partySimplified,
        votes: r.votes,
        writeIn,
        row: r.row,
      });
    }
    const seen = new Set<string>();
    for (const l of lines) {
      if (seen.has(l.name)) fileLedger.merged(l.row);
      else fileLedger.used(l.row);
      seen.add(l.name);
    }
    const tallied = tallyLines(lines);
    for (const nominee of Object.values(yearNominees)) {
      const own = rows.filter(
        (r) =>
          (r.partySimplified === 'DEMOCRAT' || r.partySimplified === 'REPUBLICAN') &&
          classifyName(r.raw) === 'candidate' &&
          yearNominees[lineParty(r)] === nominee,
      );
      if (own.length > 0 && own.every((r) => r.writeIn)) {
        notes.push(
          `Source flags every ${nominee} row as a write-in; the party's ballot line is not a write-in, so write_in is false.`,
        );
      }
    }
    const total = tallied.reduce((s, c) => s + c.votes, 0) + unattributed;
    const ec = electoral.get(key);
    if (!ec) throw new Error(`${file}: no electoral votes for ${key}`);
    const names = new Set(tallied.map((c) => c.name));
    for (const e of ec.electors) {
      if (!names.has(e.pledged_to)) {
        throw new Error(
          `electoral votes ${key}: electors pledged to "${e.pledged_to}", who is not a candidate in ${file}`,
        );
      }
    }
    const candidates = tallied.map((c) => ({
      name: c.name,
      party: c.party,
      party_label: c.party_label,
      votes: c.votes,
      pct: pct(c.votes, total),
      votes_derived: false,
      write_in: c.writeIn,
      ev: ec.electors.filter((e) => e.recipient === c.name).reduce((s, e) => s + e.ev, 0),
    }));
    const winner = candidates[0]!;
    for (const line of unnamedLines) {
      // A large line without a name is worth saying out loud (1996 AL, MS, NJ, SD, TN: an unnamed INDEPENDENT
      // line, most likely Ross Perot's); the source names no one, so the votes stay unattributed.
      if (line.votes > 0.01 * total) {
        notes.push(
          `${line.votes.toLocaleString('en-US')} votes (${pct(line.votes, total)}%) are on a "${line.label}" line the source gives no candidate name; they count in total_votes and unattributed_votes, not for any candidate.`,
        );
      }
    }
    results.push({
      year,
      state,
      ev_total: ec.evTotal,
      total_votes: total,
      unattributed_votes: unattributed,
      candidates,
      winner: winner.name,
      winner_party: winner.party,
      ...shares(candidates, total),
      flipped: false,
      electors: ec.electors,
      sources: [SOURCE_ID[file]!, 'ec-apportionment', 'ec-votes-cast'],
      notes: [...new Set(notes)].sort(compareStrings),
      verification: UNVERIFIED,
    });
  }
  results.sort((a, b) => a.year - b.year || compareStrings(a.state, b.state));
  markFlips(results);
  return results;
}

/** flipped: the winning party differs from the state's previous presidential election (false in 1976). */
function markFlips<T extends { year: number; state: string; winner_party: Party | null; flipped: boolean }>(
  records: T[],
): void {
  const last = new Map<string, Party | null>();
  for (const r of [...records].sort((a, b) => a.year - b.year)) {
    const prev = last.get(r.state);
    r.flipped = prev !== undefined && prev !== r.winner_party;
    last.set(r.state, r.winner_party);
  }
}
