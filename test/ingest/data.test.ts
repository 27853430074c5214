/**
 * Tests over the committed data/ set: the reconciliation checks and spot facts.
 */
import { describe, expect, it } from 'vitest';
import { runChecks } from '../../build/ingest/core/checks.ts';
import {
  states,
  presidentStates,
  presidentNational,
  senate,
  house,
  governor,
  report,
} from '../helpers/committed-data.ts';

describe('committed data/', () => {
  it('has 50 states and DC with FIPS codes and Census regions', () => {
    expect(states).toHaveLength(51);
    expect(states.find((s) => s.abbr === 'DC')).toEqual({
      abbr: 'DC',
      name: 'District of Columbia',
      fips: '11',
      region: 'South',
    });
  });

  it('passes every reconciliation check', () => {
    for (const c of runChecks({ presidentStates, presidentNational, senate, house, governor }))
      expect(c.passed, `${c.name}: ${c.details.join('; ')}`).toBe(true);
  });

  it('has the official electoral vote totals', () => {
    const ev = (year: number, name: string) =>
      presidentNational.find((n) => n.year === year)!.candidates.find((c) => c.name === name)?.ev;
    expect([ev(1976, 'Jimmy Carter'), ev(1976, 'Gerald Ford'), ev(1976, 'Ronald Reagan')]).toEqual([297, 240, 1]);
    expect([ev(2000, 'George W. Bush'), ev(2000, 'Al Gore')]).toEqual([271, 266]);
    expect(presidentNational.find((n) => n.year === 2000)!.ev_abstained).toBe(1);
    expect([ev(2016, 'Donald Trump'), ev(2016, 'Hillary Clinton'), ev(2016, 'Colin Powell')]).toEqual([304, 227, 3]);
    expect([ev(2024, 'Donald Trump'), ev(2024, 'Kamala Harris')]).toEqual([312, 226]);
  });

  it('splits Maine and Nebraska electoral votes by district', () => {
    const me = presidentStates.find((r) => r.year === 2020 && r.state === 'ME')!;
    expect(me.candidates.filter((c) => c.ev > 0).map((c) => [c.name, c.ev])).toEqual([
      ['Joe Biden', 3],
      ['Donald Trump', 1],
    ]);
  });

  it('has 2020 Georgia: Biden 2,473,633, Trump 2,461,854, margin positive (D lead)', () => {
    const ga = presidentStates.find((r) => r.year === 2020 && r.state === 'GA')!;
    expect(ga.candidates.slice(0, 2).map((c) => [c.name, c.votes])).toEqual([
      ['Joe Biden', 2473633],
      ['Donald Trump', 2461854],
    ]);
    expect(ga.margin).toBeGreaterThan(0);
    expect(ga.flipped).toBe(true);
  });

  it('has the 1998 Minnesota governor won by Jesse Ventura (Reform) and 1990 Texas by Ann Richards', () => {
    expect(governor.find((r) => r.id === 'governor-1998-mn-general')).toMatchObject({
      winner: 'Jesse Ventura',
      winner_party: 'reform',
    });
    expect(governor.find((r) => r.id === 'governor-1990-tx-general')).toMatchObject({
      winner: 'Ann Richards',
      winner_party: 'democrat',
    });
  });

  it('serves no vote count derived from a share (issue 18)', () => {
    expect(governor.flatMap((r) => r.candidates).filter((c) => c.votes_derived)).toEqual([]);
  });

  it('has a report whose row accounting adds up for every file', () => {
    for (const [file, a] of Object.entries(report.files))
      expect(a.rows_read, file).toBe(a.rows_used + a.rows_merged + a.rows_excluded);
    expect(report.checks.every((c) => c.passed)).toBe(true);
  });
});

// That the ingest reproduces data/ byte for byte from the raw sources is test/sources/fresh-clone.test.ts: it runs
// `npm run ingest` on a fresh copy of the repository whose source cache it filled and verified from ../shared.
