/**
 * FiveThirtyEight's per-Congress membership table (crosswalk SOURCES.md section 2): one row per member per Congress,
 * 66th-118th, with the member's Bioguide id. Read once, here, for both of its uses: the House-winners-seated check
 * (house/seated.ts) and the crosswalk's name path (members/join.ts).
 */
import type { Ledger } from '../core/ledger.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

const FTE_CONGRESS = 'crosswalk/fivethirtyeight/data_aging_congress.csv';

/** The Congress a November election of `year` chose (1976 -> 95th); an odd-year special's winner sits in it too. */
export const congressOf = (year: number) => Math.floor((year - 1788) / 2) + 1;

export interface CongressMember {
  congress: number;
  chamber: 'House' | 'Senate';
  state: string;
  bioguide: string;
  /** Voteview style "LAST, First Middle". */
  bioname: string;
}

/** Members of the Congresses elections 1976-2024 chose (95th on); earlier Congresses are excluded with why. */
export function readCongressMembers(reader: SourceReader, ledger: Ledger): CongressMember[] {
  const table = readCsv(reader, FTE_CONGRESS);
  const fileLedger = ledger.open(FTE_CONGRESS, table.rows.length);
  const out: CongressMember[] = [];
  for (const row of table.rows) {
    const congress = Number(row.get('congress'));
    const chamber = row.get('chamber').trim();
    if (congress < congressOf(1976))
      fileLedger.excluded(row.row, 'a Congress no published election chose (before 1977)');
    else if (chamber !== 'House' && chamber !== 'Senate')
      throw new Error(`${FTE_CONGRESS} row ${row.row}: unknown chamber "${chamber}"`);
    else {
      out.push({
        congress,
        chamber,
        state: row.get('state_abbrev').trim(),
        bioguide: row.get('bioguide_id').trim(),
        bioname: row.get('bioname'),
      });
      fileLedger.used(row.row);
    }
  }
  return out;
}
