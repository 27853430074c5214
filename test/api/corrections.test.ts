/** /api/corrections over HTTP against the local server, and its listing on /corrections. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CorrectionsSchema } from '../../build/schemas/api/corrections.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('/api/corrections', () => {
  it('serves every curated correction as JSON matching its schema', async () => {
    const res = await server.get('/api/corrections');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = CorrectionsSchema.parse(await res.json());
    expect(body.count).toBe(body.corrections.length);
    expect(body.corrections).toContainEqual(
      expect.objectContaining({
        record: 'house-2004-tx-25-general',
        field: 'candidates[Lloyd Doggett].name',
        old: 'Lloyd Dogett',
        new: 'Lloyd Doggett',
      }),
    );
  });

  it('is listed on /corrections (linked from /methodology) with a link to the endpoint', async () => {
    const methodology = await (await server.get('/methodology')).text();
    expect(methodology).toContain('id="corrections"');
    expect(methodology).toContain('href="/corrections"');
    const html = await (await server.get('/corrections')).text();
    expect(html).toContain('href="/api/corrections"');
    // The records themselves are on the office pages the index links (one per office, years collapsed).
    expect(html).toContain('href="/corrections/house"');
    expect(await (await server.get('/corrections/house')).text()).toContain('Lloyd Doggett');
  });
});
