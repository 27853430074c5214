/**
 * Issue 18, deliverable 4: the second look at every contest. The compare logic on real examples (2020 GA Senate
 * regular agrees with Amlani-Algara; 2006 WV is a disagreement that FiveThirtyEight, copying the Clerk's figures
 * as MEDSL does, cannot settle), and the published statuses in the committed data.
 */
import { describe, expect, it } from 'vitest';
import {
  compareTally,
  independent,
  surnameKey,
  verifyContest,
  type RecordFigures,
  type SourceTally,
} from '../../build/ingest/core/verification.ts';
import { fteCitationDerivedFrom } from '../../build/ingest/fivethirtyeight/tallies.ts';
import { collectCertifiedRecords, registryLineage } from '../../build/ingest/verify.ts';
import { aaSenateIds } from '../../build/ingest/senate/aa-county.ts';
import { checkHouseWinnersSeated, seated } from '../../build/ingest/house/seated.ts';
import { governor, house, presidentStates, report, senate } from '../helpers/committed-data.ts';

const aa = (dem: [string, number], rep: [string, number], total: number | null): SourceTally => ({
  source: 'amlani-algara-senate-county',
  scope: 'dem_rep',
  candidates: [
    { name: dem[0], party: 'democrat', votes: dem[1] },
    { name: rep[0], party: 'republican', votes: rep[1] },
  ],
  total,
  derivedFrom: [],
});

const ga2020: RecordFigures = {
  id: 'senate-2020-ga-class2-general',
  sources: ['fte-races-president-senate', 'medsl-senate-1976-2020'],
  candidates: [
    { name: 'David A. Perdue', party: 'republican', votes: 2462617 },
    { name: 'Jon Ossoff', party: 'democrat', votes: 2374519 },
    { name: 'Shane T. Hazel', party: 'libertarian', votes: 115039 },
  ],
  total: 4952175,
  winner: 'David A. Perdue',
};

const wv2006: RecordFigures = {
  id: 'senate-2006-wv-class1-general',
  sources: ['fte-races-president-senate', 'medsl-senate-1976-2020'],
  candidates: [
    { name: 'Robert C. Byrd', party: 'democrat', votes: 159154 },
    { name: 'John R. Raese', party: 'republican', votes: 47408 },
  ],
  total: 206562,
  winner: 'Robert C. Byrd',
};
/** FiveThirtyEight's 2006 WV rows: the same figures, citing the Clerk's statistics (history.house.gov). */
const wvFte: SourceTally = {
  source: 'fte-senate',
  scope: 'all',
  candidates: [
    { name: 'Robert C. Byrd', party: null, votes: 159154 },
    { name: 'John Raese', party: null, votes: 47408 },
  ],
  total: 206562,
  derivedFrom: fteCitationDerivedFrom(
    'https://history.house.gov/Institution/Election-Statistics/',
    'medsl-senate-1976-2020',
  ),
};

const base = { certifiedBy: null, lineage: registryLineage, knownErrors: [] };

describe('the second look (core/verification.ts)', () => {
  it('2020 GA Senate regular agrees with the Amlani-Algara county sums: 2,374,519 / 2,462,617 / 4,952,175', () => {
    const out = verifyContest({
      ...base,
      record: ga2020,
      tallies: [aa(['Jon Ossoff', 2374519], ['David A. Perdue', 2462617], 4952175)],
    });
    expect(out.verification.status).toBe('agrees');
    expect(out.verification.sources).toEqual(['medsl-senate-1976-2020', 'amlani-algara-senate-county']);
    expect(out.disagreements).toEqual([]);
  });

  it('2006 WV Senate is a disagreement: FiveThirtyEight copies the Clerk as MEDSL does, Amlani-Algara differs', () => {
    const aaWv = aa(['Robert C. Byrd', 296276], ['John R. Raese', 155043], 459884);
    const out = verifyContest({ ...base, record: wv2006, tallies: [wvFte, aaWv] });
    expect(out.verification.status).toBe('disputed');
    expect(out.verification.sources).toEqual(['medsl-senate-1976-2020', 'amlani-algara-senate-county']);
    expect(out.disagreements.map((d) => [d.field, d.theirs])).toEqual([
      ['candidates[Robert C. Byrd].votes', 296276],
      ['candidates[John R. Raese].votes', 155043],
      ['total_votes', 459884],
    ]);
    // FiveThirtyEight alone is no second look at MEDSL here.
    expect(verifyContest({ ...base, record: wv2006, tallies: [wvFte] }).verification.status).toBe('single_source');
    // A certified count settles it; a documented error of the other source resolves it.
    expect(
      verifyContest({ ...base, record: wv2006, tallies: [aaWv], certifiedBy: 'curated-certified-counts' }).verification
        .status,
    ).toBe('certified');
    const known = [{ source: 'amlani-algara-senate-county', record: wv2006.id, why: 'test' }];
    expect(verifyContest({ ...base, record: wv2006, tallies: [aaWv], knownErrors: known }).verification.status).toBe(
      'resolved',
    );
  });

  it('a FiveThirtyEight row citing a state office is independent of MEDSL; one citing MEDSL or the Clerk is not', () => {
    expect(fteCitationDerivedFrom('https://electionlab.mit.edu/data', 'medsl-senate-1976-2020')).toEqual([
      'medsl-senate-1976-2020',
    ]);
    expect(fteCitationDerivedFrom('https://sos.ga.gov/elections', 'medsl-senate-1976-2020')).toEqual([]);
    expect(independent('medsl-senate-2024', 'medsl-senate-2024-county', registryLineage)).toBe(false);
    expect(independent('fte-senate', 'medsl-senate-2024-county', registryLineage)).toBe(true);
    expect(independent('medsl-senate-1976-2020', 'amlani-algara-senate-county', registryLineage)).toBe(true);
  });

  it('the tolerances: 0.25% of the total per candidate (a 9,000-vote keying slip in 1.9 million fails), 0.5% for the total', () => {
    const wa1984: RecordFigures = {
      id: 'president-1984-wa',
      sources: ['medsl-president-1976-2020'],
      total: 1883910,
      winner: 'Ronald Reagan',
      candidates: [
        { name: 'Ronald Reagan', party: 'republican', votes: 1051670 },
        { name: 'Walter Mondale', party: 'democrat', votes: 798352 },
      ],
    };
    const tally = (mondale: number): SourceTally => ({
      ...aa(['Walter Mondale', mondale], ['Ronald Reagan', 1051670], 1883910),
      source: 'amlani-algara-president-county',
    });
    expect(compareTally(wa1984, tally(807352))).toEqual({
      comparable: true,
      diffs: [{ field: 'candidates[Walter Mondale].votes', ours: 798352, theirs: 807352 }],
    });
    expect(compareTally(wa1984, tally(799352))).toEqual({ comparable: true, diffs: [] });
  });

  it('matches names by surname, and by party where two candidates share one (1996 VA: John and Mark Warner)', () => {
    expect(surnameKey('Robert P. Casey Jr.')).toBe('casey');
    expect(surnameKey('ROBERT P CASEY JR')).toBe('casey');
    expect(surnameKey('Warner, John W.')).toBe('warner');
    const va: RecordFigures = {
      id: 'senate-1996-va-class2-general',
      sources: ['medsl-senate-1976-2020'],
      total: 2424978,
      winner: 'John W. Warner',
      candidates: [
        { name: 'John W. Warner', party: 'republican', votes: 1235744 },
        { name: 'Mark R. Warner', party: 'democrat', votes: 1115982 },
      ],
    };
    expect(compareTally(va, aa(['Mark R. Warner', 1115982], ['John W. Warner', 1235744], 2424978))).toEqual({
      comparable: true,
      diffs: [],
    });
  });

  it('Amlani-Algara records the runoff in 1992 and 2008 Georgia', () => {
    expect(aaSenateIds('2008 GA Class II', 2008, 'GA', false)[0]).toBe('senate-2008-ga-class2-runoff');
    expect(aaSenateIds('2020 GA Class II', 2020, 'GA', false)[0]).toBe('senate-2020-ga-class2-general');
  });

  it('collects certified records from every curated table, the first table naming a record winning', () => {
    const m = collectCertifiedRecords([
      { source: 'a', records: ['x', 'y'] },
      { source: 'b', records: ['y', 'z'] },
    ]);
    expect([...m]).toEqual([
      ['x', 'a'],
      ['y', 'a'],
      ['z', 'b'],
    ]);
  });
});

describe('the published verification (committed data)', () => {
  it('every contest record carries a status and names only registered sources', () => {
    const all = [...presidentStates, ...senate, ...house, ...governor];
    expect(all.every((r) => r.verification.sources.length > 0 && r.verification.sources[0] !== 'pending')).toBe(true);
  });

  it('2020 GA Senate regular agrees with Amlani-Algara; 2006 WV never agrees on MEDSL and FiveThirtyEight alone', () => {
    const ga = senate.find((r) => r.id === 'senate-2020-ga-class2-general')!;
    expect(ga.verification.status).toBe('agrees');
    expect(ga.verification.sources).toContain('amlani-algara-senate-county');
    const wv = senate.find((r) => r.id === 'senate-2006-wv-class1-general')!;
    expect(
      wv.verification.status === 'agrees' && !wv.verification.sources.includes('amlani-algara-senate-county'),
    ).toBe(false);
    expect(['disputed', 'certified', 'agrees']).toContain(wv.verification.status);
  });

  it('every disagreement is listed in the ingest report, and the new sources are read, not listed as not read', () => {
    const disputed = [...senate, ...governor].filter(
      (r) => r.verification.status === 'disputed' || r.verification.status === 'resolved',
    );
    for (const r of disputed)
      expect(report.conflicts.some((c) => c.record === r.id && c.field.startsWith('verification:'))).toBe(true);
    for (const f of [
      'results/amlani_algara/presidential_county_returns_1976_2020.csv.gz',
      'results/amlani_algara/senate_county_returns_1976_2020.csv.gz',
      'results/medsl/2024-senate-county.csv',
    ]) {
      expect(report.files[f]?.rows_read).toBeGreaterThan(0);
      expect(report.files_not_read[f]).toBeUndefined();
    }
  });
});

describe('House winners seated (house/seated.ts)', () => {
  const members = new Map([
    ['96|CA', new Set(['burton', 'fazio'])],
    ['95|TX', new Set(['delagarza', 'wright'])],
  ]);
  const race = (id: string, year: number, state: 'CA' | 'TX', winner: string) => ({
    ...senate[0]!,
    id,
    office: 'house' as const,
    year,
    state,
    winner,
    result: 'won' as const,
  });

  it('finds compound names (Kika Garza is DE LA GARZA) and fails on a winner the House did not seat, unless listed', () => {
    expect(seated('Kika Garza', members.get('95|TX')!)).toBe(true);
    const ryan = race('house-1978-ca-11-general', 1978, 'CA', 'Leo J. Ryan');
    expect(checkHouseWinnersSeated([ryan], members, []).passed).toBe(false);
    expect(
      checkHouseWinnersSeated([ryan], members, [{ record: ryan.id, why: 'killed before the 96th Congress met' }])
        .passed,
    ).toBe(true);
    // A listed winner who is seated after all makes the entry stale.
    expect(
      checkHouseWinnersSeated([race('house-1978-ca-03-general', 1978, 'CA', 'Vic Fazio')], members, [
        { record: 'house-1978-ca-03-general', why: 'x' },
      ]).passed,
    ).toBe(false);
  });

  it('the committed data passes: every winner 1976-2022 seated or listed', () => {
    const check = report.checks.find((c) => c.name.startsWith('every House winner 1976-2022'));
    expect(check?.passed).toBe(true);
    expect(check?.details[0]).toMatch(/^\d{5} winners checked; 19 listed/);
  });
});
