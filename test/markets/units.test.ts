/** The pure parts: prices, parties, title verification and the 7-day trend arithmetic. */
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../build/markets/http.ts';
import {
  boundedMarkets,
  kalshiParty,
  partyFromLabel,
  price,
  probabilityOf,
  toNumber,
  volume,
} from '../../build/markets/price.ts';
import { historyWindow, weekTrend } from '../../build/markets/trends.ts';
import { titleMismatch } from '../../build/markets/verify.ts';
import { NOW_S } from './helpers.ts';

const DAY = 86_400;

describe('prices', () => {
  it('parses Kalshi fixed-point strings of any width and Gamma numbers; absent is null, junk a fault', () => {
    expect(toNumber('0.5600')).toBe(0.56);
    expect(toNumber('0.970')).toBe(0.97);
    expect(toNumber('0.123456')).toBe(0.123456);
    expect(toNumber(0.93)).toBe(0.93);
    expect(toNumber(null)).toBeNull();
    expect(toNumber(undefined)).toBeNull();
    expect(toNumber('')).toBeNull();
    // One rule (issue 23): a present value that is not a finite number of at most 32 characters is the upstream's fault.
    expect(() => toNumber('abc', 'volume_fp')).toThrow(/volume_fp "abc" is not a finite number/);
    expect(() => toNumber('1'.repeat(400), 'last_price_dollars')).toThrow(
      /last_price_dollars is 400 characters long, more than 32/,
    );
    expect(() => toNumber(1e309)).toThrow(UpstreamError);
  });

  it('one bound for sizes and values: volumes up to 1e12, prices in [0, 1], at most 100 markets per event', () => {
    expect(volume(1e12)).toBe(1e12);
    expect(() => volume(1e308, 'volumeNum')).toThrow(/volumeNum 1e\+308 is more than 1000000000000/);
    expect(() => price('1.5', 'bestBid')).toThrow(/bestBid "1.5" is outside \[0, 1\]/);
    expect(() => price('0.' + '0'.repeat(398) + '1', 'bestAsk')).toThrow(UpstreamError);
    expect(boundedMarkets(new Array(100).fill(0), 'e')).toHaveLength(100);
    expect(() => boundedMarkets(new Array(3000).fill(0), 'kalshi event X')).toThrow(
      /kalshi event X lists 3000 markets, more than 100/,
    );
  });

  it('a zero price means none (no bid, no trade), never a 0 probability', () => {
    expect(price('0.0000')).toBeNull();
    expect(price(0)).toBeNull();
    expect(price('1.0000')).toBe(1);
    expect(() => price('1.5')).toThrow(/outside \[0, 1\]/);
    expect(() => price('-0.1')).toThrow(/outside \[0, 1\]/);
  });

  it('probability: last trade when there is one, else the midpoint, else null', () => {
    expect(probabilityOf(0.56, 0.55, 0.57)).toEqual({ probability: 0.56, probability_basis: 'last_trade' });
    expect(probabilityOf(null, 0.925, 0.935)).toEqual({ probability: 0.93, probability_basis: 'midpoint' });
    expect(probabilityOf(null, null, 0.02)).toEqual({ probability: null, probability_basis: null });
    expect(probabilityOf(null, 0.6, 0.5)).toEqual({ probability: null, probability_basis: null });
  });

  it('party from labels and Kalshi ticker suffixes, null when unknown or ambiguous', () => {
    expect(partyFromLabel('Democrat')).toBe('D');
    expect(partyFromLabel('Democratic Party')).toBe('D');
    expect(partyFromLabel('Will the Republicans win the Georgia Senate race in 2026?')).toBe('R');
    expect(partyFromLabel('Sherrod Brown (D)')).toBe('D');
    expect(partyFromLabel('Independent')).toBe('I');
    expect(partyFromLabel('Jon Ossoff')).toBeNull();
    expect(partyFromLabel('Democrat or Republican')).toBeNull();
    expect(kalshiParty('SENATEGA-26-D', 'SENATEGA-26', 'Jon Ossoff')).toBe('D');
    expect(kalshiParty('SENATENE-26-DOSB', 'SENATENE-26', 'Dan Osborn')).toBeNull();
    expect(kalshiParty('CONTROLH-2026-R', 'CONTROLH-2026', 'Republican Party')).toBe('R');
  });
});

describe('title verification', () => {
  const georgia = { state: 'Georgia', office: ['Senate'], exclude: [] };
  const virginia = { state: 'Virginia', office: ['Senate'], exclude: ['West Virginia'] };
  const kansasGov = { state: 'Kansas', office: ['Governor', 'Gubernatorial'], exclude: [] };

  it('accepts a text naming the state and the office', () => {
    expect(titleMismatch(georgia, ['Georgia Senate winner?'])).toBeNull();
    expect(titleMismatch(georgia, [null, 'If Jon Ossoff wins the 2026 Senate race in Georgia, ...'])).toBeNull();
    expect(titleMismatch(kansasGov, ['Kansas Gubernatorial Election'])).toBeNull();
  });

  it('rejects another state, another office, and longer state names containing this one', () => {
    expect(
      titleMismatch({ state: 'Louisiana', office: ['Senate'], exclude: [] }, [
        'Kentucky Senate winner?',
        'If ... wins the 2026 Senate race in Kentucky',
      ]),
    ).toMatch(/"Kentucky Senate winner\?" does not name Louisiana Senate/);
    expect(titleMismatch(georgia, ['Georgia Governor winner?'])).not.toBeNull();
    expect(titleMismatch(virginia, ['West Virginia Senate Election Winner'])).not.toBeNull();
    expect(titleMismatch(virginia, ['Virginia Senate Election Winner'])).toBeNull();
    expect(titleMismatch(kansasGov, ['Arkansas Governor winner?'])).not.toBeNull();
    expect(titleMismatch(georgia, [])).toMatch(/no title/);
  });

  it('national contests need only the office', () => {
    expect(
      titleMismatch({ state: null, office: ['House'], exclude: [] }, ['Which party will win the U.S. House?']),
    ).toBeNull();
    expect(
      titleMismatch({ state: null, office: ['House'], exclude: [] }, ['Which party will win the U.S. Senate?']),
    ).not.toBeNull();
  });
});

describe('7-day trend', () => {
  const now = NOW_S;
  const target = now - 7 * DAY;

  it('compares the current price with the history point nearest to exactly 7 days before', () => {
    const history = [
      { t: target - 8 * DAY, p: 0.3 },
      { t: target - 1800, p: 0.6 },
      { t: target + 7200, p: 0.62 },
      { t: now - 3600, p: 0.57 },
    ];
    expect(weekTrend(history, { t: now, p: 0.58 })).toEqual({
      from: { t: '2026-09-13T11:30:00.000Z', p: 0.6 },
      to: { t: '2026-09-20T12:00:00.000Z', p: 0.58 },
      change: -0.02,
    });
  });

  it('rounds away floating-point noise and breaks ties toward the earlier point', () => {
    const trend = weekTrend(
      [
        { t: target + 600, p: 0.7 },
        { t: target - 600, p: 0.89 },
      ],
      { t: now, p: 0.93 },
    );
    expect(trend?.from.p).toBe(0.89);
    expect(trend?.change).toBe(0.04);
  });

  it('gives no trend when no point lies within 12 hours of 7 days ago (young market, gap in history)', () => {
    expect(weekTrend([], { t: now, p: 0.5 })).toBeNull();
    expect(
      weekTrend(
        [
          { t: target + 13 * 3600, p: 0.5 },
          { t: now - 60, p: 0.5 },
        ],
        { t: now, p: 0.5 },
      ),
    ).toBeNull();
    expect(weekTrend([{ t: target - 12 * 3600, p: 0.4 }], { t: now, p: 0.5 })?.change).toBe(0.1);
  });

  it('asks for a day more than a week of history', () => {
    expect(historyWindow(now)).toEqual({ start: now - 8 * DAY, end: now });
  });
});
