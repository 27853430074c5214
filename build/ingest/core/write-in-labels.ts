/**
 * A line whose party label says write-in ("WRITE-IN (DEMOCRATIC)") is a write-in in the records (issue 18): MEDSL's
 * House 2020 rows had 88 such lines with its write-in column FALSE, served as ballot candidates (and Arizona's and
 * Maryland's party-labelled write-ins as second nominees of a major party). The ingest reads the label as well as
 * the column (`labelSaysWriteIn`); this check finds any line of any source that still disagrees.
 */
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from './check-result.ts';
import { labelSaysWriteIn } from './parties.ts';
import { CITED_WRITE_INS, type CitedWriteIn } from './write-in-lines.ts';

export function checkWriteInLabels(
  races: readonly Race[],
  cited: readonly CitedWriteIn[] = CITED_WRITE_INS,
): CheckResult {
  const failures: string[] = [];
  let labelled = 0;
  for (const r of races)
    for (const c of r.candidates) {
      if (!labelSaysWriteIn(c.party_label)) continue;
      labelled++;
      if (!c.write_in) failures.push(`${r.id}: ${c.name} (${c.party_label}) is not flagged write_in`);
    }
  for (const l of cited) {
    const served = races.some(
      (r) =>
        r.office === l.office &&
        r.year === l.year &&
        r.state === l.state &&
        r.district === l.district &&
        r.candidates.some((c) => c.votes === l.votes && c.write_in),
    );
    if (!served)
      failures.push(`curated/write-in-lines.json: ${l.year} ${l.state} ${l.name} is not served as a write-in`);
  }
  return {
    name: 'every candidate line whose party label says write-in, or that a cited page prints as one, is flagged write_in',
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [`${labelled} write-in-labelled lines and ${cited.length} cited ones, each flagged`],
  };
}
