/** The named-candidates rule (issue 18, class 2): unattributed votes above 0.5% need a listed reason. */
import { describe, expect, it } from 'vitest';
import { checkUnattributedShare } from '../../build/ingest/core/unattributed.ts';

const race = (id: string, unattributed: number, total: number) => ({
  id,
  total_votes: total,
  unattributed_votes: unattributed,
});
const empty = { unnamed: [], pending: [] };

describe('checkUnattributedShare', () => {
  it('fails on a contest above 0.5% that no list names, and passes at or below the threshold', () => {
    const failed = checkUnattributedShare(
      'governor',
      [race('governor-1976-ut-general', 10_916, 541_218), race('x', 5, 1000)],
      empty,
    );
    expect(failed.passed).toBe(false);
    expect(failed.details).toEqual([
      'governor-1976-ut-general: 10916 of 541218 votes (2.02%) unattributed and not listed',
    ]);
  });

  it('passes a listed contest, and fails a listed one that is no longer above the threshold', () => {
    const list = { unnamed: [{ record: 'a', reason: 'scattering only' }], pending: [{ record: 'b', owner: 'x' }] };
    expect(checkUnattributedShare('house', [race('a', 100, 1000), race('b', 100, 1000)], list).passed).toBe(true);
    const stale = checkUnattributedShare('house', [race('a', 100, 1000), race('b', 1, 1000)], list);
    expect(stale.details).toEqual(['b: listed in curated/unattributed/house.json but not above 0.5% (remove it)']);
  });
});
