/**
 * Issue 18, remaining items: Nevada's "None of These Candidates" line restored where MEDSL omits it (1980-1988),
 * candidates added to Senate races from a cited canvass, and the 1976 New York total without blank and void ballots.
 * Regression tests on the committed data/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corrections, presidentStates, senate } from '../helpers/committed-data.ts';

const unnamed = (office: string): string[] =>
  (JSON.parse(readFileSync(`build/curated/unattributed/${office}.json`, 'utf8')) as { unnamed: { record: string }[] }).unnamed.map((u) => u.record);

describe('Nevada None of These Candidates (valid votes, unattributed)', () => {
  it.each([
    [1980, 247885, 4193],
    [1984, 286667, 3950],
    [1988, 350067, 6934],
  ])('president %i: total %i includes %i NOTC votes, listed with its reason', (year, total, notc) => {
    const r = presidentStates.find((x) => x.year === year && x.state === 'NV')!;
    expect(r.total_votes).toBe(total);
    expect(r.unattributed_votes).toBe(notc);
    expect(unnamed('president')).toContain(`president-${year}-nv`);
    expect(corrections.some((c) => c.record === `president-${year}-nv` && c.field === 'unattributed_votes' && c.new === notc)).toBe(true);
  });
  it.each([
    ['senate-1980-nv-class3-general', 246436, 3163],
    ['senate-1982-nv-class1-general', 240394, 5297],
    ['senate-1988-nv-class1-general', 349649, 7242],
  ])('%s: total %i includes %i NOTC votes, listed with its reason', (id, total, notc) => {
    const r = senate.find((x) => x.id === id)!;
    expect(r.total_votes).toBe(total);
    expect(r.unattributed_votes).toBe(notc);
    expect(r.notes.join(' ')).toContain('None of These Candidates');
    expect(unnamed('senate')).toContain(id);
  });
});
