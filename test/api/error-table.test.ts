/**
 * The published error table (build/routes/error-table.ts), row by row: every example request answers the row's
 * status and code through the local server (each response also checked against openapi.json), and each route
 * documents exactly the 400/404 statuses and codes its rows name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '../../build/routes/error-table.ts';
import { ROUTES } from '../../build/routes/table.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const cases = ERROR_TABLE.flatMap((row) =>
  row.examples.map((example) => [example, row.status, row.code, row.endpoint] as const),
);

describe('the published error table', () => {
  it.each(cases)('%s -> %i %s (%s)', async (path, status, code) => {
    const res = await server.get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await res.json();
    expect(body).toEqual({ error: { status, code, message: expect.any(String) } });
  });

  const endpoints = [...new Set(ERROR_TABLE.map((r) => r.endpoint))];
  it.each(endpoints)('%s documents exactly the statuses and codes of its rows', (endpoint) => {
    const route = ROUTES.find((r) => r.path === endpoint);
    expect(route, endpoint).toBeDefined();
    const documented = route!.errors
      .filter((e) => e.status === 400 || e.status === 404)
      .map((e) => `${e.status} ${e.code}`);
    const rows = ERROR_TABLE.filter((r) => r.endpoint === endpoint).map((r) => `${r.status} ${r.code}`);
    expect(new Set(documented)).toEqual(new Set(rows));
  });

  it('the rows of the published table where its status differs from the uniform rule', () => {
    const published = (endpoint: string) =>
      ERROR_TABLE.filter((r) => r.endpoint === endpoint && r.source === 'published').map((r) => r.status);
    expect(new Set(published('/api/elections/{year}/{state}'))).toEqual(new Set([404]));
    expect(new Set(published('/api/states/{abbr}/history'))).toEqual(new Set([404]));
  });
});
