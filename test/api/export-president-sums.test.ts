/**
 * Issue 18, class 7: a spreadsheet's group-by of the presidential export reproduces the national result. Summing
 * electoral_votes by winner cannot (faithless electors, the Maine and Nebraska district splits: 2016 gave Clinton
 * 233 and Trump 305 for the official 227 and 304), so the export carries the electoral votes as cast and the
 * nominees' popular votes; their sums over every year's CSV must equal /api/elections/{year}.
 */
import { describe, expect, it } from 'vitest';
import nominees from '../../build/curated/nominees.json' with { type: 'json' };
import { computeElectionYear } from '../../build/compute/elections.ts';
import { loadDataset } from '../../build/pipeline/load.ts';
import { exportBody } from '../../build/routes/exports.ts';
import { parseCsvRows } from '../../build/routes/csv-check.ts';
import { ExportRowSchema } from '../../build/schemas/api/elections.ts';
import { PRESIDENTIAL_YEARS } from '../../build/schemas/common.ts';

const data = loadDataset('data');
const NOMINEES = nominees as unknown as Record<string, { democrat: string; republican: string }>;
type Row = {
  electoral_votes: number;
  winner: string;
  ev_dem: number;
  ev_rep: number;
  ev_other: number;
  ev_abstained: number;
  total_votes: number;
  dem_votes: number;
  rep_votes: number;
};
const sum = (rows: Row[], pick: (r: Row) => number) => rows.reduce((s, r) => s + pick(r), 0);

describe('/api/export?year=Y&format=csv sums to the national result of /api/elections/Y', () => {
  it('covers all 13 presidential years', () => expect(PRESIDENTIAL_YEARS.length).toBe(13));

  it.each(PRESIDENTIAL_YEARS.map((y) => [y]))('%i: electoral and popular votes add up', (year) => {
    const rows = parseCsvRows(exportBody(data, 'president', year, null, 'csv'), ExportRowSchema) as Row[];
    const national = computeElectionYear(data, year).national;
    const { democrat, republican } = NOMINEES[String(year)]!;
    const byCandidate = national.ev.by_candidate;
    expect(sum(rows, (r) => r.ev_dem)).toBe(byCandidate[democrat] ?? 0);
    expect(sum(rows, (r) => r.ev_rep)).toBe(byCandidate[republican] ?? 0);
    const others = Object.entries(byCandidate).filter(([name]) => name !== democrat && name !== republican);
    expect(sum(rows, (r) => r.ev_other)).toBe(others.reduce((s, [, ev]) => s + ev, 0));
    expect(sum(rows, (r) => r.ev_abstained)).toBe(national.ev.abstained);
    for (const r of rows) expect(r.ev_dem + r.ev_rep + r.ev_other + r.ev_abstained).toBe(r.electoral_votes);
    expect(sum(rows, (r) => r.electoral_votes)).toBe(538);
    expect(sum(rows, (r) => r.total_votes)).toBe(national.popular_vote.total);
    const votesOf = (name: string) => national.candidates.find((c) => c.name === name)!.votes;
    expect(sum(rows, (r) => r.dem_votes)).toBe(votesOf(democrat));
    expect(sum(rows, (r) => r.rep_votes)).toBe(votesOf(republican));
  });

  it('2016: the official 227 Clinton, 304 Trump and 7 faithless, where grouping the allotment by winner gives 233 and 305', () => {
    const rows = parseCsvRows(exportBody(data, 'president', 2016, null, 'csv'), ExportRowSchema) as Row[];
    expect(
      sum(
        rows.filter((r) => r.winner === 'Hillary Clinton'),
        (r) => r.electoral_votes,
      ),
    ).toBe(233);
    expect(
      sum(
        rows.filter((r) => r.winner === 'Donald Trump'),
        (r) => r.electoral_votes,
      ),
    ).toBe(305);
    expect([sum(rows, (r) => r.ev_dem), sum(rows, (r) => r.ev_rep), sum(rows, (r) => r.ev_other)]).toEqual([
      227, 304, 7,
    ]);
  });

  it('a split state and a faithless one: Nebraska 2008 (Obama 1 of 5), Washington 2016 (4 of 12 faithless)', () => {
    const one = (year: number, state: 'NE' | 'WA') =>
      (JSON.parse(exportBody(data, 'president', year, state, 'json')) as Row[])[0]!;
    expect(one(2008, 'NE')).toMatchObject({ electoral_votes: 5, ev_dem: 1, ev_rep: 4, ev_other: 0, ev_abstained: 0 });
    expect(one(2016, 'WA')).toMatchObject({ electoral_votes: 12, ev_dem: 8, ev_rep: 0, ev_other: 4, ev_abstained: 0 });
  });
});
