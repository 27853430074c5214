/**
 * Issue 18, deliverable 4, governor 1995 onward: OpenElections' county files (volunteer transcriptions of the states'
 * published results) as an independent second look. Regression tests on the committed data/ and table, and the
 * curating tool's rules on rows of the real files (build/curated/tools/openelections-governor).
 */
import { describe, expect, it } from 'vitest';
import table from '../../build/curated/governor-openelections.json' with { type: 'json' };
import { COVERED, SKIPPED } from '../../build/curated/tools/openelections-governor/contests.ts';
import { parseOeCsv } from '../../build/curated/tools/openelections-governor/parse.ts';
import { reviewContest } from '../../build/curated/tools/openelections-governor/review.ts';
import { sumContestRows } from '../../build/curated/tools/openelections-governor/sum.ts';
import { openElectionsTally, readOpenElectionsGovernor } from '../../build/ingest/governor/openelections.ts';
import { governor } from '../helpers/committed-data.ts';

const byId = (id: string) => governor.find((r) => r.id === id)!;
const entry = (id: string) => table.entries.find((e) => e.record === id);

// Rows of openelections-data-va 2021/20211102__va__general__governor__county.csv (PR #16), as published.
const VA_HEADER = 'county,precinct,office,district,party,candidate,votes';
const VA_ACCOMACK = [
  'Accomack County,TOTAL,Governor,,Republican,Glenn Allen Youngkin,7878',
  'Accomack County,TOTAL,Governor,,Democratic,Terence Richard McAuliffe,4948',
  'Accomack County,TOTAL,Governor,,Liberation,Princess Latece Teira Blanding,67',
  'Accomack County,TOTAL,Governor,,Other,All Others,4',
];
const csv = (lines: string[]) => parseOeCsv([VA_HEADER, ...lines].join('\n'), 'test.csv');

describe('governor checked against OpenElections', () => {
  it('a contest whose every count equals the file’s agrees: 2003 LA runoff (Blanco 731,358, Jindal 676,484)', () => {
    expect(entry('governor-2003-la-runoff')).toMatchObject({
      repo: 'openelections/openelections-data-la',
      paths: ['2003/20031115__la__general.csv'],
      candidates: [
        { name: 'Kathleen Babineaux Blanco', votes: 731358 },
        { name: '"Bobby" Jindal', votes: 676484 },
      ],
      total: 1407842,
    });
    const v = byId('governor-2003-la-runoff').verification;
    expect(v.status).toBe('agrees');
    expect(v.sources).toEqual(['fte-governor', 'openelections-governor']);
  });

  it('a 17-candidate jungle primary agrees on every line, nicknames and suffixes included: 2003 LA', () => {
    const e = entry('governor-2003-la-jungle-primary')!;
    expect(e.candidates).toHaveLength(17);
    expect(e.candidates).toContainEqual({ name: 'Claude "Buddy" Leach', votes: 187872 });
    expect(e.candidates).toContainEqual({ name: 'J. E. Jumonville, Jr.', votes: 3410 });
    expect(byId('governor-2003-la-jungle-primary').verification.status).toBe('agrees');
  });

  it('an unmerged pull request is not a published source: 2021 VA is skipped with its reason, single_source', () => {
    expect(entry('governor-2021-va-general')).toBeUndefined();
    expect(SKIPPED.find((s) => s.record === 'governor-2021-va-general')?.why).toMatch(/pull request #16 \(not merged/);
    expect(byId('governor-2021-va-general').verification.status).toBe('single_source');
  });

  it('skips, never guesses: 2024 IN (inconsistent county files) stays single_source with its reason', () => {
    expect(entry('governor-2024-in-general')).toBeUndefined();
    expect(SKIPPED.find((s) => s.record === 'governor-2024-in-general')?.why).toContain('Braun 1,592,285');
    expect(byId('governor-2024-in-general').verification.status).toBe('single_source');
    // Every post-1995 single-source contest is either covered or skipped with a reason.
    const listed = new Set([...COVERED, ...SKIPPED].map((c) => c.record));
    expect(listed.size).toBe(17);
    for (const id of listed) expect(byId(id)).toBeDefined();
  });

  it('a disagreement is printed for review: the 2024 IN county-file sums (spellings as in the files) against ours', () => {
    const lines = reviewContest(byId('governor-2024-in-general'), {
      candidates: [
        { name: 'Mike Braun', votes: 1592285 },
        { name: 'Jennifer McCormick', votes: 1155463 },
        { name: 'Donald Rainwater', votes: 132157 },
      ],
      total: 1592285 + 1155463 + 132157,
    });
    expect(lines).toContain('DIFF governor-2024-in-general: Mike Braun ours 1,566,081, OpenElections 1,592,285');
    expect(lines).toContain(
      'DIFF governor-2024-in-general: Jennifer McCormick ours 1,183,741, OpenElections 1,155,463',
    );
    expect(lines.some((l) => l.includes('Rainwater'))).toBe(false); // 2,376 votes: within 0.25%
    expect(lines).toContain('NAME governor-2024-in-general: our Christopher Ryan Stried (52) is not in the file');
  });

  it('sums county rows: write-ins in the total, a statewide line checked not added, repeats counted once', () => {
    const s = sumContestRows(
      csv([...VA_ACCOMACK, ...VA_ACCOMACK.slice(0, 1), 'TOTALS,TOTAL,Governor,,,All Others,4']),
      ['governor'],
    );
    expect(s.problems).toEqual([
      "the file's statewide line differs from its county sum for Glenn Allen Youngkin, Terence Richard McAuliffe, " +
        'Princess Latece Teira Blanding',
    ]);
    const ok = sumContestRows(csv([...VA_ACCOMACK, ...VA_ACCOMACK.slice(0, 1)]), ['governor']);
    expect(ok.problems).toEqual([]);
    expect(ok.candidates[0]).toEqual({ name: 'Glenn Allen Youngkin', votes: 7878 });
    expect(ok.writeIns).toBe(4);
    expect(ok.total).toBe(7878 + 4948 + 67 + 4);
    expect(ok.notes).toContain('1 repeated identical rows counted once');
    const twice = sumContestRows(
      csv([...VA_ACCOMACK, 'Accomack County,TOTAL,Governor,,Republican,Glenn Allen Youngkin,7879']),
      ['governor'],
    );
    expect(twice.problems).toEqual(['Accomack County TOTAL Glenn Allen Youngkin: two different counts (7878, 7879)']);
  });

  it('leaves out lines that are not votes and reads quoted names (LA, IN rows as published)', () => {
    const rows = parseOeCsv(
      [
        'county,office,district,party,candidate,votes',
        'Acadia,Governor,,R,"""Bobby"" Jindal",8226',
        'Acadia,Governor,,D,Kathleen Babineaux Blanco,10938',
        'Acadia,Governor,,,Over Votes,3',
        'Acadia,Governor,,,Total Votes,19167',
        'Acadia,Lieutenant Governor,,D,Someone,5',
      ].join('\n'),
      'la.csv',
    );
    const s = sumContestRows(rows, ['governor']);
    expect(s.candidates.map((c) => c.name)).toEqual(['Kathleen Babineaux Blanco', '"Bobby" Jindal']);
    expect(s.total).toBe(19164);
  });

  it('town and ward files sum like county files: NH 2022 (every line equal to ours) and 2024 agree', () => {
    const e = entry('governor-2022-nh-general')!;
    expect(e.candidates).toEqual([
      { name: 'Sununu', votes: 352813 },
      { name: 'Sherman', votes: 256766 },
      { name: 'Halldorson', votes: 5071 },
      { name: 'Borysenko', votes: 2772 },
    ]);
    expect(e.total).toBe(619135);
    expect(byId('governor-2022-nh-general').unattributed_votes).toBe(1713);
    expect(byId('governor-2022-nh-general').verification.status).toBe('agrees');
    // 2024: the file's Undervotes and Overvotes lines are not votes; its counts are within 9 votes of ours.
    const nh24 = entry('governor-2024-nh-general')!;
    expect(nh24.candidates).toEqual([
      { name: 'Kelly Ayotte', votes: 436122 },
      { name: 'Joyce Craig', votes: 360149 },
      { name: 'Stephen Villee', votes: 16202 },
    ]);
    expect(nh24.total).toBe(813497);
    expect(byId('governor-2024-nh-general').verification.status).toBe('agrees');
    // Rows as published: a town's lines, then the same town's subtotal would repeat them and is refused.
    const town = [
      'Belknap,Alton,Governor,,R,Sununu,2356',
      'Belknap,Alton,Governor,,D,Sherman,801',
      'Belknap,Alton,Governor,,,Scatter,0',
    ];
    const rows = (lines: string[]) => parseOeCsv([VA_HEADER, ...lines].join('\n'), 'nh.csv');
    expect(sumContestRows(rows(town), ['governor']).total).toBe(3157);
    expect(sumContestRows(rows([...town, 'Belknap,Total,Governor,,R,Sununu,2356']), ['governor']).problems).toEqual([
      'Belknap: a subtotal line among its precincts (the file repeats counts)',
    ]);
  });

  it('the reader gives full-scope tallies with parties left to surname matching', () => {
    const tallies = readOpenElectionsGovernor();
    expect(tallies).toHaveLength(table.entries.length);
    const t = openElectionsTally(entry('governor-2003-la-runoff')!);
    expect(t.tally).toMatchObject({ source: 'openelections-governor', scope: 'all', total: 1407842, derivedFrom: [] });
    expect(t.tally.candidates.every((c) => c.party === null)).toBe(true);
  });
});
