/**
 * The 2026 races the markets are mapped for: from data/races-2026.json when it exists, else the known 2026
 * calendar below (35 Senate contests, Florida and Ohio specials, and 36 governor races), plus us-national-2026.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MarketRace {
  id: string;
  state: string;
  office: 'senate' | 'governor' | 'national';
  special: boolean;
}

export const NATIONAL_RACE_ID = 'us-national-2026';

const SENATE_2026 = 'AK AL AR CO DE FL GA IA ID IL KS KY LA MA ME MI MN MS MT NC NE NH NJ NM OH OK OR RI SC SD TN TX VA WV WY'.split(' ');
const SENATE_SPECIALS = ['FL', 'OH'];
const GOVERNOR_2026 = 'AK AL AR AZ CA CO CT FL GA HI IA ID IL KS MA MD ME MI MN NE NH NM NV NY OH OK OR PA RI SC SD TN TX VT WI WY'.split(' ');

const raceId = (state: string, office: 'senate' | 'governor') => `${state.toLowerCase()}-${office === 'senate' ? 'sen' : 'gov'}-2026`;

function fallbackRaces(): MarketRace[] {
  return [
    ...SENATE_2026.map((state) => ({ id: raceId(state, 'senate'), state, office: 'senate' as const, special: SENATE_SPECIALS.includes(state) })),
    ...GOVERNOR_2026.map((state) => ({ id: raceId(state, 'governor'), state, office: 'governor' as const, special: false })),
  ];
}

interface RaceRecord {
  state?: unknown;
  office?: unknown;
  special?: unknown;
}

/** Senate and governor records of the races file (the generic ballot is not a market race), one per id. */
function racesFromFile(file: string): MarketRace[] {
  const records = JSON.parse(readFileSync(file, 'utf8')) as RaceRecord[];
  const byId = new Map<string, MarketRace>();
  for (const r of records) {
    if ((r.office !== 'senate' && r.office !== 'governor') || typeof r.state !== 'string' || !/^[A-Z]{2}$/.test(r.state)) continue;
    const id = raceId(r.state, r.office);
    const special = r.special === true || byId.get(id)?.special === true;
    byId.set(id, { id, state: r.state, office: r.office, special });
  }
  return [...byId.values()];
}

export function marketRaces(root: string): { races: MarketRace[]; from: string } {
  const file = join(root, 'data/races-2026.json');
  const fromFile = existsSync(file);
  const races = fromFile ? racesFromFile(file) : fallbackRaces();
  const all = [...races, { id: NATIONAL_RACE_ID, state: 'US', office: 'national' as const, special: false }];
  return { races: all.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)), from: fromFile ? 'data/races-2026.json' : 'the built-in 2026 calendar (data/races-2026.json not found)' };
}
