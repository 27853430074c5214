import { compareStrings, type Party } from '../../schemas/common.ts';
import { intCell, isTrue } from '../core/csv.ts';
import type { Ledger } from '../core/ledger.ts';
import { normalizeParty } from '../core/parties.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

const APPORTIONMENT_FILE = 'results/electoral_college/apportionment_by_year.csv';
const VOTES_CAST_FILE = 'results/electoral_college/electoral_votes_cast.csv';
const VOTES_NATIONAL_FILE = 'results/electoral_college/electoral_votes_national.csv';

interface ElectorVote {
  recipient: string | null;
  party: Party | null;
  pledged_to: string;
  ev: number;
  faithless: boolean;
  note: string;
}

export interface StateElectoral {
  evTotal: number;
  electors: ElectorVote[];
}

/** Electoral votes per state and year: the allotment and how the electors actually voted. */
export function readElectoral(reader: SourceReader, ledger: Ledger): Map<string, StateElectoral> {
  const out = new Map<string, StateElectoral>();
  const apportionment = readCsv(reader, APPORTIONMENT_FILE);
  const aLedger = ledger.open(APPORTIONMENT_FILE, apportionment.rows.length);
  for (const row of apportionment.rows) {
    const key = `${intCell(apportionment, row, 'year')}-${row.get('state_po')}`;
    out.set(key, { evTotal: intCell(apportionment, row, 'electoral_votes'), electors: [] });
    aLedger.used(row.row);
  }
  const cast = readCsv(reader, VOTES_CAST_FILE);
  const cLedger = ledger.open(VOTES_CAST_FILE, cast.rows.length);
  for (const row of cast.rows) {
    const key = `${intCell(cast, row, 'year')}-${row.get('state_po')}`;
    const entry = out.get(key);
    if (!entry) throw new Error(`${VOTES_CAST_FILE}: row ${row.row}: no apportionment for ${key}`);
    const total = intCell(cast, row, 'electoral_votes_total');
    if (total !== entry.evTotal) {
      throw new Error(
        `${VOTES_CAST_FILE}: row ${row.row}, field "electoral_votes_total": ${total} but apportionment gives ${entry.evTotal}`,
      );
    }
    const recipient = row.get('recipient').trim();
    const partyLabel = row.get('party').trim();
    entry.electors.push({
      recipient: recipient === '(abstention)' ? null : recipient,
      party: partyLabel ? normalizeParty(partyLabel) : null,
      pledged_to: row.get('pledged_to').trim(),
      ev: intCell(cast, row, 'electoral_votes'),
      faithless: isTrue(row.get('faithless')),
      note: row.get('note').trim(),
    });
    cLedger.used(row.row);
  }
  // The national file is the sum of the per-state file; it must agree row for row.
  const national = readCsv(reader, VOTES_NATIONAL_FILE);
  const nLedger = ledger.open(VOTES_NATIONAL_FILE, national.rows.length);
  for (const row of national.rows) {
    const year = intCell(national, row, 'year');
    const recipient = row.get('recipient').trim();
    const summed = [...out.entries()]
      .filter(([k]) => k.startsWith(`${year}-`))
      .flatMap(([, e]) => e.electors)
      .filter((e) => (e.recipient ?? '(abstention)') === recipient)
      .reduce((s, e) => s + e.ev, 0);
    if (summed !== intCell(national, row, 'electoral_votes')) {
      throw new Error(
        `${VOTES_NATIONAL_FILE}: row ${row.row}, field "electoral_votes": ${row.get('electoral_votes')} but the states sum to ${summed}`,
      );
    }
    nLedger.used(row.row);
  }
  for (const [key, entry] of out) {
    const sum = entry.electors.reduce((s, e) => s + e.ev, 0);
    if (sum !== entry.evTotal)
      throw new Error(`${VOTES_CAST_FILE}: ${key} electors cast ${sum} votes but the state has ${entry.evTotal}`);
    entry.electors.sort((a, b) => b.ev - a.ev || compareStrings(String(a.recipient), String(b.recipient)));
  }
  return out;
}
