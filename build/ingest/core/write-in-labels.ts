/**
 * A line whose party label says write-in ("WRITE-IN (DEMOCRATIC)") is a write-in in the records (issue 18): MEDSL's
 * House 2020 rows had 88 such lines with its write-in column FALSE, served as ballot candidates (and Arizona's and
 * Maryland's party-labelled write-ins as second nominees of a major party). The ingest reads the label as well as
 * the column (`labelSaysWriteIn`); this check finds any line of any source that still disagrees.
 */
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from './check-result.ts';
import { labelSaysWriteIn } from './parties.ts';

export function checkWriteInLabels(races: readonly Race[]): CheckResult {
  const failures: string[] = [];
  let labelled = 0;
  for (const r of races)
    for (const c of r.candidates) {
      if (!labelSaysWriteIn(c.party_label)) continue;
      labelled++;
      if (!c.write_in) failures.push(`${r.id}: ${c.name} (${c.party_label}) is not flagged write_in`);
    }
  return {
    name: 'every candidate line whose party label says write-in is flagged write_in',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${labelled} write-in-labelled lines, each flagged`],
  };
}
