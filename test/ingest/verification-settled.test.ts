/**
 * Issue 18: disputed contests settled by a certified count read from a cited page (certified) or by a documented
 * error of the second source where the served figures are the certified ones (resolved). Real records, committed data.
 */
import { describe, expect, it } from 'vitest';
import knownErrors from '../../build/curated/verification-known-errors.json' with { type: 'json' };
import { corrections, governor, presidentStates, senate } from '../helpers/committed-data.ts';

const president = (year: number, state: string) => presidentStates.find((r) => r.year === year && r.state === state)!;
const race = (id: string) => [...senate, ...governor].find((r) => r.id === id)!;
const votes = (r: { candidates: { name: string; votes: number | null }[] }, name: string) =>
  r.candidates.find((c) => c.name === name)?.votes;

describe('disputed contests settled (issue 18)', () => {
  it("2018 PA Senate serves Casey's certified 2,792,437 (MEDSL had 2,777,680), and is certified", () => {
    const pa = race('senate-2018-pa-class1-general');
    expect(votes(pa, 'Robert P. Casey Jr.')).toBe(2792437);
    expect(pa.total_votes).toBe(5009400);
    expect(pa.verification.status).toBe('certified');
    expect(corrections.some((c) => c.record === pa.id && c.new === 2792437)).toBe(true);
  });

  it('2006 ME Senate serves the certified Snowe 402,598, Hay Bright 111,984, Slavick 29,220', () => {
    const me = race('senate-2006-me-class1-general');
    expect([votes(me, 'Olympia J. Snowe'), votes(me, 'Jean M. Hay Bright'), votes(me, 'William H. Slavick')]).toEqual([
      402598, 111984, 29220,
    ]);
    expect(me.verification.status).toBe('certified');
  });

  it('1978 AR Senate serves the certified Pryor 399,916 (MEDSL 395,506); 1976 VT president the certified Carter 81,044', () => {
    const ar = race('senate-1978-ar-class2-general');
    expect(votes(ar, 'David Pryor')).toBe(399916);
    expect(ar.verification.status).toBe('certified');
    const vt = president(1976, 'VT');
    expect([votes(vt, 'Gerald Ford'), votes(vt, 'Jimmy Carter')]).toEqual([102085, 81044]);
    expect(vt.verification.status).toBe('certified');
  });

  it('where the county sums are short and the served figures are certified, the record is resolved, figures unchanged', () => {
    expect(votes(president(2016, 'NY'), 'Hillary Clinton')).toBe(4556124);
    expect(votes(president(2016, 'CA'), 'Hillary Clinton')).toBe(8753788);
    // Since the Clerk of the House's statistics were compared (certified-president-clerk.json), these presidential
    // records are certified (their county-sum known errors were then removed, as the ingest requires).
    for (const [y, s] of [
      [2016, 'NY'],
      [2016, 'CA'],
      [2016, 'KS'],
      [2020, 'KS'],
      [2012, 'MA'],
      [2020, 'ME'],
    ] as const) {
      expect(president(y, s).verification.status).toBe('certified');
      expect(president(y, s).verification.sources).toContain('curated-certified-president-clerk');
    }
    for (const id of [
      'senate-1976-mn-class1-general',
      'senate-1982-mn-class1-general',
      'senate-1994-tn-class2-special-general',
      'senate-1978-ms-class2-general',
      'senate-2020-me-class2-general',
      'governor-2018-me-general',
    ]) {
      expect(race(id).verification.status).toBe('resolved');
    }
    // Since the Senate's check against the Clerk's statistics, 2012 ME is certified by them, its figures unchanged.
    expect(race('senate-2012-me-class1-general').verification.status).toBe('certified');
    expect(race('senate-2012-me-class1-general').total_votes).toBe(700599);
  });

  it('every known-error entry that settles a record quotes the certified figure it relies on', () => {
    const settled = knownErrors.errors.filter((e) => e.why.includes('the served figures are the certified ones'));
    // 8 since the presidential records they settled (2012-2020) are certified by the Clerk's statistics.
    expect(settled.length).toBeGreaterThanOrEqual(8);
    for (const e of settled) expect(e.why).toMatch(/https?:\/\/\S+/);
  });

  it('no governor record is disputed (2018 ME, the last one, is resolved)', () => {
    expect(governor.filter((r) => r.verification.status === 'disputed')).toHaveLength(0);
  });
});
