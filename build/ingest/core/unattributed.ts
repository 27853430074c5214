/**
 * Named candidates stay named (issue 18, class 2): a contest whose unattributed votes (write-ins and scattering no
 * source attributes) exceed 0.5% of its total is listed in build/curated/unattributed/{office}.json with the reason
 * no source names them, or the ingest fails. A listed contest that no longer exceeds the threshold fails too, so the
 * lists cannot go stale. `pending` entries are contests not yet examined: reported in the check, and to be emptied.
 */
import { z } from 'zod';
import type { CheckResult } from './checks.ts';

export const UNATTRIBUTED_THRESHOLD = 0.005;

export const UnattributedListSchema = z
  .object({
    $comment: z.string().optional(),
    /** Contests whose unattributed votes no source (nor any cited canvass found) names. */
    unnamed: z.array(z.object({ record: z.string().min(1), reason: z.string().min(1) }).strict()),
    /** Contests above the threshold not yet examined; each names who is examining it. */
    pending: z.array(z.object({ record: z.string().min(1), owner: z.string().min(1) }).strict()),
  })
  .strict();
export type UnattributedList = z.infer<typeof UnattributedListSchema>;

type Tallied = { id: string; total_votes: number | null; unattributed_votes: number };

function unattributedShare(r: Tallied): number {
  return r.total_votes ? r.unattributed_votes / r.total_votes : 0;
}

export function checkUnattributedShare(office: string, records: Tallied[], list: UnattributedList): CheckResult {
  const listed = new Map<string, string>();
  for (const e of list.unnamed) listed.set(e.record, `unnamed: ${e.reason}`);
  for (const e of list.pending) listed.set(e.record, `pending (${e.owner})`);
  const failures: string[] = [];
  const above = records.filter((r) => unattributedShare(r) > UNATTRIBUTED_THRESHOLD);
  for (const r of above) {
    if (!listed.has(r.id)) {
      const share = (100 * unattributedShare(r)).toFixed(2);
      failures.push(
        `${r.id}: ${r.unattributed_votes} of ${r.total_votes} votes (${share}%) unattributed and not listed`,
      );
    }
  }
  const aboveIds = new Set(above.map((r) => r.id));
  for (const id of listed.keys()) {
    if (!aboveIds.has(id))
      failures.push(`${id}: listed in curated/unattributed/${office}.json but not above 0.5% (remove it)`);
  }
  const pending = list.pending.length;
  return {
    name: `${office}: no contest has more than 0.5% of its votes unattributed unless listed with the reason no source names them`,
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [
          `${records.length} contests; ${above.length} above 0.5%: ${list.unnamed.length} unnamed in every source, ${pending} pending`,
        ],
  };
}
