/**
 * Scheduled hourly: refreshes every race's prediction-market snapshot into Netlify Blobs, stalest first, within
 * about 20 seconds (scheduled functions stop at 30). Not routed: it has no public URL.
 */
import type { Config } from '@netlify/functions';
import { defaultMarketDeps } from '../../build/markets/deps.ts';
import { refreshAll } from '../../build/markets/refresh-all.ts';

export default async (): Promise<Response> => {
  const summary = await refreshAll(defaultMarketDeps());
  console.log(
    `refresh-markets: ${summary.refreshed.length} refreshed, ${summary.unavailable.length} without prices, ${summary.notStarted.length} left for the next run, in ${summary.elapsedMs} ms`,
  );
  return new Response(`${JSON.stringify(summary)}\n`, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};

export const config: Config = { schedule: '@hourly' };
