/**
 * The previous results of each 2026 seat from our own results data (issue 19 item 2), on the committed data: the
 * deciding contest of the last two election years (a runoff over its first round, a special of the same class),
 * with the API path of the records; every one of the 71 Senate and governor races has two.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previousResults, seatResultLine } from '../../build/pages/previous-results.ts';
import { Race2026Schema } from '../../build/schemas/polls.ts';
import { RaceSchema } from '../../build/schemas/results.ts';

const DATA = resolve(__dirname, '../../data');
const read = (name: string) => JSON.parse(readFileSync(join(DATA, name), 'utf8'));
const records = RaceSchema.array().parse([...read('senate.json'), ...read('governor.json')]);
const races = Race2026Schema.array().parse(read('races-2026.json'));
const lines = (id: string) =>
  previousResults(
    races.find((r) => r.id === id)!,
    records,
  ).map((p) => [seatResultLine(p), p.url, p.id]);

describe('previous results of the seat', () => {
  it('Georgia Senate: the 2020 runoff, not its first round, and the 2014 general', () => {
    expect(lines('ga-sen-2026')).toEqual([
      [
        '2020 (runoff): Jon Ossoff (D) won by 1.2 points over David A. Perdue (R)',
        '/api/senate/2020/GA',
        'senate-2020-ga-class2-runoff',
      ],
      [
        '2014: David A. Perdue (R) won by 7.7 points over M. Michelle Nunn (D)',
        '/api/senate/2014/GA',
        'senate-2014-ga-class2-general',
      ],
    ]);
  });

  it('a special of the same class counts (Minnesota 2018), and the Florida special follows class 3', () => {
    expect(lines('mn-sen-2026').map((l) => l[0])).toEqual([
      '2020: Tina Smith (D) won by 5.2 points over Jason Lewis (R)',
      '2018 (special): Tina Smith (D) won by 10.6 points over Karin Housley (R)',
    ]);
    expect(lines('fl-sen-2026').map((l) => l[2])).toEqual([
      'senate-2022-fl-class3-general',
      'senate-2016-fl-class3-general',
    ]);
  });

  it('governors: Georgia 2022 and 2018; Vermont, with two-year terms, 2024 and 2022', () => {
    expect(lines('ga-gov-2026').map((l) => l[0])).toEqual([
      '2022: Brian Kemp (R) won by 7.5 points over Stacey Abrams (D)',
      '2018: Brian Kemp (R) won by 1.4 points over Stacey Abrams (D)',
    ]);
    expect(lines('vt-gov-2026').map((l) => l[1])).toEqual(['/api/governor/2024/VT', '/api/governor/2022/VT']);
  });

  it('every Senate and governor race has two, and the generic ballot none', () => {
    const seats = races.filter((r) => r.office !== 'generic_ballot');
    expect(seats.filter((r) => previousResults(r, records).length !== 2).map((r) => r.id)).toEqual([]);
    expect(
      previousResults(
        races.find((r) => r.office === 'generic_ballot')!,
        records,
      ),
    ).toEqual([]);
  });

  it('links a Senate winner to their /api/people record, a governor (no Bioguide id) to none (issue 20 item 5)', () => {
    const ga = previousResults(
      races.find((r) => r.id === 'ga-sen-2026')!,
      records,
    );
    expect(ga.map((p) => p.personUrl)).toEqual(['/api/people/O000174', '/api/people/P000612']);
    expect(
      previousResults(
        races.find((r) => r.id === 'ga-gov-2026')!,
        records,
      ).map((p) => p.personUrl),
    ).toEqual([null, null]);
  });
});
