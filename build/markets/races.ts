/**
 * The 2026 races the markets are mapped for: the Senate and governor races of data/races-2026.json (the generic
 * ballot has no market of its own), plus us-national-2026 for control of the House and of the Senate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogEntry } from '../catalog/files.ts';
import { parseJson, validateDataFiles } from '../catalog/load.ts';
import type { Race2026 } from '../schemas/polls.ts';

export interface MarketRace {
  id: string;
  state: string;
  office: 'senate' | 'governor' | 'national';
  special: boolean;
}

const NATIONAL_RACE_ID = 'us-national-2026';

export function marketRaces(root: string): { races: MarketRace[]; from: string } {
  const file = 'data/races-2026.json';
  const entry = catalogEntry('races-2026.json');
  const value = parseJson(entry.file, readFileSync(join(root, file), 'utf8'));
  const records = validateDataFiles({ [entry.file]: value }, [entry], []).records[entry.file] as Race2026[];
  const races: MarketRace[] = records.flatMap((r) =>
    r.office === 'senate' || r.office === 'governor'
      ? [{ id: r.id, state: r.state, office: r.office, special: r.special }]
      : [],
  );
  const all = [...races, { id: NATIONAL_RACE_ID, state: 'US', office: 'national' as const, special: false }];
  return { races: all.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)), from: file };
}
