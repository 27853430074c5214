/** The committed race -> market map is exactly what the rules and overrides produce, for every 2026 race. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateMarketMap, MAP_FILE } from '../../build/markets/generate-map.ts';
import { marketMap } from '../../build/markets/market-map.ts';
import { buildMarketMap, OverridesSchema } from '../../build/markets/map-rules.ts';
import { marketRaces } from '../../build/markets/races.ts';
import { RACE_ID_PATTERN } from '../../build/schemas/polls.ts';

const root = resolve('.');

describe('market map', () => {
  it('the committed build/curated/market-map.json equals the generator output (run npx tsx build/markets/generate-map.ts)', () => {
    expect(readFileSync(resolve(MAP_FILE), 'utf8')).toBe(generateMarketMap(root).text);
  });

  it('has one entry per 2026 race id and us-national-2026, each a valid raceId', () => {
    const ids = marketRaces(root).races.map((r) => r.id);
    const map = marketMap();
    expect(Object.keys(map.races).sort()).toEqual([...ids].sort());
    expect(ids).toContain('us-national-2026');
    for (const id of ids) expect(id).toMatch(RACE_ID_PATTERN);
  });

  it('covers the 35 Senate and 36 governor contests of 2026', () => {
    const races = Object.values(marketMap().races);
    expect(races.filter((r) => r.office === 'senate')).toHaveLength(35);
    expect(races.filter((r) => r.office === 'governor')).toHaveLength(36);
    expect(
      races
        .filter((r) => r.special)
        .map((r) => r.state)
        .sort(),
    ).toEqual(['FL', 'OH']);
  });

  it('applies the naming rules: Senate, specials, governors, national control', () => {
    const { races } = marketMap();
    expect(races['ga-sen-2026']!.contests[0]).toMatchObject({
      kalshiEvents: ['SENATEGA-26'],
      polymarketSlugs: ['georgia-senate-election-winner', 'georgia-us-senate-election-winner'],
      title: { state: 'Georgia', office: ['Senate'], exclude: [] },
    });
    expect(races['oh-sen-2026']!.contests[0]!.kalshiEvents).toEqual(['SENATEOHS-26']);
    expect(races['nh-gov-2026']!.contests[0]).toMatchObject({
      kalshiEvents: ['GOVPARTYNH-26'],
      polymarketSlugs: [
        'new-hampshire-governor-winner-2026',
        'new-hampshire-governor-election-winner',
        'new-hampshire-governor-election-2026',
      ],
    });
    expect(races['va-sen-2026']!.contests[0]!.title.exclude).toEqual(['West Virginia']);
    expect(races['us-national-2026']!.contests.map((c) => [c.contest, c.kalshiEvents, c.polymarketSlugs])).toEqual([
      ['house_control', ['CONTROLH-2026'], ['which-party-will-win-the-house-in-2026']],
      ['senate_control', ['CONTROLS-2026'], ['which-party-will-win-the-senate-in-2026']],
    ]);
  });

  it('applies the curated overrides, each with its note', () => {
    const { races } = marketMap();
    expect(races['ky-sen-2026']!.contests[0]!.kalshiEvents).toEqual(['SENATEKY-26', 'SENATELA-26']);
    expect(races['la-sen-2026']!.contests[0]!.kalshiEvents).toEqual(['KXSENATELA-26', 'SENATELA-26']);
    expect(races['ca-gov-2026']!.contests[0]!.polymarketSlugs[0]).toBe('california-governor-election-2026');
    expect(races['ky-sen-2026']!.notes[0]).toMatch(/Kentucky/);
  });

  it('refuses an override for an unknown race', () => {
    const overrides = OverridesSchema.parse({
      comment: '',
      overrides: [{ raceId: 'zz-sen-2026', kalshi: { append: ['X'] }, note: 'n' }],
    });
    expect(() => buildMarketMap([], {}, overrides)).toThrow(/zz-sen-2026 is not a 2026 race/);
  });
});
