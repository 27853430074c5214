/**
 * One candidate, one spelling (issue 18, names): a seat's candidates within four years whose names differ by a letter
 * or two are a source typo to repair with a citation, or a pair listed in build/curated/name-variants.json.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import variants from '../../build/curated/name-variants.json' with { type: 'json' };
import { checkSeatCandidateSpellings, type NameVariant } from '../../build/ingest/core/name-checks.ts';
import { CorrectionSchema } from '../../build/schemas/corrections.ts';
import { RaceSchema, type Race } from '../../build/schemas/results.ts';

const dataDir = resolve(__dirname, '../../data');
const house = RaceSchema.array().parse(JSON.parse(readFileSync(join(dataDir, 'house.json'), 'utf8')));
const corrections = CorrectionSchema.array().parse(JSON.parse(readFileSync(join(dataDir, 'corrections.json'), 'utf8')));
const race = (id: string) => house.find((r) => r.id === id)!;

/** A minimal House record for the rule (test fixture, never served). */
const contest = (year: number, names: string[]): Race =>
  ({
    id: `house-${year}-nj-03-general`,
    office: 'house',
    year,
    state: 'NJ',
    district: 3,
    seat_class: null,
    candidates: names.map((name) => ({ name, votes: 1000, pct: 50 })),
  }) as unknown as Race;

describe('seat candidate spellings: the rule', () => {
  const pair = [contest(2008, ['John Adler', 'Chris Myers']), contest(2010, ['Jon Runyan', 'John H. Alder'])];
  it('flags one candidate spelled two ways in the same seat', () => {
    const result = checkSeatCandidateSpellings(pair, []);
    expect(result.passed).toBe(false);
    expect(result.details.join()).toMatch(/"John Adler".*"John H\. Alder"/);
  });
  it('passes a listed pair, and fails a listed pair that no longer occurs', () => {
    const listed: NameVariant[] = [
      { seat: 'house NJ-3', names: ['John H. Alder', 'John Adler'], verdict: 'unresolved', why: 'test' },
    ];
    expect(checkSeatCandidateSpellings(pair, listed).passed).toBe(true);
    expect(checkSeatCandidateSpellings([contest(2008, ['John Adler'])], listed).details.join()).toMatch(
      /no longer occurs/,
    );
  });
  it('leaves different given names, different initials and distant years alone', () => {
    expect(checkSeatCandidateSpellings([contest(2008, ['Jim Bunn']), contest(2010, ['Tom Burns'])], []).passed).toBe(
      true,
    );
    expect(
      checkSeatCandidateSpellings([contest(2008, ['James Boren']), contest(2010, ['James Moran'])], []).passed,
    ).toBe(true);
    expect(checkSeatCandidateSpellings([contest(2000, ['John Adler']), contest(2010, ['John Alder'])], []).passed).toBe(
      true,
    );
  });
});

describe('seat candidate spellings: the data', () => {
  it('every similar pair in the House and Senate data is repaired or listed', () => {
    const senate = RaceSchema.array().parse(JSON.parse(readFileSync(join(dataDir, 'senate.json'), 'utf8')));
    const result = checkSeatCandidateSpellings([...senate, ...house], variants.variants as NameVariant[]);
    expect(result.details).toEqual([expect.stringMatching(/each listed/)]);
  });
  it.each([
    ['house-2010-nj-03-general', 'John H. Adler', 'JOHN H ALDER'],
    ['house-1994-ne-02-general', 'Peter Hoagland', 'PETER HOADLAND'],
    ['house-1986-tx-14-general', 'Greg Laughlin', 'GREG LAUGLIN'],
    ['house-1978-ca-27-general', 'Carey Peck', 'CAREY PEEK'],
    ['house-2014-wi-01-general', 'Rob Zerban', 'ROB ZERVAN'],
    ['house-2014-mn-02-general', 'Paula Overby', 'PAULA OBERBY'],
  ])('regression: %s names %s, the repair listed with its citation', (id, name, raw) => {
    expect(race(id).candidates.map((c) => c.name)).toContain(name);
    expect(race(id).notes.join()).toContain(`"${raw}"`);
    const listed = corrections.find((c) => c.record === id && c.old === raw);
    expect(listed?.new).toBe(name);
    expect(listed?.source).toMatch(/\w{10,}/);
  });
  it('an unresolved pair is said on each record that carries it', () => {
    const r = race('house-2008-ga-07-general');
    expect(r.notes.join()).toMatch(/Spelling: the source spells Doug Heckman "Doug Heckmann"/);
  });
});
