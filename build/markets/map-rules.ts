/**
 * The naming rules that map a 2026 race to candidate Kalshi event tickers and Polymarket event slugs, plus the
 * curated overrides. Pure: the generator (generate-map.ts) writes its output to build/curated/market-map.json and
 * a test checks the committed file equals it. Tickers and slugs are only candidates: at fetch time every market
 * must name the state and office in its title (verify.ts), because tickers are sometimes mislabelled.
 */
import { z } from 'zod';
import type { MarketContestSchema } from '../schemas/api/markets.ts';
import type { ContestMap, MarketMap, RaceMap } from './market-map.ts';
import type { MarketRace } from './races.ts';

const ListEdit = z
  .object({
    prepend: z.array(z.string()).optional(),
    append: z.array(z.string()).optional(),
    replace: z.array(z.string()).optional(),
  })
  .strict();

export const OverridesSchema = z
  .object({
    comment: z.string(),
    overrides: z.array(
      z
        .object({
          raceId: z.string(),
          contest: z.enum(['senate', 'governor', 'house_control', 'senate_control']).optional(),
          kalshi: ListEdit.optional(),
          polymarket: ListEdit.optional(),
          note: z.string().min(1),
        })
        .strict(),
    ),
  })
  .strict();
export type Overrides = z.infer<typeof OverridesSchema>;

type Contest = z.infer<typeof MarketContestSchema>;

const kebab = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-');

/** Longer state names that contain this one as a word ("West Virginia" contains "Virginia"). */
function containing(name: string, allNames: string[]): string[] {
  const word = new RegExp(`\\b${name}\\b`, 'i');
  return allNames.filter((other) => other !== name && word.test(other));
}

function stateContest(race: MarketRace, stateName: string, allNames: string[]): ContestMap {
  const slug = kebab(stateName);
  if (race.office === 'senate') {
    return {
      contest: 'senate',
      label: `${stateName} Senate${race.special ? ' (special)' : ''}`,
      title: { state: stateName, office: ['Senate'], exclude: containing(stateName, allNames) },
      // Specials add an S to the series: SENATEOHS-26, SENATEFLS-26.
      kalshiEvents: [`SENATE${race.state}${race.special ? 'S' : ''}-26`],
      polymarketSlugs: [`${slug}-senate-election-winner`, `${slug}-us-senate-election-winner`],
    };
  }
  return {
    contest: 'governor',
    label: `${stateName} Governor`,
    title: { state: stateName, office: ['Governor', 'Gubernatorial'], exclude: containing(stateName, allNames) },
    kalshiEvents: [`GOVPARTY${race.state}-26`],
    // Polymarket's governor slugs are not uniform; the first that returns an event wins.
    polymarketSlugs: [
      `${slug}-governor-winner-2026`,
      `${slug}-governor-election-winner`,
      `${slug}-governor-election-2026`,
    ],
  };
}

const NATIONAL_CONTESTS: ContestMap[] = [
  {
    contest: 'house_control',
    label: 'Control of the U.S. House',
    title: { state: null, office: ['House'], exclude: [] },
    kalshiEvents: ['CONTROLH-2026'],
    polymarketSlugs: ['which-party-will-win-the-house-in-2026'],
  },
  {
    contest: 'senate_control',
    label: 'Control of the U.S. Senate',
    title: { state: null, office: ['Senate'], exclude: [] },
    kalshiEvents: ['CONTROLS-2026'],
    polymarketSlugs: ['which-party-will-win-the-senate-in-2026'],
  },
];

function edit(list: string[], change: z.infer<typeof ListEdit> | undefined): string[] {
  if (!change) return list;
  const base = change.replace ?? list;
  return [...new Set([...(change.prepend ?? []), ...base, ...(change.append ?? [])])];
}

/** The whole map: one entry per race id, rules first, then the overrides (each must name a known race and contest). */
export function buildMarketMap(
  races: MarketRace[],
  stateNames: Record<string, string>,
  overrides: Overrides,
): MarketMap {
  const allNames = Object.values(stateNames);
  const out: Record<string, RaceMap> = {};
  for (const race of races) {
    const stateName = race.office === 'national' ? 'United States' : stateNames[race.state];
    if (!stateName) throw new Error(`no state name for ${race.state} (race ${race.id})`);
    const contests =
      race.office === 'national'
        ? NATIONAL_CONTESTS.map((c) => structuredClone(c))
        : [stateContest(race, stateName, allNames)];
    out[race.id] = { state: race.state, stateName, office: race.office, special: race.special, contests, notes: [] };
  }
  for (const o of overrides.overrides) {
    const entry = out[o.raceId];
    if (!entry) throw new Error(`market-overrides.json: ${o.raceId} is not a 2026 race`);
    const contest: Contest = o.contest ?? entry.contests[0]!.contest;
    const target = entry.contests.find((c) => c.contest === contest);
    if (!target) throw new Error(`market-overrides.json: ${o.raceId} has no ${contest} contest`);
    target.kalshiEvents = edit(target.kalshiEvents, o.kalshi);
    target.polymarketSlugs = edit(target.polymarketSlugs, o.polymarket);
    entry.notes.push(o.note);
  }
  const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    comment: `Generated by \`npx tsx build/markets/generate-map.ts\` from the naming rules in build/markets/map-rules.ts and build/curated/market-overrides.json, for the races of data/races-2026.json (or, until it exists, the built-in 2026 calendar) and us-national-2026. Do not edit by hand: change the overrides and regenerate. Tickers and slugs are candidates tried in order; each market must name the state and office in its title or rules text, or it is dropped.`,
    races: sorted,
  };
}

export function serializeMap(map: MarketMap): string {
  return `${JSON.stringify(map, null, 2)}\n`;
}
