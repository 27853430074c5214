/**
 * Issue 19 item 2: 2026 incumbents completed from cited pages (build/curated/2026-incumbents.json). The committed
 * data has a full name and a party for every Senate and governor incumbent; each curated entry agrees with the
 * races source where it names one (surname, party), and with our own results data where it cites the election the
 * incumbent last won; the ingest check fails on a surname alone or a party left null without a note.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CURATED_INCUMBENTS,
  completeIncumbent,
  incumbentProblems,
} from '../../build/ingest/cycle2026/races-incumbents.ts';
import { Race2026Schema, type Race2026 } from '../../build/schemas/polls.ts';

const DATA = resolve(__dirname, '../../data');
const read = (name: string) => JSON.parse(readFileSync(join(DATA, name), 'utf8'));
const races = Race2026Schema.array().parse(read('races-2026.json'));
const results = new Map<string, { winner: string | null; winner_party: string | null }>(
  [...read('governor.json'), ...read('senate.json')].map(
    (r: { id: string; winner: string | null; winner_party: string | null }) => [r.id, r],
  ),
);
const race = (id: string) => races.find((r) => r.id === id)!;
const PARTY = { D: 'democrat', R: 'republican', I: 'independent' } as const;

describe('2026 incumbents', () => {
  it('completes the surname-only and party-less incumbents the issue names (Kemp, Reynolds, Kelly, Whitmer, Evers, DeWine, Smith)', () => {
    expect(race('ga-gov-2026').incumbent).toEqual({
      name: 'Brian Kemp',
      party: 'R',
      status: 'Incumbent term-limited; open seat',
    });
    expect(race('ia-gov-2026').incumbent).toEqual({
      name: 'Kim Reynolds',
      party: 'R',
      status: 'Incumbent not running; open seat',
    });
    expect(race('ks-gov-2026').incumbent).toMatchObject({ name: 'Laura Kelly', party: 'D' });
    expect(race('mi-gov-2026').incumbent).toMatchObject({ name: 'Gretchen Whitmer', party: 'D' });
    expect(race('wi-gov-2026').incumbent).toMatchObject({ name: 'Tony Evers', party: 'D' });
    expect(race('oh-gov-2026').incumbent).toEqual({
      name: 'Mike DeWine',
      party: 'R',
      status: 'Incumbent term-limited; open seat',
    });
    expect(race('mn-sen-2026').incumbent).toEqual({ name: 'Tina Smith', party: 'D', status: 'Incumbent retiring' });
    expect(race('ga-gov-2026').notes.join(' ')).toMatch(
      /the races source gives "Kemp" with no party; completed from Wikipedia/,
    );
    expect(race('sd-gov-2026').incumbent).toMatchObject({ name: 'Larry Rhoden', party: 'R' });
  });

  it('gives every Senate and governor race an incumbent with a full name and a party', () => {
    const seats = races.filter((r) => r.office !== 'generic_ballot');
    expect(seats).toHaveLength(71);
    expect(
      seats
        .filter((r) => !r.incumbent || !r.incumbent.party || r.incumbent.name.split(' ').length < 2)
        .map((r) => r.id),
    ).toEqual([]);
    expect(incumbentProblems(races)).toEqual([]);
  });

  it('each curated entry cites a page by URL, and the election it names in our results data was won by that surname and party', () => {
    for (const [id, e] of Object.entries(CURATED_INCUMBENTS)) {
      expect(e.source, id).toMatch(/https?:\/\//);
      if (!e.results_record) continue;
      const won = results.get(e.results_record);
      expect(won, `${id}: ${e.results_record}`).toBeDefined();
      // Same person by surname (the results spell "Edward Lamont", "Kathy C. Hochul"), and the same party.
      const surname = (n: string) => n.trim().split(/\s+/).at(-1);
      expect([surname(won!.winner ?? ''), won!.winner_party], id).toEqual([surname(e.name), PARTY[e.party]]);
    }
  });

  it('never contradicts the races source, and flags a surname alone or an unexplained null party', () => {
    expect(() => completeIncumbent('ga-gov-2026', { name: 'Perdue', party: null, status: null })).toThrow(
      /"Brian Kemp", but the races source names "Perdue"/,
    );
    expect(() => completeIncumbent('mn-sen-2026', { name: 'Tina Smith', party: 'R', status: null })).toThrow(
      /party D, but the races source gives R/,
    );
    const bare = (incumbent: Race2026['incumbent'], notes: string[] = []) => ({
      ...race('ga-gov-2026'),
      incumbent,
      notes,
    });
    expect(incumbentProblems([bare({ name: 'Kemp', party: 'R', status: null })])[0]).toMatch(
      /"Kemp" is a surname alone/,
    );
    expect(incumbentProblems([bare({ name: 'Brian Kemp', party: null, status: null })])[0]).toMatch(
      /null with no note/,
    );
    expect(
      incumbentProblems([
        bare({ name: 'Brian Kemp', party: null, status: null }, [
          'The source gives no party for the incumbent, Brian Kemp.',
        ]),
      ]),
    ).toEqual([]);
  });
});
