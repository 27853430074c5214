/**
 * Issue 18, House 1976-1982: the contests where the Gelman-King House data (ICPSR 6311) and the served figures
 * disagree. None could be settled from a page read through the search tool (no per-state or per-district page for
 * these years gave the counts or percentages), so each stays `disputed` with its disagreement in the ingest report:
 * the served figures are MEDSL's and are never silently replaced by, or averaged with, the second look's.
 * A contest settled later (a certified-counts.json or verification-known-errors.json entry) leaves this list.
 */
import { describe, expect, it } from 'vitest';
import knownErrors from '../../build/curated/verification-known-errors.json' with { type: 'json' };
import table from '../../build/curated/house-gelman-king.json' with { type: 'json' };
import { house, report } from '../helpers/committed-data.ts';

/** Record id, candidate, served votes, Gelman-King's votes (from data/ingest-report.json conflicts). */
const DISPUTES: [string, string, number, number][] = [
  ['house-1976-co-04-general', 'Daniel M. Ogden Jr.', 76995, 78355],
  ['house-1976-ga-08-general', 'Bill Lee Evans', 90559, 91351],
  ['house-1976-va-07-general', 'J. Kenneth Robinson', 115508, 55115],
  ['house-1976-wv-02-general', 'Harley O. Staggers', 145405, 136749],
  ['house-1978-al-07-general', 'Jim Scruggs', 1841, 0],
  ['house-1978-mn-07-general', 'Arlan Stangeland', 106573, 109456],
  ['house-1978-pa-03-general', 'Raymond F. Lederer', 86015, 86915],
  ['house-1978-pa-04-general', 'Charles F. Dougherty', 110445, 119445],
  ['house-1978-pa-05-general', 'Richard T. Schulze', 110565, 119565],
  ['house-1978-pa-06-general', 'Gus Yatron', 106431, 196432],
  ['house-1978-pa-12-general', 'John P. Murtha', 104216, 194216],
  ['house-1978-sc-02-general', 'Jack Solomon Bass', 52598, 53021],
  ['house-1978-sc-03-general', 'Butler Derrick', 80968, 81638],
  ['house-1978-sc-05-general', 'Ken Holland', 63013, 63538],
  ['house-1978-va-08-general', 'John F. Herrity', 2632, 52396],
  ['house-1980-ca-37-general', 'Jerry Lewis', 165371, 166640],
  ['house-1980-il-01-general', 'George Williams', 5660, 0],
  ['house-1980-in-06-general', 'Dave Evans', 99089, 98482],
  ['house-1980-mi-01-general', 'William M. Bell', 6244, 0],
  ['house-1982-il-01-general', 'Charles Allen Taliaferro', 4820, 0],
  ['house-1982-tx-10-general', 'William G. Kelsey', 8735, 0],
];

const byId = (id: string) => house.find((r) => r.id === id)!;
const IN_RANGE = /^house-19(7[6-9]|8[0-2])-/;

describe('House 1976-1982: Gelman-King disagreements stay disputed until a cited page settles them', () => {
  it('the 21 disputed contests of 1976-1982 are exactly these', () => {
    const disputed = house.filter((r) => IN_RANGE.test(r.id) && r.verification.status === 'disputed').map((r) => r.id);
    expect(disputed.sort()).toEqual(DISPUTES.map(([id]) => id).sort());
  });

  it.each(DISPUTES)('%s: %s served %i, Gelman-King %i, listed in the ingest report', (id, name, ours, gk) => {
    const r = byId(id);
    expect(r.verification.sources).toEqual(['medsl-house-1976-2024', 'gelman-king-house']);
    expect(r.candidates.find((c) => c.name === name)?.votes).toBe(ours);
    expect(table.entries.some((e) => e.record === id)).toBe(true);
    expect(report.conflicts).toContainEqual(
      expect.objectContaining({
        record: id,
        field: `verification: candidates[${name}].votes`,
        chosen: ours,
        chosenSource: 'medsl-house-1976-2024',
        rejected: gk,
        rejectedSource: 'gelman-king-house',
      }),
    );
  });

  it('no certified count or known error is curated for them yet', () => {
    const ids = new Set(DISPUTES.map(([id]) => id));
    expect(knownErrors.errors.flatMap((e) => e.records).filter((id) => ids.has(id))).toEqual([]);
    for (const [id] of DISPUTES) expect(byId(id).notes.join(' ')).not.toMatch(/Certified counts|certified count:/);
  });
});
