import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sameCandidate } from '../../build/ingest/polls-history/join.ts';
import { rightCall } from '../../build/ingest/polls-history/build.ts';
import type { PollHistory } from '../../build/schemas/poll-history.ts';
import type { Race } from '../../build/schemas/results.ts';
import type { IngestReport } from '../../build/schemas/report.ts';

const data = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;
const cycle = (y: number) => data<PollHistory[]>(`poll-history-${y}.json`);
const senate = data<Race[]>('senate.json');
const report = data<IngestReport>('ingest-report.json');
const pctOf = (race: Race, surname: string) => race.candidates.find((c) => c.name.endsWith(surname))!.pct!;

describe('polls with outcomes (FiveThirtyEight raw polls joined to our contests)', () => {
  it('joins a 2020 Georgia Senate poll to our contest and recomputes its error and bias from our shares', () => {
    const poll = cycle(2020).find((p) => p.id === 134173)!; // Garin-Hart-Yang, Ossoff 49 / Perdue 44
    const race = senate.find((r) => r.id === 'senate-2020-ga-class2-general')!;
    const margin = Math.round((pctOf(race, 'Ossoff') - pctOf(race, 'Perdue')) * 1000) / 1000;
    expect(poll.actual).toEqual({
      source: 'our_results',
      contest_id: race.id,
      contest_url: '/api/senate/2020/GA',
      margin,
      note: null,
    });
    expect(poll.candidates.map((c) => c.actual_pct)).toEqual([pctOf(race, 'Ossoff'), pctOf(race, 'Perdue')]);
    expect(poll.error).toBeCloseTo(Math.abs(5 - margin), 2);
    expect(poll.bias).toBeCloseTo(5 - margin, 2); // positive: the poll overstated the Democrat
    expect(poll.right_call).toBe(0);
    expect(poll.source_actual).toBeNull(); // FiveThirtyEight's -1.78 is within 0.1 of ours
  });

  it('joins the January 2021 runoffs (FiveThirtyEight year 2020) by election date, and specials by race type', () => {
    const runoff = cycle(2020).filter((p) => p.race === '2020_Sen-GR_GA');
    expect(runoff.length).toBe(17);
    expect(new Set(runoff.map((p) => p.actual.contest_id))).toEqual(new Set(['senate-2020-ga-class2-runoff']));
    const il = cycle(2010).filter((p) => p.race === '2010_Sen-G_IL');
    expect(new Set(il.map((p) => p.actual.contest_id))).toEqual(new Set(['senate-2010-il-class3-general']));
  });

  it('maps an at-large seat (FiveThirtyEight WY-1) to our district 0, and never joins two finishers to one line', () => {
    expect(cycle(2022).find((p) => p.race === '2022_House-G_WY-1')!.actual.contest_id).toBe('house-2022-wy-00-general');
    // "Rich" is inside "Heinrich": a loose match would have given both finishers Heinrich's share (margin 0).
    const nm = cycle(2018).find((p) => p.race === '2018_Sen-G_NM')!;
    expect(nm.actual.contest_id).toBe('senate-2018-nm-class1-general');
    expect(nm.actual.margin).toBeGreaterThan(20);
  });

  it("carries FiveThirtyEight's outcome beside ours where they differ by more than 0.1 points, and reports the race", () => {
    const wv = cycle(2006).find((p) => p.race === '2006_Sen-G_WV')!;
    expect(wv.source_actual?.margin).toBe(54.1);
    expect(wv.actual.margin).toBeCloseTo(30.71, 2);
    expect(
      report.conflicts.some(
        (c) =>
          c.record === 'senate-2006-wv-class1-general' && c.rejectedSource === 'fte-raw-polls' && c.rejected === 54.1,
      ),
    ).toBe(true);
  });

  it("keeps primaries and odd-year races with the source's outcome, saying so, and flags the disputed row", () => {
    const primary = cycle(2020).find((p) => p.primary)!;
    expect(primary.actual.source).toBe('fivethirtyeight');
    expect(primary.actual.note).toMatch(/primary/);
    const ga6 = cycle(2017).find((p) => p.id === 79816)!;
    expect(ga6.actual).toMatchObject({ source: 'fivethirtyeight', margin: -3.57 });
    expect(ga6.disputed).toMatch(/fivethirtyeight\/data#252/);
    expect(cycle(2018).filter((p) => p.disputed !== null)).toEqual([]); // 91209/91210: correct per FiveThirtyEight
  });

  it('accounts for every row of the file, one record each', () => {
    const account = report.files['polls/fivethirtyeight-raw-polls/raw-polls.csv']!;
    expect(account).toMatchObject({ rows_read: 11475, rows_used: 11475, rows_excluded: 0 });
    const all = Array.from({ length: 25 }, (_, i) => cycle(1998 + i)).flat();
    expect(all.length).toBe(11475);
    expect(new Set(all.map((p) => p.id)).size).toBe(11475);
    expect(report.files_not_read['polls/fivethirtyeight-raw-polls/raw-polls.csv']).toBeUndefined();
  });
});

describe("the join's rules", () => {
  it('matches compound surnames and one-letter spellings (loosely: surnames inside others match too)', () => {
    expect(sameCandidate('Martha Fuller Clark', 'Martha Fuller')).toBe(true);
    expect(sameCandidate('Sean Bielat', 'Sean D. M. Mielat')).toBe(true);
    expect(sameCandidate('Jim Durkin', 'Richard J. Durbin')).toBe(true); // loose: hence exact surnames are tried first
    expect(sameCandidate('Mick Rich', 'Mick Rich')).toBe(true);
    expect(sameCandidate('Mick Rich', 'Martin Heinrich')).toBe(true); // loose too: the join tries exact surnames first
  });

  it('gives each finisher their own line where loose matches overlap (PA-10 2018: George Scott and Scott Perry)', () => {
    const pa10 = cycle(2018).find((p) => p.race === '2018_House-G_PA-10')!;
    expect(pa10.actual.contest_id).toBe('house-2018-pa-10-general');
    expect(pa10.candidates[0]!.actual_pct).not.toBe(pa10.candidates[1]!.actual_pct);
    expect(pa10.source_actual).toBeNull(); // FiveThirtyEight's -2.64 agrees with ours
  });

  it('calls the winner as the codebook says (a tie for the lead that includes the winner is 0.5)', () => {
    expect(rightCall([49, 44, 6], -1.8)).toBe(0);
    expect(rightCall([44, 49, null], -1.8)).toBe(1);
    expect(rightCall([47, 47, 3], 2)).toBe(0.5);
    expect(rightCall([30, 20, 40], 5)).toBe(0);
  });
});
