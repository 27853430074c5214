/**
 * Missing contests (issue 18): the governor elections of odd years are published (1997-2023, as FiveThirtyEight's
 * governor file covers them), with Louisiana's runoffs linked and Mississippi's 1999 legislative election applied.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import rules from '../../build/curated/governor-rules.json' with { type: 'json' };
import { RaceSchema } from '../../build/schemas/results.ts';

const governor = RaceSchema.array().parse(
  JSON.parse(readFileSync(join(resolve(__dirname, '../../data'), 'governor.json'), 'utf8')),
);
const offYear = governor.filter((r) => r.year % 2 === 1);
const race = (id: string) => governor.find((r) => r.id === id)!;

describe('odd-year governor elections', () => {
  it('names candidates as they ran, not by the legal names FiveThirtyEight gives (governor-names.json)', () => {
    expect(race('governor-2007-la-jungle-primary').winner).toBe('Bobby Jindal');
    expect(race('governor-1999-la-jungle-primary').winner).toBe('Mike Foster');
    expect(race('governor-2005-va-general').candidates.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Tim Kaine', 'Russ Potts']),
    );
    expect(
      race('governor-2003-ky-general')
        .candidates.slice(0, 2)
        .map((c) => c.name),
    ).toEqual(['Ernie Fletcher', 'Ben Chandler']);
    expect(race('governor-2021-nj-general').winner).toBe('Phil Murphy');
    expect(race('governor-2015-ky-general').winner).toBe('Matt Bevin');
    const legal = offYear
      .flatMap((r) => r.candidates.map((c) => c.name))
      .filter((n) => /^(Piyush|Timothy Michael|Philip|Matthew G\.|Jon Stevens) /.test(n));
    expect(legal).toEqual([]);
  });

  it('every odd year 1997-2023 has the first rounds and runoffs governor-rules.json expects', () => {
    const years = [...new Set(offYear.map((r) => r.year))].sort();
    expect(years).toEqual([1997, 1999, 2001, 2003, 2005, 2007, 2009, 2011, 2013, 2015, 2017, 2019, 2021, 2023]);
    for (const y of years) {
      const firsts = offYear.filter((r) => r.year === y && r.stage !== 'runoff').length;
      expect(firsts, String(y)).toBe((rules.expected_races as Record<string, number>)[String(y)]);
    }
    expect(offYear.filter((r) => r.stage === 'runoff').map((r) => r.id)).toEqual([
      'governor-2003-la-runoff',
      'governor-2015-la-runoff',
      'governor-2019-la-runoff',
    ]);
  });
  it('only KY, LA, MS, NJ and VA, plus the 2003 California recall and the 2011 West Virginia special', () => {
    const others = offYear.filter((r) => !['KY', 'LA', 'MS', 'NJ', 'VA'].includes(r.state)).map((r) => r.id);
    expect(others).toEqual(['governor-2003-ca-recall', 'governor-2011-wv-special-general']);
  });
  it('a Louisiana first round without a majority points to its runoff; one with a majority elected', () => {
    expect(race('governor-2015-la-jungle-primary')).toMatchObject({
      result: 'runoff',
      winner: null,
      runoff_id: 'governor-2015-la-runoff',
    });
    expect(race('governor-2015-la-runoff')).toMatchObject({
      winner: 'John Bel Edwards',
      winner_party: 'democrat',
      result: 'won',
    });
    expect(race('governor-2023-la-jungle-primary')).toMatchObject({ winner: 'Jeff Landry', result: 'won' });
  });
  it("Mississippi 1999: no majority, the state House elected Musgrove (legislature, as Vermont's are)", () => {
    const ms = race('governor-1999-ms-general');
    expect(ms.result).toBe('legislature');
    expect(ms.winner).toBe('Ronnie Musgrove');
    expect(ms.candidates[0]!.pct!).toBeLessThan(50);
  });
  it('regression: 2017 Virginia carries the certified counts (FiveThirtyEight has Northam 1,408,818)', () => {
    const va = race('governor-2017-va-general');
    expect(va.candidates.slice(0, 2).map((c) => [c.name, c.votes])).toEqual([
      ['Ralph S. Northam', 1409175],
      ['Ed W. Gillespie', 1175731],
    ]);
    expect(va.verification.status).toBe('certified');
  });
});
