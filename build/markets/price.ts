/**
 * Prices: parsing the platforms' numbers and choosing the probability. Never invents a value: what is missing,
 * unparseable or zero (no bid, no trade) is null; a price outside [0, 1] or a negative volume is a fault of the
 * upstream (an UpstreamError 'invalid'), never silently dropped; so is a number too long, not finite or too large
 * (UPSTREAM_BOUNDS, one rule with the size of a market list).
 */
import type { PartyCodeSchema } from '../schemas/polls.ts';
import type { z } from 'zod';
import { UpstreamError } from './http.ts';

type PartyCode = z.infer<typeof PartyCodeSchema>;

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The one rule for what an upstream may send, sizes and values alike: an event lists at most `marketsPerEvent`
 * markets (a Senate or governor race has a handful; thousands cost a request's whole time budget and megabytes of
 * answer), a number is written in at most `numberChars` characters and is finite, and a volume is at most
 * `volumeMax`. Anything beyond is a fault of the upstream (UpstreamError 'invalid': not served, not stored).
 */
const UPSTREAM_BOUNDS = { marketsPerEvent: 100, numberChars: 32, volumeMax: 1e12 } as const;

/** An event's market list within the bound, or the fault. */
export function boundedMarkets<T>(markets: T[], field: string): T[] {
  if (markets.length > UPSTREAM_BOUNDS.marketsPerEvent) {
    throw new UpstreamError(
      'invalid',
      `${field} lists ${markets.length} markets, more than ${UPSTREAM_BOUNDS.marketsPerEvent}`,
    );
  }
  return markets;
}

/** A Kalshi fixed-point string or a Gamma number -> a number, or null when absent; too long or not finite throws. */
export function toNumber(value: string | number | null | undefined, field = 'number'): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && value.length > UPSTREAM_BOUNDS.numberChars) {
    throw new UpstreamError(
      'invalid',
      `${field} is ${value.length} characters long, more than ${UPSTREAM_BOUNDS.numberChars}`,
    );
  }
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n))
    throw new UpstreamError('invalid', `${field} ${JSON.stringify(String(value).slice(0, 40))} is not a finite number`);
  return n;
}

/** A price in (0, 1]; 0 means "none" on both platforms (no bid, no trade yet); outside [0, 1] throws. */
export function price(value: string | number | null | undefined, field = 'price'): number | null {
  const n = toNumber(value, field);
  if (n !== null && (n < 0 || n > 1))
    throw new UpstreamError('invalid', `${field} ${JSON.stringify(value)} is outside [0, 1]`);
  return n !== null && n > 0 ? round6(n) : null;
}

/** A traded volume: a count or amount, never negative (a negative one throws). */
export function volume(value: string | number | null | undefined, field = 'volume'): number | null {
  const n = toNumber(value, field);
  if (n !== null && n < 0) throw new UpstreamError('invalid', `${field} ${JSON.stringify(value)} is negative`);
  if (n !== null && n > UPSTREAM_BOUNDS.volumeMax)
    throw new UpstreamError('invalid', `${field} ${JSON.stringify(value)} is more than ${UPSTREAM_BOUNDS.volumeMax}`);
  return n;
}

export interface Probability {
  probability: number | null;
  probability_basis: 'last_trade' | 'midpoint' | null;
}

/** The last trade when there is one, else the midpoint of a two-sided quote, else null. */
export function probabilityOf(last: number | null, bid: number | null, ask: number | null): Probability {
  if (last !== null) return { probability: last, probability_basis: 'last_trade' };
  if (bid !== null && ask !== null && bid <= ask)
    return { probability: round6((bid + ask) / 2), probability_basis: 'midpoint' };
  return { probability: null, probability_basis: null };
}

/** The party a label names: "(D)", "Democratic Party", "the Republicans", "Independent"; null when none or both. */
export function partyFromLabel(label: string | null | undefined): PartyCode | null {
  if (!label) return null;
  const tag = /\(([DRILG])\)/.exec(label);
  if (tag) return tag[1] as PartyCode;
  const found = new Set<PartyCode>();
  if (/\bdemocrat(s|ic)?\b/i.test(label)) found.add('D');
  if (/\brepublicans?\b|\bGOP\b/i.test(label)) found.add('R');
  if (/\bindependents?\b/i.test(label)) found.add('I');
  if (/\blibertarians?\b/i.test(label)) found.add('L');
  if (/\bgreen party\b/i.test(label)) found.add('G');
  return found.size === 1 ? [...found][0]! : null;
}

/** Kalshi: the ticker suffix says the party (SENATEGA-26-D); a candidate suffix (-DOSB) falls back to the label. */
export function kalshiParty(ticker: string, eventTicker: string, label: string): PartyCode | null {
  const suffix = ticker.startsWith(`${eventTicker}-`) ? ticker.slice(eventTicker.length + 1) : '';
  return /^[DRILG]$/.test(suffix) ? (suffix as PartyCode) : partyFromLabel(label);
}
