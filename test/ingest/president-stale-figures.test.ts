/**
 * Issue 18, class 6: stale presidential figures. The 0.5% cross-check let the pre-certification 2016 Utah counts
 * through (Trump 515,211 for the certified 515,231); the nominee check now requires any difference from the second
 * source to be certified or explained, and the certified counts are served with their corrections.
 */
import { describe, expect, it } from 'vitest';
import { checkPresidentNomineesAgainstSecondSource } from '../../build/ingest/president/crosscheck.ts';
import { rowsSumming } from '../../build/ingest/president/split.ts';
import type { FteRow } from '../../build/ingest/fivethirtyeight/results.ts';
import { corrections, presidentStates } from '../helpers/committed-data.ts';

const votesOf = (year: number, state: string, name: string) =>
  presidentStates.find((r) => r.year === year && r.state === state)!.candidates.find((c) => c.name === name)!.votes;

describe('certified nominee counts replace stale ones (cited canvass figures)', () => {
  it.each([
    [2016, 'UT', 'Donald Trump', 515_231],
    [2016, 'UT', 'Hillary Clinton', 310_676],
    [2004, 'MS', 'John Kerry', 458_094],
    [2004, 'SC', 'John Kerry', 661_699],
    [2012, 'CO', 'Barack Obama', 1_323_102],
    [2020, 'NC', 'Donald Trump', 2_758_775],
  ])('%i %s %s: %i, listed at /api/corrections with its citation', (year, state, name, votes) => {
    expect(votesOf(year, state, name)).toBe(votes);
    const c = corrections.find(
      (x) => x.record === `president-${year}-${state.toLowerCase()}` && x.field === `candidates[${name}].votes`,
    );
    expect(c?.new).toBe(votes);
    expect(c?.source).toMatch(/Wikipedia/);
  });

  it('Utah 2016 total counts the certified votes (1,129,385 + 22)', () => {
    expect(presidentStates.find((r) => r.year === 2016 && r.state === 'UT')!.total_votes).toBe(1_129_407);
  });
});

describe('checkPresidentNomineesAgainstSecondSource', () => {
  const nominees = { '2016': { democrat: 'Hillary Clinton', republican: 'Donald Trump' } };
  const utah = presidentStates.find((r) => r.year === 2016 && r.state === 'UT')!;
  const row = (name: string, votes: number) => ({ name, votes }) as FteRow;
  // FiveThirtyEight's Utah rows as the file has them (the same stale figures MEDSL carried).
  const second = new Map([['2016|UT', [row('Donald Trump', 515_211), row('Hillary Rodham Clinton', 310_674)]]]);

  it("fails on any difference in a nominee's count that is neither certified nor explained, by 2 votes too", () => {
    const check = checkPresidentNomineesAgainstSecondSource([utah], second, nominees, [], []);
    expect(check.passed).toBe(false);
    expect(check.details).toContain(
      "president-2016-ut Donald Trump: MEDSL vs FiveThirtyEight 515231 vs 515211: curate the certified figure or explain why MEDSL's stands",
    );
    expect(
      check.details.some((d) =>
        d.startsWith('president-2016-ut Hillary Clinton: MEDSL vs FiveThirtyEight 310676 vs 310674'),
      ),
    ).toBe(true);
  });

  it('passes once the count is certified, and fails an explanation that no longer matches a difference', () => {
    const certified = [
      { year: 2016, state: 'UT', candidates: { 'Donald Trump': 515_231, 'Hillary Clinton': 310_676 } },
    ];
    expect(checkPresidentNomineesAgainstSecondSource([utah], second, nominees, [], certified).passed).toBe(true);
    const stale = [{ record: 'president-2016-ut', candidate: 'Donald Trump', reason: 'x' }];
    const agreeing = new Map([['2016|UT', [row('Donald Trump', 515_231), row('Hillary Rodham Clinton', 310_676)]]]);
    const check = checkPresidentNomineesAgainstSecondSource([utah], agreeing, nominees, stale, []);
    expect(check.details).toEqual([
      'president-2016-ut Donald Trump: listed in nominee_differences but the sources now agree: remove the entry',
    ]);
  });
});

describe("a FiveThirtyEight row that is one of our candidates' lines under another name is not counted twice", () => {
  const rec = (year: number, state: string) => presidentStates.find((r) => r.year === year && r.state === state)!;
  const names = (year: number, state: string) => rec(year, state).candidates.map((c) => c.name);

  it.each([
    [2016, 'NV', 'Darrell L. Castle', 28_863],
    [2004, 'OR', 'Ralph Nader', 8_956],
    [2004, 'DC', 'James Harris', 506],
  ])('%i %s: %s is not recovered from the unnamed line; unattributed stays %i', (year, state, name, unattributed) => {
    expect(names(year, state)).not.toContain(name);
    expect(rec(year, state).unattributed_votes).toBe(unattributed);
    expect(rec(year, state).notes.some((n) => n.includes("MEDSL's name is kept and the votes are counted once"))).toBe(
      true,
    );
  });

  it("2000 IL: Buchanan's 16,106 independent votes and Hagelin's 2,127 Reform votes, as the Clerk of the House has them", () => {
    const il = rec(2000, 'IL');
    expect(il.candidates.find((c) => c.name === 'Pat Buchanan')!.votes).toBe(16_106);
    expect(il.candidates.find((c) => c.name === 'John Hagelin')!.votes).toBe(2_127);
    expect(il.unattributed_votes).toBe(46);
    expect(il.total_votes).toBe(4_742_108);
  });

  it.each([
    [2008, 'NH', 'Bob Barr', 2_217, 'George David Joseph Phillies', 531, 805],
    [2004, 'WY', 'Ralph Nader', 2_741, 'Michael Peroutka', 631, 913],
    [2004, 'NE', 'Ralph Nader', 5_698, 'Roger Calero', 82, 931],
    [2000, 'CO', 'John Hagelin', 2_240, 'Pat Buchanan', 10_465, 0],
    [2004, 'WI', 'Ralph Nader', 16_390, 'Walt Brown', 471, 0],
  ])(
    "%i %s: MEDSL's %s sums two lines; split as FiveThirtyEight lists them (%i and %s %i), unnamed votes %i",
    (year, state, host, hostVotes, other, otherVotes, unattributed) => {
      const votes = Object.fromEntries(rec(year, state).candidates.map((c) => [c.name, c.votes]));
      expect(votes).toMatchObject({ [host]: hostVotes, [other]: otherVotes });
      expect(rec(year, state).unattributed_votes).toBe(unattributed);
      const c = corrections.find(
        (x) => x.record === `president-${year}-${state.toLowerCase()}` && x.field === `candidates[${host}].votes`,
      );
      expect(c?.new).toBe(hostVotes);
    },
  );

  it("2000 MN and OR: Hagelin's Reform lines are his, not Buchanan's, and Oregon's are counted once", () => {
    const votes = (state: string) => Object.fromEntries(rec(2000, state).candidates.map((c) => [c.name, c.votes]));
    expect(votes('MN')).toMatchObject({ 'Pat Buchanan': 22_166, 'John Hagelin': 2_294 });
    expect(votes('OR')).toMatchObject({ 'Pat Buchanan': 7_063, 'John Hagelin': 2_574 });
    expect(rec(2000, 'OR').unattributed_votes).toBe(3_401);
    expect([rec(2000, 'MN').total_votes, rec(2000, 'OR').total_votes]).toEqual([2_438_685, 1_533_950]);
  });
});

describe('rowsSumming', () => {
  const rows = [{ votes: 411 }, { votes: 6_464 }, { votes: 471 }, { votes: 2_661 }];
  it('finds the lines that add up to the difference (2004 WI: Nader 17,272 - 16,390 = 882 = 411 + 471), or none', () => {
    expect(rowsSumming(rows, 882)).toEqual([{ votes: 411 }, { votes: 471 }]);
    expect(rowsSumming(rows, 883)).toBeNull();
    expect(rowsSumming(rows, 0)).toBeNull();
  });
});
