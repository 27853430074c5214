/**
 * Issue 10 (10e): leftovers. Class 11 (same-day House specials for unexpired terms: the exhaustive documented list),
 * the 1992 North Dakota Senate special, winners' names of members who served only 2021-2025, and the wording of the
 * Louisiana correction notes. Regression tests over the committed data/, and the checks on labelled fixtures.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import contests from '../../build/curated/house-contests.json' with { type: 'json' };
import { checkMissingSpecials } from '../../build/ingest/house/build.ts';
import { CURATED_TABLES } from '../../build/ingest/core/fidelity.ts';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { reconcileSeats } from '../../build/ingest/core/reconcile.ts';
import { buildAddedContest } from '../../build/ingest/senate/added-contests.ts';
import added from '../../build/curated/added-contests.json' with { type: 'json' };
import { RaceSchema } from '../../build/schemas/results.ts';

const DATA = resolve(__dirname, '../../data');
const read = (name: string) => JSON.parse(readFileSync(join(DATA, name), 'utf8'));
const house = RaceSchema.array().parse(read('house.json'));
const senate = RaceSchema.array().parse(read('senate.json'));
const missing = contests.missing_specials.elections;

describe('class 11: same-day House specials for an unexpired term', () => {
  it('lists every one found 1976-2024, each with date, winner, vacancy, citation and the reason it is unpublished', () => {
    // Only specials read in a cited page are listed (the list says it is incomplete); none invented from memory.
    expect(missing.length).toBeGreaterThanOrEqual(10);
    for (const m of missing) expect(m.checked_in_this_table).toBe(true);
    const keys = missing.map((m) => `${m.year} ${m.state}-${m.district}`);
    expect(new Set(keys).size).toBe(keys.length);
    // the examples the earlier table named, and the other 2018 and 2024 ones
    for (const k of ['2018 MI-13', '2018 NY-25', '2018 PA-7', '2018 PA-15', '2012 MI-11', '2024 TX-18', '2024 WI-8'])
      expect(keys).toContain(k);
    for (const m of missing) {
      expect(m.published).toBe(false);
      expect(m.why_not_published).toMatch(/certified result/);
      expect(m.source).toMatch(/https?:\/\//);
      expect(m.winner).not.toBe('');
    }
    // 2022 AK-AL was held on August 16 (not the November election day) and is published from the RCV table
    expect(keys).not.toContain('2022 AK-0');
  });

  it("none of the listed specials is published, and each sits beside its seat's published regular contest", () => {
    for (const m of missing) {
      const seat = house.filter((r) => r.year === m.year && r.state === m.state && r.district === m.district);
      expect(
        seat.filter((r) => r.special),
        `${m.year} ${m.state}-${m.district}`,
      ).toEqual([]);
      expect(
        seat.some((r) => r.stage === 'general' && !r.special),
        `${m.year} ${m.state}-${m.district}`,
      ).toBe(true);
    }
    // the one same-day special a source has is published beside its regular contest
    const tx22 = house.filter((r) => r.year === 2006 && r.state === 'TX' && r.district === 22 && r.stage === 'general');
    expect(tx22.map((r) => r.special)).toEqual([false, true]);
    expect(tx22[0]!.winner).toBe('Nick Lampson');
    // unhyphenated, as the House Historian's 'Women in Congress' profile spells it
    expect(tx22[1]!.winner).toBe('Shelley Sekula Gibbs');
  });

  it('the ingest check fails when a listed special is published', () => {
    const m = missing[0]!;
    const regular = {
      office: 'house' as const,
      year: m.year,
      state: m.state as 'MA',
      district: m.district,
      special: false,
      stage: 'general' as const,
    };
    expect(() =>
      checkMissingSpecials([
        ...missing.map((x) => ({ ...regular, year: x.year, state: x.state as 'MA', district: x.district })),
      ]),
    ).not.toThrow();
    const others = missing
      .slice(1)
      .map((x) => ({ ...regular, year: x.year, state: x.state as 'MA', district: x.district }));
    expect(() => checkMissingSpecials([...others, regular, { ...regular, special: true }])).toThrow(
      /published as a special/,
    );
    expect(() => checkMissingSpecials(others)).not.toThrow();
  });
});

describe('the December 4, 1992 North Dakota Senate special, added from its official result', () => {
  const nd = senate.find((r) => r.id === 'senate-1992-nd-class1-special-general')!;
  it("is published with every candidate's cited count, its date and class, and Conrad as winner", () => {
    expect([nd.date, nd.seat_class, nd.special, nd.total_votes, nd.winner, nd.winner_party]).toEqual([
      '1992-12-04',
      1,
      true,
      163311,
      'Kent Conrad',
      'democrat',
    ]);
    expect(nd.candidates.map((c) => [c.name, c.party, c.votes, c.pct])).toEqual([
      ['Kent Conrad', 'democrat', 103246, 63.22],
      ['Jack Dalrymple', 'republican', 55194, 33.797],
      ['Darold Larson', 'independent', 4871, 2.983],
    ]);
    expect(nd.sources).toEqual(['curated-added-contests']);
  });
  it('is listed at /api/corrections with its citation, and its notes say so', () => {
    const corrections = read('corrections.json') as { record: string; field: string; old: unknown; source: string }[];
    const mine = corrections.filter((c) => c.record === nd.id);
    expect(mine.map((c) => [c.field, c.old])).toEqual([['record', null]]);
    expect(mine[0]!.source).toContain('1992_United_States_Senate_special_election_in_North_Dakota');
    expect(nd.notes.join(' ')).toMatch(/Correction: .*listed at \/api\/corrections/);
  });
  it('1992 Senate seats now reconcile with the official count (36 up, D 21, R 15) with no exception left', () => {
    expect(CURATED_TABLES.senateSeats.years['1992']).not.toHaveProperty('exception');
    const row = reconcileSeats('senate', senate, CURATED_TABLES.senateSeats).find((r) => r.year === 1992)!;
    expect(row.status).toBe('pass');
    expect(row.details[0]).toMatch(/^36 seats up; D 21 \/ R 15/);
  });
  it('the builder refuses counts that do not sum to the cited total, and a contest a source already has', () => {
    const entry = added.contests[0]!;
    expect(() => buildAddedContest({ ...entry, total_votes: entry.total_votes + 1 }, [], new Ledger())).toThrow(
      /total_votes/,
    );
    expect(() => buildAddedContest(entry, [{ id: nd.id }], new Ledger())).toThrow(/already published/);
    expect(buildAddedContest(entry, [], new Ledger()).winner).toBe('Kent Conrad');
  });
});

describe("winners' names of members who served only 2021-2025 (outside 10a's directory data)", () => {
  const corrections = read('corrections.json') as {
    record: string;
    field: string;
    old: unknown;
    new: unknown;
    source: string;
  }[];
  it('publishes LaTurner and Chavez-DeRemer with their own capitalization, each change listed with its citation', () => {
    for (const [id, old, name] of [
      ['house-2020-ks-02-general', 'Jake Laturner', 'Jake LaTurner'],
      ['house-2022-ks-02-general', 'Jake Laturner', 'Jake LaTurner'],
      ['house-2022-or-05-general', 'Lori Chavez-Deremer', 'Lori Chavez-DeRemer'],
    ] as const) {
      const race = house.find((r) => r.id === id)!;
      expect(race.winner).toBe(name);
      expect(race.notes.join(' ')).toContain(`"${old}"; published as "${name}"`);
      const c = corrections.find((x) => x.record === id && x.field === `candidates[${name}].name`)!;
      expect([c.old, c.new]).toEqual([old, name]);
      expect(c.source).toMatch(/^Wikipedia, '(Jake LaTurner|Lori Chavez-DeRemer)', https:/);
    }
    // her 2024 loss is corrected too (every candidate of the state with exactly that name)
    expect(house.find((r) => r.id === 'house-2024-or-05-general')!.candidates.map((c) => c.name)).toContain(
      'Lori Chavez-DeRemer',
    );
  });
  it('no 2020-2024 House or Senate winner keeps a run-together capital lost by an upper-case source (Mc, Mac, De, La, Le)', () => {
    const lost = /\b(Mc|Mac|De|La|Le)[a-z]{2,}/;
    // every word of this form among those winners was checked: these are spelled so by the members themselves
    const known = new Set([
      'Devin',
      'Demings',
      'Deutch',
      'Deborah',
      'Debra',
      'Delgado',
      'Delia',
      'Landsman',
      'Lateefah',
      'Delaney',
      'Latimer',
      'Dexter',
      'Mackenzie',
      'Lankford',
      'Debbie',
      'Deb',
      'Dean',
      'Derek',
      'Del',
      'Dena',
      'Derrick',
      'Desjarlais',
      'Lance',
      'Larry',
      'Laura',
      'Lauren',
      'Laurel',
      'Lakeisha',
      'Lamb',
      'Lamborn',
      'Langevin',
      'Langworthy',
      'Larsen',
      'Larson',
      'Latta',
      'Lawler',
      'Lawrence',
      'Lawson',
      'Lee',
      'Leger',
      'Lesko',
      'Letlow',
      'Levin',
      'Lewis',
      'Lee',
      'Leah',
      'Mace',
      'Mack',
      'Deluzio',
      'Lasalle',
      'Ledbetter',
      'Leon',
      'Lena',
      'Lesley',
    ]);
    const senate2 = RaceSchema.array().parse(read('senate.json'));
    const suspects = [...house, ...senate2]
      .filter((r) => r.year >= 2020 && r.winner)
      .flatMap((r) =>
        r
          .winner!.split(/[\s-]+/)
          .filter((w) => lost.test(w) && !known.has(w.replace(/[^A-Za-z]/g, '')))
          .map((w) => `${r.id}: ${w}`),
      );
    expect(suspects).toEqual([]);
  });
});

describe("Louisiana correction notes name the correction served at /api/corrections (10a's wording)", () => {
  const corrections = read('corrections.json') as { record: string }[];
  const corrected = new Set(corrections.map((c) => c.record));
  const la = house.filter((r) => r.state === 'LA');
  it('every corrected Louisiana record has a "Correction: ... (listed at /api/corrections)" note, and only those', () => {
    const withCorrections = la.filter((r) => corrected.has(r.id));
    expect(withCorrections.length).toBeGreaterThanOrEqual(19);
    const names = (r: (typeof la)[number]) =>
      r.notes.some((n) => n.startsWith('Correction: ') && n.includes('(listed at /api/corrections)'));
    expect(withCorrections.filter((r) => !names(r)).map((r) => r.id)).toEqual([]);
    expect(
      la.filter((r) => !corrected.has(r.id) && r.notes.some((n) => n.startsWith('Correction: '))).map((r) => r.id),
    ).toEqual([]);
  });
  it('no note sends the reader to the curated file instead', () => {
    expect(house.filter((r) => r.notes.some((n) => n.includes('louisiana-house.json'))).map((r) => r.id)).toEqual([]);
  });
  it('examples: the 2008 moved dates, a runoff MEDSL coded as the general, and a November round split from it', () => {
    const moved = la.find((r) => r.id === 'house-2008-la-02-general')!;
    expect(moved.notes.join(' ')).toMatch(
      /Correction: held on 2008-12-06, not on the November election day \(listed at \/api\/corrections\)/,
    );
    const runoffs = la.filter((r) => r.stage === 'runoff' && corrected.has(r.id));
    expect(runoffs.length).toBeGreaterThan(0);
    for (const r of runoffs)
      expect(r.notes.join(' ')).toMatch(/Correction: .*runoff.*\(listed at \/api\/corrections\)/);
  });
});
