/**
 * Letter transpositions in candidate names (issue 18, class 6): a rare word one adjacent-letter swap from a common
 * one is repaired with a citation or listed in build/curated/name-spellings.json; the rule on small records
 * (FIXTURE, never served) and on the real data.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import spellings from '../../build/curated/name-spellings.json' with { type: 'json' };
import { checkTransposedNames, transposedNames, type NameSpelling } from '../../build/ingest/core/transposed-names.ts';

const dataDir = resolve(__dirname, '../../data');
const read = (file: string) => JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as never[];
type Named = { id: string; candidates: { name: string }[] };
const races = ['senate.json', 'house.json', 'governor.json'].flatMap(read) as Named[];
// As the ingest runs it: the presidential state results count their names too.
const presidential = (
  read('president-states.json') as { year: number; state: string; candidates: Named['candidates'] }[]
).map((r) => ({ id: `president-${r.year}-${r.state.toLowerCase()}`, candidates: r.candidates }));

/** FIXTURE: fifteen Michaels and one Micahel, each in a record of its own. */
const fixture = [
  ...Array.from({ length: 15 }, (_, i) => ({ id: `fixture-${i}`, candidates: [{ name: `Michael Smith${i}` }] })),
  { id: 'fixture-typo', candidates: [{ name: 'Micahel Jones' }] },
];

describe('transposed names: the rule', () => {
  it('finds a rare word one swap from a common one, and only that', () => {
    expect(transposedNames(fixture)).toEqual([
      { record: 'fixture-typo', name: 'Micahel Jones', word: 'Micahel (michael: 15 uses)' },
    ]);
    // Fourteen Michaels are not common enough to call the fifteenth word a typo.
    expect(transposedNames(fixture.slice(1))).toEqual([]);
  });

  it('fails on an unlisted one and on a listed one that no longer occurs; passes when listed', () => {
    expect(checkTransposedNames(fixture, []).passed).toBe(false);
    const listed: NameSpelling = { record: 'fixture-typo', name: 'Micahel Jones', verdict: 'unsettled', why: 'x' };
    expect(checkTransposedNames(fixture, [listed]).passed).toBe(true);
    const stale = checkTransposedNames(fixture.slice(0, 15), [listed]);
    expect(stale.passed).toBe(false);
    expect(stale.details).toEqual(['curated/name-spellings.json: fixture-typo "Micahel Jones" no longer occurs']);
  });
});

describe('transposed names: the real data', () => {
  it('every flagged name is listed (or the ingest would have failed), each with a reason', () => {
    const listed = spellings.names as NameSpelling[];
    expect(checkTransposedNames([...presidential, ...races], listed).passed).toBe(true);
    for (const l of listed) expect(l.why.length, l.name).toBeGreaterThan(10);
  });

  it('the repaired Micahels are served as Michael (1992 MD-2 and FL-22)', () => {
    const names = races.filter((r) => /^house-1992-(md-02|fl-22)-general$/.test(r.id)).flatMap((r) => r.candidates);
    expect(names.map((c) => c.name)).toEqual(expect.arrayContaining(['Michael C. Hickey Jr.', 'Michael F. Petrie']));
    expect(transposedNames(races).some((f) => f.name.startsWith('Micahel'))).toBe(false);
  });
});
