/** What the platform clients share: their context, their per-contest result, and the per-platform runner. */
import type { MarketPlatform, MarketQuote, MarketTrend } from '../schemas/api/markets.ts';
import type { MarketsConfig } from './config.ts';
import type { HttpDeps } from './http.ts';
import { UpstreamError } from './http.ts';
import type { ContestMap } from './market-map.ts';
import { StoredPlatformSchema, type StoredPlatform } from './snapshot.ts';

export interface FetchContext {
  http: HttpDeps;
  config: MarketsConfig;
  /** The fetch time: quotes are stamped with it and trends end at it. */
  now: Date;
}

export interface ContestResult {
  markets: MarketQuote[];
  trends: MarketTrend[];
  notes: string[];
  source: string | null;
}

export type ContestFetcher = (contest: ContestMap, ctx: FetchContext) => Promise<ContestResult>;

/** Runs tasks with at most `limit` at a time, keeping the input order in the output. */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const MAX_REASON_NOTES = 4;

/**
 * One platform for one race: every contest of the race (two for us-national-2026). Never throws: an upstream error
 * in any contest fails the platform (so the stored prices are kept), and finding no verified market is a
 * not_found failure with the reasons.
 */
export async function fetchPlatform(
  platform: MarketPlatform,
  contests: ContestMap[],
  fetchContest: ContestFetcher,
  ctx: FetchContext,
): Promise<StoredPlatform> {
  const attemptedAt = ctx.now.toISOString();
  const failed = (failure: StoredPlatform['failure'], reason: string, notes: string[] = []): StoredPlatform => ({
    ok: false,
    fetchedAt: null,
    attemptedAt,
    reason,
    failure,
    source: null,
    notes,
    markets: [],
    trends: [],
  });
  const results: ContestResult[] = [];
  try {
    for (const contest of contests) results.push(await fetchContest(contest, ctx));
  } catch (error) {
    if (error instanceof UpstreamError) return failed(error.kind, error.message);
    console.error(error);
    return failed('invalid', `${platform}: could not read the response`);
  }
  const notes = results.flatMap((r) => r.notes);
  const markets = results.flatMap((r) => r.markets);
  if (markets.length === 0) {
    const shown = notes.slice(0, MAX_REASON_NOTES).join('; ') + (notes.length > MAX_REASON_NOTES ? '; …' : '');
    return failed('not_found', `no ${platform} market for this race${shown ? ` (${shown})` : ''}`, notes);
  }
  const source =
    results
      .map((r) => r.source)
      .filter(Boolean)
      .join(', ') || null;
  const snapshot = {
    ok: true,
    fetchedAt: attemptedAt,
    attemptedAt,
    reason: null,
    failure: null,
    source,
    notes,
    markets,
    trends: results.flatMap((r) => r.trends),
  };
  // Validated before it is served or stored: what the stored schema would reject is a fault now, not on read-back.
  const valid = StoredPlatformSchema.safeParse(snapshot);
  if (!valid.success) {
    const issue = valid.error.issues[0]!;
    return failed('invalid', `${platform}: invalid answer at ${issue.path.map(String).join('.')}: ${issue.message}`);
  }
  return valid.data;
}

/** The history of one quote, made into a trend; a failure is a note, never a failed platform. */
export async function trendOrNote<T>(notes: string[], load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    notes.push(`no 7-day history: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
