/**
 * /api/polls/accuracy: summaries recomputed from the poll history, checked by hand on a pollster's polls and summed
 * back over the groups; served as a static file that matches the OpenAPI description (server helper).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computePollAccuracy } from '../../build/compute/poll-accuracy.ts';
import type { PollAccuracy } from '../../build/schemas/api/poll-accuracy.ts';
import { POLL_HISTORY_YEARS, type PollHistory } from '../../build/schemas/poll-history.ts';
import { PollsterSchema } from '../../build/schemas/polls.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const history = POLL_HISTORY_YEARS.flatMap(
  (y) =>
    JSON.parse(readFileSync(new URL(`../../data/poll-history-${y}.json`, import.meta.url), 'utf8')) as PollHistory[],
);
const pollsters = PollsterSchema.array().parse(
  JSON.parse(readFileSync(new URL('../../data/pollsters.json', import.meta.url), 'utf8')),
);
const accuracy = computePollAccuracy(history, pollsters);
const pollster = (id: number) => accuracy.by_pollster.find((p) => p.pollster_rating_id === id)!;

describe('poll accuracy summaries', () => {
  it("recomputes a pollster's summary as by hand from its three polls (BK Strategies, Missouri 2016)", () => {
    // Governor: poll 46-45 (D+1), actual R+5.567, error 6.57, bias +6.57, wrong call; Senate: error 0.21, bias -0.21;
    // President: error 4.64, bias +4.64. Mean error 11.42 / 3 = 3.81; mean bias 11.00 / 3 = 3.67 (towards the Democrat).
    const mine = history
      .filter((p) => p.pollster_rating_id === 20 && !p.primary)
      .map((p) => [p.race, p.error, p.bias, p.right_call]);
    expect(mine.sort()).toEqual([
      ['2016_Gov-G_MO', 6.57, 6.57, 0],
      ['2016_Pres-G_MO', 4.64, 4.64, 1],
      ['2016_Sen-G_MO', 0.21, -0.21, 1],
    ]);
    expect(pollster(20)).toEqual({
      pollster: 'BK Strategies',
      pollster_rating_id: 20,
      names: ['BK Strategies'],
      pollster_2026: null,
      stats: {
        polls: 3,
        races: 3,
        avg_error: 3.81,
        bias_polls: 3,
        avg_bias: 3.67,
        bias_toward: 'democrat',
        right_call_share: 0.667,
      },
    });
    // Aspen Media & Market Research, Wyoming 2006: errors 11.02, 7.87, 3.48; biases +11.02, -7.87, -3.48.
    expect(pollster(17).stats).toMatchObject({
      avg_error: 7.46,
      avg_bias: -0.11,
      bias_toward: 'republican',
      right_call_share: 1,
    });
  });

  it("links a pollster to its 2026 record by name or alias, across the history's renamings", () => {
    const siena = pollster(448); // 2023 file: "The New York Times/Siena College" (earlier "Siena College/The New York Times Upshot")
    expect(siena.pollster_2026).toBe('The New York Times / Siena College');
    expect(pollsters.some((p) => p.name === siena.pollster_2026)).toBe(true);
    expect(accuracy.by_pollster.find((p) => p.pollster === 'Trafalgar Group')!.pollster_2026).toBe('Trafalgar Group');
  });

  it('counts every general-election poll once in each grouping, and leaves out the primaries', () => {
    const generals = history.filter((p) => !p.primary).length;
    expect(accuracy.polls).toBe(generals);
    expect(accuracy.primaries_left_out).toBe(1848); // SOURCES.md section 7: 1,848 Pres-P rows
    for (const groups of [accuracy.by_cycle_office, accuracy.by_state, accuracy.by_pollster]) {
      expect(groups.reduce((n, g) => n + g.stats.polls, 0)).toBe(generals);
    }
    const p2020 = accuracy.by_cycle_office.find((g) => g.year === 2020 && g.office === 'president')!;
    expect(p2020.stats.polls).toBe(594);
    expect(p2020.stats.bias_toward).toBe('democrat'); // 2020's polls overstated Biden
  });
});

describe('/api/polls/accuracy', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('serves the same summaries as a static file', async () => {
    const res = await server.get('/api/polls/accuracy');
    expect(res.status).toBe(200);
    const body = (await res.json()) as PollAccuracy;
    expect(body.by_pollster.find((p) => p.pollster_rating_id === 20)).toEqual(pollster(20));
    expect(body.method).toMatch(/primaries left out/);
  });
});
