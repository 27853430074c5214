/**
 * Named candidates stay named (issue 18, class 2). MEDSL lists some Senate candidates as an unnamed write-in line
 * (2002 MA Randall Forsberg, 2002 NH Bob Smith, 2004 ID Scott McClure, 2004 UT Joe LaBonte); FiveThirtyEight's copy
 * of the same race names them. An unnamed MEDSL line takes the name of the one FiveThirtyEight row with exactly its
 * votes whose candidate MEDSL does not already list; anything less certain stays unattributed.
 */
import { nameKey } from '../core/names.ts';
import type { FteRow } from '../fivethirtyeight/results.ts';

export interface UnnamedLine {
  row: number;
  votes: number;
}

export interface NamedFromTwin extends UnnamedLine {
  name: string;
  ballotParty: string;
  twinRow: number;
}

export function nameFromTwin(
  unnamed: UnnamedLine[],
  medslNames: string[],
  twinRows: FteRow[],
): { named: NamedFromTwin[]; rest: UnnamedLine[] } {
  const surname = (n: string) => nameKey(n).split('|')[0]!;
  const listed = new Set(medslNames.map(surname));
  const candidates = twinRows.filter(
    (r) => r.name && r.votes !== null && (r.rcvRound === null || r.rcvRound === 1) && !listed.has(surname(r.name)),
  );
  const named: NamedFromTwin[] = [];
  const rest: UnnamedLine[] = [];
  for (const line of unnamed) {
    const match = candidates.filter((r) => r.votes === line.votes);
    if (line.votes > 0 && match.length === 1)
      named.push({ ...line, name: match[0]!.name, ballotParty: match[0]!.ballotParty, twinRow: match[0]!.row });
    else rest.push(line);
  }
  return { named, rest };
}

/**
 * Named write-in candidates FiveThirtyEight lists (its recent rows cite the state canvass or the Clerk's statistics)
 * and MEDSL leaves out entirely (2018 UT, 2018 DE, the 2020 GA special). They are added only when the twin's valid
 * total exceeds MEDSL's by exactly their votes, so a write-in MEDSL folded into an unnamed line is never counted twice.
 */
export function missingWriteIns(
  medslNames: string[],
  medslTotal: number,
  twinRows: FteRow[],
  twinValidTotal: number,
): FteRow[] {
  const surname = (n: string) => nameKey(n).split('|')[0]!;
  const listed = new Set(medslNames.map(surname));
  const missing = twinRows.filter(
    (r) =>
      r.name &&
      r.ballotParty === 'W' &&
      r.votes !== null &&
      r.votes > 0 &&
      (r.rcvRound === null || r.rcvRound === 1) &&
      !listed.has(surname(r.name)),
  );
  const sum = missing.reduce((s, r) => s + r.votes!, 0);
  return missing.length && sum === twinValidTotal - medslTotal ? missing : [];
}
