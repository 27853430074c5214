/**
 * Issue 18, class 2 for president: no presidential contest above 0.5% unattributed is left unexamined; each has
 * the reason no source names its votes, and the reason quotes what the sources hold.
 */
import { describe, expect, it } from 'vitest';
import list from '../../build/curated/unattributed/president.json' with { type: 'json' };
import { UNATTRIBUTED_THRESHOLD } from '../../build/ingest/core/unattributed.ts';
import { presidentStates } from '../helpers/committed-data.ts';

const above = presidentStates.filter((r) => r.unattributed_votes / r.total_votes > UNATTRIBUTED_THRESHOLD);
const reason = (id: string) => list.unnamed.find((e) => e.record === id)?.reason;

describe('curated/unattributed/president.json', () => {
  it('has no pending entry: every contest above 0.5% was examined', () => expect(list.pending).toEqual([]));

  it('lists exactly the contests above 0.5%, each with its unattributed count in the reason', () => {
    expect(list.unnamed.map((e) => e.record).sort()).toEqual(
      above.map((r) => `president-${r.year}-${r.state.toLowerCase()}`).sort(),
    );
    for (const r of above)
      expect(reason(`president-${r.year}-${r.state.toLowerCase()}`)).toContain(
        r.unattributed_votes.toLocaleString('en-US'),
      );
  });

  it('names the kind of line: Nevada\'s "None of these candidates", write-ins both sources leave unnamed, 1988 independent lines', () => {
    expect(reason('president-2020-nv')).toContain('None of these candidates');
    expect(reason('president-2016-wa')).toContain(
      "MEDSL and FiveThirtyEight both give only unnamed lines ('Write-in' 107,805)",
    );
    expect(reason('president-1988-ks')).toContain('Ron Paul and Lenora Fulani have no line in this state in MEDSL');
  });
});
