/**
 * Issue 21 item 2, the spreadsheet check of the results, poll-history and corrections tables: each endpoint's
 * format=csv download is read with csv-parse and compared, row count and values, with the same endpoint's JSON
 * through the local server (the CSV columns are flattened by hand here, not by the build's row functions).
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsvRows } from '../../build/routes/csv-check.ts';
import { ExportRowSchema } from '../../build/schemas/api/elections.ts';
import { OfficeExportRowSchema } from '../../build/schemas/api/offices.ts';
import {
  CorrectionCsvRowSchema,
  PollAccuracyCsvRowSchema,
  PollHistoryCsvRowSchema,
  StateHistoryCsvRowSchema,
  SwingCsvRowSchema,
} from '../../build/schemas/api/result-rows.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const json = async (path: string) => {
  const res = await server.get(path);
  expect(res.status, path).toBe(200);
  return res.json();
};

/** The CSV of a path: a CSV download named `name` (RFC 4180: CRLF line ends), its text. */
async function csvOf(path: string, name: string): Promise<string> {
  const res = await server.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
  const text = await res.text();
  expect(text.endsWith('\r\n')).toBe(true);
  return text;
}

const raw = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

describe('format=csv on the results tables', () => {
  it.each(['senate/2020', 'house/2022', 'governor/1990'])(
    '/api/%s: one row per candidate per contest, as the JSON has them',
    async (path) => {
      const [office, year] = path.split('/') as [string, string];
      const body = await json(`/api/${path}`);
      const rows = parseCsvRows(
        await csvOf(`/api/${path}?format=csv`, `${office}-${year}-results.csv`),
        OfficeExportRowSchema,
      );
      const expected = body.races.flatMap(
        (r: {
          id: string;
          winner: string | null;
          result: string;
          candidates: { name: string; votes: number | null; party: string }[];
        }) =>
          r.candidates.map((c) => ({
            contest_id: r.id,
            candidate: c.name,
            votes: c.votes,
            party: c.party,
            contest_result: r.result,
            is_winner: c.name === r.winner && r.result !== 'runoff',
          })),
      );
      expect(rows.length).toBe(expected.length);
      expect(
        rows.map((r) => ({
          contest_id: r.contest_id,
          candidate: r.candidate,
          votes: r.votes,
          party: r.party,
          contest_result: r.contest_result,
          is_winner: r.is_winner,
        })),
      ).toEqual(expected);
    },
  );

  it('/api/house/2022?format=csv: candidate_result keeps the 436 winners of 1,128 rows', async () => {
    const rows = raw(await csvOf('/api/house/2022?format=csv', 'house-2022-results.csv'));
    expect(rows.length).toBe(1128);
    expect(rows.filter((r) => r.candidate_result === 'won').length).toBe(436);
  });

  it('/api/elections/{year}: one row per state, the JSON state values', async () => {
    for (const year of [1976, 2016, 2024]) {
      const body = await json(`/api/elections/${year}`);
      const rows = parseCsvRows(
        await csvOf(`/api/elections/${year}?format=csv`, `elections-${year}-states.csv`),
        ExportRowSchema,
      );
      expect(rows.length).toBe(body.states.length);
      rows.forEach((row, i) => {
        const s = body.states[i];
        expect(row).toMatchObject({
          year,
          abbreviation: s.abbr,
          state_name: s.name,
          winner_name: s.winner,
          winner_party: s.winner_party,
          margin: s.margin,
          total_votes: s.total_votes,
          flipped: s.flipped,
        });
      });
    }
  });

  it('/api/states/{abbr}/history: one row per presidential election, both casings', async () => {
    for (const abbr of ['GA', 'me']) {
      const body = await json(`/api/states/${abbr}/history`);
      const name = `state-history-${abbr.toUpperCase()}.csv`;
      const rows = parseCsvRows(await csvOf(`/api/states/${abbr}/history?format=csv`, name), StateHistoryCsvRowSchema);
      expect(rows.length).toBe(13);
      expect(rows).toEqual(
        body.elections.map(({ winner, ...e }: { winner: string; year: number }) => ({
          state: body.abbr,
          state_name: body.name,
          region: body.region,
          electoral_votes: body.ev_history.find((h: { year: number }) => h.year === e.year).ev,
          winner_name: winner,
          ...e,
        })),
      );
    }
  });

  it('/api/swing: one row per state, defaults and explicit years alike', async () => {
    const body = await json('/api/swing?from_year=2016&to_year=2024');
    const rows = parseCsvRows(
      await csvOf('/api/swing?from_year=2016&to_year=2024&format=csv', 'swing-2016-2024.csv'),
      SwingCsvRowSchema,
    );
    expect(rows.length).toBe(51);
    expect(rows).toEqual(
      body.states.map(
        ({
          from_winner,
          to_winner,
          abbr,
          name,
          ...s
        }: {
          from_winner: string;
          to_winner: string;
          abbr: string;
          name: string;
        }) => ({
          from_year: 2016,
          to_year: 2024,
          state: abbr,
          state_name: name,
          from_winner_name: from_winner,
          to_winner_name: to_winner,
          ...s,
          national_from_margin: body.national_from_margin,
          national_to_margin: body.national_to_margin,
          national_swing: body.national_swing,
        }),
      ),
    );
    expect(await csvOf('/api/swing?format=csv', 'swing-2020-2024.csv')).toBe(
      await csvOf('/api/swing?from_year=2020&to_year=2024&format=csv', 'swing-2020-2024.csv'),
    );
  });
});

describe('format=csv on the poll-history tables and corrections', () => {
  it('/api/polls/history/{year}: one row per poll, with and without office', async () => {
    for (const [query, name] of [
      ['', 'polls-history-2020.csv'],
      ['?office=senate', 'polls-history-2020-senate.csv'],
    ] as const) {
      const body = await json(`/api/polls/history/2020${query}`);
      const rows = parseCsvRows(
        await csvOf(`/api/polls/history/2020${query}${query ? '&' : '?'}format=csv`, name),
        PollHistoryCsvRowSchema,
      );
      expect(rows.length).toBe(body.polls.length);
      expect(rows.length).toBeGreaterThan(100);
      rows.forEach((row, i) => {
        const p = body.polls[i];
        expect(row).toMatchObject({
          question_id: p.id,
          fte_poll_id: p.poll_id,
          pollster: p.pollster,
          state: p.state,
          sample_size: p.sample_size,
          error: p.error,
          bias: p.bias,
          right_call: p.right_call,
        });
        expect(row).toMatchObject({
          cand1_name: p.candidates[0].name,
          cand1_pct: p.candidates[0].pct,
          cand2_actual_pct: p.candidates[1].actual_pct,
        });
        expect(row).toMatchObject({
          actual_margin: p.actual.margin,
          actual_contest_id: p.actual.contest_id,
          source_actual_margin: p.source_actual?.margin ?? null,
        });
      });
    }
  });

  it('/api/polls/accuracy: the four lists, one row per group', async () => {
    const body = await json('/api/polls/accuracy');
    const rows = parseCsvRows(
      await csvOf('/api/polls/accuracy?format=csv', 'polls-accuracy.csv'),
      PollAccuracyCsvRowSchema,
    );
    const lists = ['by_cycle_office', 'by_state', 'by_state_office', 'by_pollster'] as const;
    expect(rows.length).toBe(lists.reduce((n, l) => n + body[l].length, 0));
    for (const l of lists) {
      const ofList = rows.filter((r) => r.table === l);
      expect(ofList.length).toBe(body[l].length);
      ofList.forEach((row, i) => expect(row).toMatchObject(body[l][i].stats));
    }
    const pollster = rows.find((r) => r.table === 'by_pollster')!;
    expect(pollster.pollster_names).toBe(body.by_pollster[0].names.join('; '));
  });

  it('/api/corrections: one row per correction, values as text', async () => {
    const body = await json('/api/corrections');
    const rows = parseCsvRows(await csvOf('/api/corrections?format=csv', 'corrections.csv'), CorrectionCsvRowSchema);
    expect(rows.length).toBe(body.count);
    expect(rows).toEqual(
      body.corrections.map((c: Record<string, unknown>) => ({
        ...c,
        old: c.old === null ? null : String(c.old),
        new: c.new === null ? null : String(c.new),
      })),
    );
  });
});

describe('format on the new CSV endpoints', () => {
  it.each([
    '/api/senate/2020',
    '/api/elections/2020',
    '/api/states/GA/history',
    '/api/swing',
    '/api/polls/history/2020?office=house',
    '/api/polls/accuracy',
    '/api/corrections',
  ])('%s: format=json is the JSON, format=xlsx a 400 naming format', async (path) => {
    const sep = path.includes('?') ? '&' : '?';
    const explicit = await server.get(`${path}${sep}format=json`);
    expect(explicit.status).toBe(200);
    expect(await explicit.text()).toBe(await (await server.get(path)).text());
    const bad = await server.get(`${path}${sep}format=xlsx`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      message: expect.stringContaining('format'),
    });
  });
});
