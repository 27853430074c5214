import { computePollAverage, type PollAverage } from '../compute/poll-average.ts';
import { computePollExport, computePollList, pollsToCsv, type PollData, type PollList } from '../compute/polls.ts';
import { badRequest, etagOf, jsonResponse, quoteInput } from '../http/errors.ts';
import { COMMON_HEADERS, CONTENT_TYPES } from '../http/headers.ts';
import { DEFAULT_MIN_RATING, halfLife, minRating, pollDays, pollState, pollsterText, query, raceParam } from './poll-params.ts';

/** Function responses: short browser cache, one hour at the CDN (the data change only on deploy). */
export const FUNCTION_CACHE = { 'Cache-Control': 'public, max-age=300', 'Netlify-CDN-Cache-Control': 'public, max-age=3600, stale-while-revalidate=600' };

/** GET /api/polls */
export function listPolls(data: PollData, url: URL, now: Date): PollList {
  return computePollList(
    data,
    { state: pollState(data, query(url, 'state'), false), days: pollDays(query(url, 'days')), minRating: minRating(query(url, 'min_rating'), null), pollster: pollsterText(query(url, 'pollster')) },
    now,
  );
}

/** GET /api/polls/average (any parameters; the defaults are also static files with the same body). */
export function averagePolls(data: PollData, url: URL): PollAverage {
  const state = pollState(data, query(url, 'state'), true)!;
  return computePollAverage(data, { state, race: raceParam(data, query(url, 'race'), state), halfLife: halfLife(query(url, 'half_life')), minRating: minRating(query(url, 'min_rating'), DEFAULT_MIN_RATING)! });
}

/** GET /api/export/polls: JSON or tidy CSV, as a download. */
export function exportPolls(data: PollData, url: URL, license: string): Response {
  const rawFormat = query(url, 'format');
  const format = rawFormat?.toLowerCase();
  if (format !== 'json' && format !== 'csv') throw badRequest('invalid_parameter', `format must be json or csv; got ${quoteInput(rawFormat)}`);
  const race = raceParam(data, query(url, 'race'), null);
  const body = computePollExport(data, race, license);
  const filename = `polls-2026${race ? `-${race}` : ''}.${format}`;
  const headers = { ...FUNCTION_CACHE, 'Content-Disposition': `attachment; filename="${filename}"` };
  if (format === 'json') return jsonResponse(200, body, headers);
  const text = pollsToCsv(body.polls);
  return new Response(text, { status: 200, headers: { ...COMMON_HEADERS, 'Content-Type': CONTENT_TYPES.csv, ETag: etagOf(text), ...headers } });
}
