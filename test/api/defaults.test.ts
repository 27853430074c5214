/**
 * The v1 contract's defaults: for every route and every parameter with a default, the response with the parameter
 * omitted equals the response with the default given explicitly (status, content type, download name, body bytes).
 * The routes and defaults come from the route table itself, so a new default is tested without a new line here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramMeta } from '../../build/routes/param.ts';
import { ROUTES } from '../../build/routes/table.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimits: false });
});
afterAll(() => server.close());

const cases = ROUTES.flatMap((route) =>
  route.params
    .filter((p) => p.in === 'query' && paramMeta(p).default !== undefined)
    .map((p) => [route.id, p.name, route.example, String(paramMeta(p).default)] as const),
);

async function snapshot(url: string) {
  const res = await server.get(url);
  // The download name counts; serve-handler's "inline; filename=..." on every local static file is not part of the API.
  const disposition = res.headers.get('content-disposition');
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    download: disposition?.startsWith('attachment') ? disposition : null,
    body: await res.text(),
  };
}

describe('an omitted parameter answers exactly as its default given explicitly', () => {
  it('covers every default of the route table', () => {
    expect(cases.map(([id, name]) => `${id}.${name}`).sort()).toEqual(
      [
        'export.format',
        'export.office',
        'governor-off-year.format',
        'poll-average-history.format',
        'poll-average.half_life',
        'poll-average.min_rating',
        'poll-export.format',
        'races.format',
        'ratings-history.format',
        'ratings-year.format',
        'senate-specials.format',
        'swing.from_year',
        'swing.to_year',
        // issue 21: format=csv on every table
        'corrections.format',
        'election-year.format',
        'state-history.format',
        'swing.format',
        'governor-year.format',
        'senate-year.format',
        'house-year.format',
        'governor-state.format',
        'senate-state.format',
        'house-state.format',
        'polls.format',
        'poll-average.format',
        'poll-history.format',
        'poll-accuracy.format',
      ].sort(),
    );
  });

  it.each(cases)('%s: %s (example %s, default %s)', async (_id, name, example, dflt) => {
    const url = new URL(example, 'http://x');
    url.searchParams.delete(name);
    const omitted = `${url.pathname}${url.search}`;
    url.searchParams.set(name, dflt);
    const explicit = `${url.pathname}${url.search}`;
    const a = await snapshot(omitted);
    const b = await snapshot(explicit);
    expect(a.status, omitted).toBe(200);
    expect(b).toEqual(a);
  });

  it('without any parameter too: /api/swing, /api/polls/average, /api/export/polls', async () => {
    expect(await snapshot('/api/swing')).toEqual(await snapshot('/api/swing?from_year=2020&to_year=2024'));
    expect(await snapshot('/api/polls/average')).toEqual(
      await snapshot('/api/polls/average?half_life=14&min_rating=C-'),
    );
    expect(await snapshot('/api/export/polls')).toEqual(await snapshot('/api/export/polls?format=json'));
    expect(await snapshot('/api/export?year=2024')).toEqual(await snapshot('/api/export?year=2024&format=json'));
    expect(await snapshot('/api/senate/specials')).toEqual(await snapshot('/api/senate/specials?format=json'));
  });
});
