import type { Race } from '../../schemas/results.ts';
import { displayName, nameKey } from '../core/names.ts';
import type { FteRace } from '../fivethirtyeight/results.ts';
import type { Ledger } from '../core/ledger.ts';
import { tallyLines, type BallotLine } from '../core/tally.ts';

/**
 * Compares a MEDSL race with FiveThirtyEight's copy: the winner and each candidate's votes. A difference of more
 * than 0.5% goes to the report as a conflict; the MEDSL value stands (written rule: MEDSL is the primary source,
 * SOURCES.md section 0), except where the record's notes say otherwise.
 */
export function crossCheck(race: Race, twin: FteRace, twinLines: BallotLine[], ledger: Ledger): void {
  const theirs = tallyLines(twinLines);
  // Sources spell the same person differently ("Joe Biden", "Joseph R. Biden Jr."): compare by surname.
  const surname = (name: string) => nameKey(name).split('|')[0]!;
  const uncounted = new Set(
    twin.rows.filter((r) => r.name && r.votes === null).map((r) => surname(displayName(r.name))),
  );
  const count = (names: string[]) => names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>());
  const ours = count(race.candidates.map((c) => surname(c.name)));
  const them = count(theirs.map((c) => surname(c.name)));
  // Only surnames that name one candidate on both sides are compared (1996 VA had John and Mark Warner).
  const byKey = new Map(
    theirs
      .filter((c) => them.get(surname(c.name)) === 1 && ours.get(surname(c.name)) === 1)
      .map((c) => [surname(c.name), c]),
  );
  const rule = 'MEDSL is the primary source for 1976-2020 and 2024 regular races; FiveThirtyEight cross-checks it';
  const theirWinner = theirs[0];
  if (theirWinner && race.candidates[0] && surname(theirWinner.name) !== surname(race.candidates[0].name)) {
    ledger.conflict({
      record: race.id,
      field: 'leader',
      chosen: race.candidates[0].name,
      chosenSource: 'medsl',
      rejected: theirWinner.name,
      rejectedSource: `fte-senate race ${twin.raceId}`,
      rule,
    });
  }
  for (const c of race.candidates) {
    if (c.votes === null) continue;
    const other = byKey.get(surname(c.name));
    if (!other || uncounted.has(surname(c.name))) continue;
    if (Math.abs(other.votes - c.votes) > 0.005 * Math.max(other.votes, c.votes)) {
      ledger.conflict({
        record: race.id,
        field: `candidates[${c.name}].votes`,
        chosen: c.votes,
        chosenSource: 'medsl',
        rejected: other.votes,
        rejectedSource: `fte-senate race ${twin.raceId}`,
        rule,
      });
    }
  }
}
