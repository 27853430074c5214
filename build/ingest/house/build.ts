import contests from '../../curated/house-contests.json' with { type: 'json' };
import { compareStrings, type StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { intCell, isTrue } from '../core/csv.ts';
import type { Ledger } from '../core/ledger.ts';
import { displayName } from '../core/names.ts';
import { normalizeParty } from '../core/parties.ts';
import { classifyName, INVALID_REASON } from '../core/pseudo.ts';
import { buildRace, electionDay, linkRunoffs } from '../core/race.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';
import type { BallotLine } from '../core/tally.ts';

export const HOUSE_FILE = 'results/medsl/1976-2024-house.csv';

interface HouseRow {
  row: number;
  year: number;
  state: StateCode;
  district: number;
  special: boolean;
  runoff: boolean;
  raw: string;
  party: string;
  writeIn: boolean;
  votes: number;
}

type Stage = 'first' | 'runoff';

const firstRoundSpecial = (r: HouseRow) =>
  contests.first_round_specials.find((c) => c.year === r.year && c.state === r.state && c.districts.includes(r.district));
const unflaggedRunoff = (r: HouseRow) => contests.unflagged_runoffs.find((c) => c.year === r.year && c.state === r.state && c.district === r.district);
const separateSpecial = (r: HouseRow) => contests.separate_specials.find((c) => c.year === r.year && c.state === r.state && c.district === r.district);

/**
 * House races, one regular contest per district and year (plus runoffs), from MEDSL. Pseudo-candidates (blank,
 * void, over/under votes, TOTAL, RCV continuing/exhausted tallies) are dropped; the DC delegate rows (with the
 * Guam rows mixed into 2020 DC) are outside the 435 seats.
 */
export function buildHouse(reader: SourceReader, ledger: Ledger): Race[] {
  const table = readCsv(reader, HOUSE_FILE);
  const fileLedger = ledger.open(HOUSE_FILE, table.rows.length);
  const groups = new Map<string, { rows: HouseRow[]; stage: Stage; special: boolean; notes: string[] }>();
  for (const row of table.rows) {
    const r: HouseRow = {
      row: row.row,
      year: intCell(table, row, 'year'),
      state: row.get('state_po').trim() as StateCode,
      district: intCell(table, row, 'district'),
      special: isTrue(row.get('special')),
      runoff: isTrue(row.get('runoff')),
      raw: row.get('candidate'),
      party: row.get('party').trim(),
      writeIn: isTrue(row.get('writein')),
      votes: intCell(table, row, 'candidatevotes'),
    };
    if (r.state === 'DC') {
      fileLedger.excluded(r.row, 'DC delegate (non-voting; in 2020 mixed with Guam rows): outside the 435 seats');
      continue;
    }
    const notes: string[] = [];
    let stage: Stage = r.runoff ? 'runoff' : 'first';
    if (r.special) {
      const sep = separateSpecial(r);
      if (sep) {
        fileLedger.excluded(r.row, `separate special election for an unexpired term: ${sep.why}`);
        continue;
      }
      const first = firstRoundSpecial(r);
      if (!first) throw new Error(`${HOUSE_FILE}: row ${r.row}, field "special": special election ${r.year} ${r.state}-${r.district} is not described in curated/house-contests.json`);
      notes.push(`All-party special open election: ${first.why}.`);
    } else if (unflaggedRunoff(r)) {
      stage = 'runoff';
      notes.push(`Runoff: ${unflaggedRunoff(r)!.why}.`);
    }
    const key = `${r.year}|${r.state}|${r.district}|${stage}`;
    const group = groups.get(key) ?? { rows: [], stage, special: r.special, notes: [] };
    if (group.special !== r.special) {
      throw new Error(`${HOUSE_FILE}: row ${r.row}, field "special": ${key} mixes special and regular rows`);
    }
    group.rows.push(r);
    group.notes.push(...notes);
    groups.set(key, group);
  }

  const races: Race[] = [];
  for (const group of groups.values()) {
    const { year, state, district } = group.rows[0]!;
    const lines: (BallotLine & { row: number })[] = [];
    let unattributed = 0;
    for (const r of group.rows) {
      const cls = classifyName(r.raw);
      if (cls === 'invalid') fileLedger.excluded(r.row, INVALID_REASON);
      else if (cls === 'unattributed') {
        unattributed += r.votes;
        fileLedger.merged(r.row);
      } else {
        lines.push({ row: r.row, name: displayName(r.raw), party: normalizeParty(r.party), partyLabel: r.party, votes: r.votes, writeIn: r.writeIn });
      }
    }
    const seen = new Set<string>();
    for (const l of lines) {
      if (seen.has(l.name)) fileLedger.merged(l.row);
      else fileLedger.used(l.row);
      seen.add(l.name);
    }
    if (lines.length === 0) throw new Error(`${HOUSE_FILE}: ${year} ${state}-${district}: no candidate rows`);
    const notes = [...group.notes];
    if (state === 'LA' && group.stage === 'first') notes.push('Louisiana: candidates who won a majority in the all-party primary appear as the general result (MEDSL convention).');
    races.push(
      buildRace({
        office: 'house',
        year,
        date: group.stage === 'first' ? electionDay(year) : null,
        state,
        district,
        seatClass: null,
        special: group.special,
        stage: group.stage === 'runoff' ? 'runoff' : group.special ? 'jungle_primary' : 'general',
        lines,
        unattributed,
        sources: ['medsl-house-1976-2024'],
        notes,
      }),
    );
  }
  linkRunoffs(races);
  return races.sort((a, b) => a.year - b.year || compareStrings(a.state, b.state) || (a.district ?? 0) - (b.district ?? 0) || compareStrings(a.stage, b.stage));
}
